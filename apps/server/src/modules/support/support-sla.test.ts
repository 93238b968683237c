/** Support targets by plan: priority and first-response due time from the plan, the queue by due time, warnings, stats. */
import { describe, expect, it } from 'vitest';
import { AGENT_ACCOUNT } from '../../db/seed/seed.ts';
import { startTestApp } from '../../../test/harness.ts';
import { slaState } from './support.repository.ts';
import { warnSlaBreaches } from './support.service.ts';
import { cardOnFile } from '../../../test/factories.ts';

const t = await startTestApp();
const { app } = t;
const agent = await t.login(AGENT_ACCOUNT.email, AGENT_ACCOUNT.password);
const HOUR = 3_600_000;

async function customer(planId: 'basic' | 'pro' | 'enterprise') {
  const u = await t.register();
  if (planId !== 'basic') await cardOnFile(t.db, u.user.id);
  if (planId !== 'basic')
    expect(
      (await app.inject({ method: 'POST', url: '/api/subscription/change', headers: u.auth, payload: { planId } }))
        .statusCode,
    ).toBe(200);
  return u;
}
const file = async (u: { auth: Record<string, string> }, subject: string, priority = 'normal') => {
  const r = await app.inject({
    method: 'POST',
    url: '/api/support/tickets',
    headers: u.auth,
    payload: { subject, description: 'Details.', priority },
  });
  expect(r.statusCode).toBe(201);
  return r.json();
};

describe('first-response targets by plan', () => {
  it('Basic 48 h at normal priority, Pro 8 h at least high, Enterprise 1 h urgent; a higher priority asked for is kept', async () => {
    const cases = [
      ['basic', 48, 'low', 'normal'],
      ['basic', 48, 'urgent', 'urgent'],
      ['pro', 8, 'low', 'high'],
      ['enterprise', 1, 'normal', 'urgent'],
    ] as const;
    for (const [plan, hours, asked, expected] of cases) {
      const tk = await file(await customer(plan), `${plan} question`, asked);
      expect(tk).toMatchObject({ supportPlan: plan, priority: expected, sla: 'on_track', firstRespondedAt: null });
      expect(Date.parse(tk.firstResponseDueAt) - Date.parse(tk.createdAt)).toBeCloseTo(hours * HOUR, -4); // within 10 s
    }
  });

  it("an agent's first reply meets the target and is kept; the customer's own reply does not count", async () => {
    const u = await customer('pro');
    const tk = await file(u, 'Exports are slow');
    await app.inject({
      method: 'POST',
      url: `/api/support/tickets/${tk.id}/messages`,
      headers: u.auth,
      payload: { body: 'Any news?' },
    });
    expect(
      (await app.inject({ url: `/api/support/tickets/${tk.id}`, headers: u.auth })).json().firstRespondedAt,
    ).toBeNull();
    await app.inject({
      method: 'POST',
      url: `/api/support/tickets/${tk.id}/messages`,
      headers: agent.auth,
      payload: { body: 'Looking at it now.' },
    });
    const after = (await app.inject({ url: `/api/support/tickets/${tk.id}`, headers: u.auth })).json();
    expect(after.sla).toBe('met');
    expect(after.firstRespondedAt).not.toBeNull();
    await app.inject({
      method: 'POST',
      url: `/api/support/tickets/${tk.id}/messages`,
      headers: agent.auth,
      payload: { body: 'Fixed.' },
    });
    expect((await app.inject({ url: `/api/support/tickets/${tk.id}`, headers: u.auth })).json().firstRespondedAt).toBe(
      after.firstRespondedAt,
    );
  });

  it('the agent queue lists unanswered tickets by the time their answer is due, whatever order they came in', async () => {
    const basic = await file(await customer('basic'), 'Basic first');
    const pro = await file(await customer('pro'), 'Pro second');
    const ent = await file(await customer('enterprise'), 'Enterprise third');
    const queue = (
      await app.inject({ url: '/api/support/tickets?scope=all&status=open&limit=200', headers: agent.auth })
    ).json() as { id: string }[];
    const pos = (id: string) => queue.findIndex((q) => q.id === id);
    expect(pos(ent.id)).toBeLessThan(pos(pro.id));
    expect(pos(pro.id)).toBeLessThan(pos(basic.id));
  });

  it('states where a ticket stands, on a controlled clock', () => {
    const created = new Date('2026-11-23T10:00:00Z');
    const due = new Date('2026-11-23T18:00:00Z'); // Pro: 8 h
    const at = (h: number) => created.getTime() + h * HOUR;
    const row = { created_at: created, first_response_due_at: due, first_responded_at: null };
    expect(slaState(row, at(1))).toBe('on_track');
    expect(slaState(row, at(6.1))).toBe('at_risk'); // under 2 h (a quarter) left
    expect(slaState(row, at(8.01))).toBe('breached');
    expect(slaState({ ...row, first_responded_at: new Date(at(7.9)) }, at(20))).toBe('met');
    expect(slaState({ ...row, first_responded_at: new Date(at(8.5)) }, at(20))).toBe('breached');
    expect(slaState({ ...row, first_response_due_at: null })).toBe('none');
  });
});

