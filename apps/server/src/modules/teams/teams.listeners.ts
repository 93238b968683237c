import type { AppContext } from '../../context.ts';
import { INCLUDED_SEATS } from './team-seats.service.ts';
import { logActivity } from './team-access.ts';
import * as repo from './teams.repository.ts';

/**
 * The owner's payment provider decides how many extra seats are paid for (its subscription's seat item):
 * a cancelled subscription takes them away, and a new one after it starts without them, until the owner buys
 * seats again. Members beyond the seats stay; only new invitations need free seats. The team's history says
 * what changed, under the owner's name. A failure is logged and never fails the webhook that emitted (see EventBus).
 */
export function registerTeamListeners(ctx: AppContext) {
  return ctx.events.on('subscription.seatsBilled', ({ userId, extraSeats }) =>
    ctx.db
      .tx(async (q) => {
        const team = await repo.lockOwnedTeamSeats(q, userId);
        if (!team || team.extra === extraSeats) return;
        await repo.setExtraSeats(q, team.id, extraSeats);
        // The owner's own subscription changed it (in Stripe's portal, or by cancelling): it is theirs in the history.
        await logActivity(
          q,
          team.id,
          userId,
          'seats_changed',
          `${INCLUDED_SEATS + team.extra} → ${INCLUDED_SEATS + extraSeats}`,
        );
      })
      .catch((err: Error) => ctx.log.warn({ err: err.message }, 'team seats not updated from the subscription')),
  );
}
