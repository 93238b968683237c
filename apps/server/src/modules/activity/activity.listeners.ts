import type { SupportTicketUpdate } from '@cosmos/contracts';
import type { AppContext } from '../../context.ts';
import { describeDevice } from '../sessions/device.ts';
import { isNewDevice } from '../sessions/sessions.service.ts';
import { sceneTitle } from '../vr/vr.service.ts';
import { record } from './activity.service.ts';

const PLAN_TITLES = {
  upgrade: 'Plan upgraded',
  subscribe: 'Subscription started',
  downgrade: 'Plan change scheduled',
  keep: 'Scheduled plan change cancelled',
  cancel: 'Subscription cancelled',
  resume: 'Subscription resumed',
} as const;

/**
 * Domain events that become the user's Recent Activities. Only what the user did themselves, so a new account's
 * history starts empty. A failure here never fails the request that emitted (see EventBus).
 */
export function registerActivityListeners(ctx: AppContext) {
  const safely = (what: string, fn: () => Promise<void>) =>
    fn().catch((err: Error) => ctx.log.warn({ err: err.message }, `activity (${what}) not recorded`));
  const offs = [
    ctx.events.on('user.signedIn', ({ userId, userAgent }) =>
      safely('sign-in', async () => {
        if (await isNewDevice(ctx, userId, userAgent))
          await record(ctx, userId, {
            kind: 'new_device',
            title: 'Signed in from a new device',
            detail: describeDevice(userAgent),
            link: '/settings',
          });
      }),
    ),
    ctx.events.on('subscription.changed', ({ userId, change }) =>
      safely('plan', async () => {
        if (change)
          await record(ctx, userId, {
            kind: 'plan',
            title: PLAN_TITLES[change.kind],
            detail: change.detail,
            link: '/subscription',
          });
      }),
    ),
    ctx.events.on('ticket.updated', ({ ownerId, ticket }) =>
      safely('ticket', async () => {
        const u = ticket as SupportTicketUpdate;
        if (u.kind === 'created')
          await record(ctx, ownerId, {
            kind: 'ticket',
            title: `Support ticket #${u.ticket.number} opened`,
            detail: u.ticket.subject,
            link: `/support/tickets/${u.ticket.id}`,
          });
      }),
    ),
    ctx.events.on('export.created', ({ userId, format, rows }) =>
      safely('export', () =>
        record(ctx, userId, {
          kind: 'export',
          title: 'Data export',
          detail: `${rows.toLocaleString('en-US')} rows as ${format.toUpperCase()}`,
          link: '/data-access',
        }),
      ),
    ),
    ctx.events.on('vr.sessionEnded', ({ userId, sceneId, minutes }) =>
      safely('vr', async () => {
        const title = (await sceneTitle(ctx, sceneId)) ?? sceneId;
        await record(ctx, userId, {
          kind: 'vr',
          title: 'VR Session',
          detail: `${title}, ${minutes} minute${minutes === 1 ? '' : 's'}`,
          link: `/vr-experience/${sceneId}`,
        });
      }),
    ),
  ];
  return () => offs.forEach((off) => off());
}