describe('breach warnings', () => {
  it('warn every agent once per ticket when under a quarter of the target is left, and again never', async () => {
    const u = await customer('enterprise');
    const soon = await file(u, 'Soon due');
    const late = await file(u, 'Already late');
    // Move the tickets along their 1 h target: 5 minutes left, and 10 minutes overdue.
    await t.db.query(
      `UPDATE support_tickets SET created_at = now() - interval '55 minutes', first_response_due_at = now() + interval '5 minutes' WHERE id = $1`,
      [soon.id],
    );
    await t.db.query(
      `UPDATE support_tickets SET created_at = now() - interval '70 minutes', first_response_due_at = now() - interval '10 minutes' WHERE id = $1`,
      [late.id],
    );
    expect(await warnSlaBreaches(t.ctx)).toBeGreaterThanOrEqual(2);
    expect(await warnSlaBreaches(t.ctx)).toBe(0);
    const inbox = async () =>
      ((await app.inject({ url: '/api/notifications?limit=50', headers: agent.auth })).json().items ?? []) as {
        title: string;
      }[];
    let titles: string[] = [];
    for (let i = 0; i < 50 && titles.length < 2; i++) {
      titles = (await inbox())
        .map((n) => n.title)
        .filter((x) => x.includes(`#${soon.number}`) || x.includes(`#${late.number}`));
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(titles).toContain(`Ticket #${late.number} is past its first-response target`);
    expect(titles.find((x) => x.includes(`#${soon.number}`))).toMatch(/needs a first answer within [45] min$/);
  });
});

describe('SLA statistics', () => {
  it('admins see first-response and resolution times per plan; agents 403; anonymous 401; a bad window 400 naming it', async () => {
    const admin = await t.register();
    await t.db.query("UPDATE users SET role = 'admin' WHERE id = $1", [admin.user.id]);
    const u = await customer('pro');
    const tk = await file(u, 'Timed question');
    await app.inject({
      method: 'POST',
      url: `/api/support/tickets/${tk.id}/messages`,
      headers: agent.auth,
      payload: { body: 'Answer.' },
    });
    await app.inject({
      method: 'PATCH',
      url: `/api/support/tickets/${tk.id}`,
      headers: agent.auth,
      payload: { status: 'resolved' },
    });
    const r = await app.inject({ url: '/api/support/sla-stats?days=7', headers: admin.auth });
    expect(r.statusCode).toBe(200);
    const pro = r.json().plans.find((p: { planId: string }) => p.planId === 'pro');
    expect(pro).toMatchObject({ targetHours: 8 });
    expect(pro.answered).toBeGreaterThanOrEqual(1);
    expect(pro.answeredWithinTarget).toBe(pro.answered);
    expect(pro.resolved).toBeGreaterThanOrEqual(1);
    expect(pro.medianFirstResponseMinutes).toBeGreaterThanOrEqual(0);
    expect((await app.inject({ url: '/api/support/sla-stats', headers: agent.auth })).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/support/sla-stats' })).statusCode).toBe(401);
    const bad = await app.inject({ url: '/api/support/sla-stats?days=0', headers: admin.auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('days');
  });
});
