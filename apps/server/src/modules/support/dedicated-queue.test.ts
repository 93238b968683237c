import { describe, expect, it } from 'vitest';
import { ticket, user } from '../../../test/factories.ts';
import { startTestApp } from '../../../test/harness.ts';
import { call, teamWithRoles } from '../../../test/team-helpers.ts';

const t = await startTestApp();

describe('the agent queue and the dedicated agent', () => {
  it("puts the dedicated agent's team tickets first for that agent only, and shows who is assigned", async () => {
    const f = await teamWithRoles(t);
    const siteAdmin = await user(t, { role: 'admin' });
    const dedicated = await t.login('agent@cosmos.test', 'Support-the-cosmos-2026');
    const otherAgent = await user(t, { role: 'agent' });
    const put = await call(t, siteAdmin, 'PUT', `/api/admin/teams/${f.teamId}/dedicated-agent`, {
      agentId: dedicated.user.id,
    });
    expect(put.statusCode).toBe(204);
    // The team's ticket is filed first and an outside Enterprise customer's later: by due time alone, the team's
    // would still be first; a Pro customer's ticket filed before both is due later (8 h).
    const outside = await user(t, { plan: 'enterprise' });
    const teamTicket = await ticket(t, f.member, { subject: 'Team ticket' });
    await new Promise((r) => setTimeout(r, 20));
    const outsideTicket = await ticket(t, outside, { subject: 'Outside ticket' });
    // Make the outside ticket due sooner, so only the dedicated-agent rule can put the team ticket first.
    await t.db.query(`UPDATE support_tickets SET first_response_due_at = now() + interval '5 minutes' WHERE id = $1`, [
      outsideTicket.id,
    ]);
    const queue = async (who: { auth: Record<string, string> }) =>
      (
        (
          await t.app.inject({ url: '/api/support/tickets?scope=all&status=open&limit=100', headers: who.auth })
        ).json() as {
          id: string;
          assignedAgent: { id: string; name: string } | null;
        }[]
      ).filter((x) => x.id === teamTicket.id || x.id === outsideTicket.id);
    const mine = await queue(dedicated);
    expect(mine.map((x) => x.id)).toEqual([teamTicket.id, outsideTicket.id]);
    expect(mine[0]!.assignedAgent).toEqual({
      id: dedicated.user.id,
      name: `${dedicated.user.firstName} ${dedicated.user.lastName}`,
    });
    expect(mine[1]!.assignedAgent).toBeNull();
    // Any other agent sees the plain queue: soonest due first.
    expect((await queue(otherAgent)).map((x) => x.id)).toEqual([outsideTicket.id, teamTicket.id]);
    // The customer's ticket screen gets the agent's name too.
    const own = (await call(t, f.member, 'GET', `/api/support/tickets/${teamTicket.id}`)).json();
    expect(own.assignedAgent.name).toBe(`${dedicated.user.firstName} ${dedicated.user.lastName}`);
  });
});
