import { describe, expect, it } from 'vitest';
import { runRenewals } from '../../jobs/renewal.ts';
import { subscription } from '../../../test/factories.ts';
import { startTestApp } from '../../../test/harness.ts';
import { call, teamWithRoles } from '../../../test/team-helpers.ts';

const t = await startTestApp();
const DAY = 86_400_000;

/** Invoices of the owner, newest first, with the stored line items (the API shows amounts; lines are in the PDF). */
const invoiceRows = (userId: string) =>
  t.db.query<{ amount_cents: number; kind: string; lines: { description: string; amountCents: number }[] | null }>(
    'SELECT amount_cents, kind, lines FROM invoices WHERE user_id = $1 ORDER BY created_at DESC',
    [userId],
  );

describe('seats beyond the included 10', () => {
  it('the owner previews the prorated price of 2 more seats and is invoiced exactly that', async () => {
    const f = await teamWithRoles(t);
    const start = new Date(Date.now() - 10 * DAY);
    const end = new Date(Date.now() + 20 * DAY);
    await subscription(t.db, f.owner.user.id, { plan: 'enterprise', start, end });
    const preview = await call(t, f.owner, 'GET', `/api/teams/${f.teamId}/seats/preview?seats=12`);
    expect(preview.statusCode, preview.body).toBe(200);
    const p = preview.json();
    // Independent check: 2 seats × $15.00 × the share of the period left at quotedAt, rounded once.
    const left = (end.getTime() - Date.parse(p.quotedAt)) / (end.getTime() - start.getTime());
    expect(p).toMatchObject({ seats: 12, includedSeats: 10, extraSeats: 2, seatPriceCents: 1500 });
    expect(p.amountDueNowCents).toBe(Math.round(3000 * left));
    expect(p.renewalCents).toBe(9999 + 3000);
    await new Promise((r) => setTimeout(r, 50)); // the dialog is read before confirming
    const put = await call(t, f.owner, 'PUT', `/api/teams/${f.teamId}/seats`, { seats: 12, quotedAt: p.quotedAt });
    expect(put.statusCode, put.body).toBe(204);
    const [inv] = await invoiceRows(f.owner.user.id);
    expect(inv!.amount_cents).toBe(p.amountDueNowCents);
    expect(inv!.lines).toEqual([
      {
        description: expect.stringMatching(/^2 extra team seats at \$15\.00\/month/),
        amountCents: p.amountDueNowCents,
      },
    ]);
    expect((await call(t, f.member, 'GET', `/api/teams/${f.teamId}`)).json().seats).toEqual({ used: 3, total: 12 });
    // Same count again: nothing to change.
    expect((await call(t, f.owner, 'PUT', `/api/teams/${f.teamId}/seats`, { seats: 12 })).statusCode).toBe(409);
  });

  it('only the owner buys seats; below 10 or below the seats in use is refused, naming the field', async () => {
    const f = await teamWithRoles(t);
    const url = `/api/teams/${f.teamId}/seats/preview?seats=11`;
    expect((await call(t, f.admin, 'GET', url)).statusCode).toBe(403);
    expect((await call(t, f.member, 'GET', url)).statusCode).toBe(403);
    expect((await call(t, f.outsider, 'GET', url)).statusCode).toBe(404);
    expect((await call(t, null, 'GET', url)).statusCode).toBe(401);
    const low = await call(t, f.owner, 'GET', `/api/teams/${f.teamId}/seats/preview?seats=9`);
    expect(low.statusCode).toBe(400);
    expect(low.json().errors[0].field).toBe('seats');
    expect((await call(t, f.owner, 'GET', `/api/teams/${f.teamId}/seats/preview?seats=abc`)).statusCode).toBe(400);
  });

  it('the 11th seat can be invited once bought; dropping seats charges nothing; renewals bill the extra seats', async () => {
    const f = await teamWithRoles(t);
    await subscription(t.db, f.owner.user.id, {
      plan: 'enterprise',
      start: new Date(Date.now() - 30 * DAY),
      end: new Date(Date.now() - 1000),
    });
    // 3 members + 7 invitations fill the 10 included seats.
    for (let i = 0; i < 7; i++)
      await call(t, f.owner, 'POST', `/api/teams/${f.teamId}/invitations`, { email: `s${i}-${f.teamId}@example.test` });
    const email = `eleventh-${f.teamId}@example.test`;
    expect((await call(t, f.owner, 'POST', `/api/teams/${f.teamId}/invitations`, { email })).statusCode).toBe(409);
    expect((await call(t, f.owner, 'PUT', `/api/teams/${f.teamId}/seats`, { seats: 9 })).statusCode).toBe(400);
    expect((await call(t, f.owner, 'PUT', `/api/teams/${f.teamId}/seats`, { seats: 13 })).statusCode).toBe(204);
    // The period has ended: nothing was left to prorate, so nothing was charged.
    expect((await invoiceRows(f.owner.user.id)).filter((i) => i.kind === 'upgrade')).toHaveLength(0);
    expect((await call(t, f.owner, 'POST', `/api/teams/${f.teamId}/invitations`, { email })).statusCode).toBe(201);
    expect((await call(t, f.owner, 'PUT', `/api/teams/${f.teamId}/seats`, { seats: 10 })).statusCode).toBe(400); // 11 in use
    expect((await call(t, f.owner, 'PUT', `/api/teams/${f.teamId}/seats`, { seats: 12 })).statusCode).toBe(204);
    await runRenewals(t.ctx, new Date());
    const renewal = (await invoiceRows(f.owner.user.id)).find((i) => i.kind === 'renewal')!;
    expect(renewal.amount_cents).toBe(9999 + 2 * 1500);
    expect(renewal.lines!.map((l) => l.amountCents)).toEqual([9999, 3000]);
  });
});
