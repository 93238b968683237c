/** N3 (issue 30): seats and pending invitations hold under concurrent invitations (run on PostgreSQL too). */
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness.ts';
import { call, teamWithRoles } from '../../../test/team-helpers.ts';

const t = await startTestApp();

const pending = async (teamId: string) =>
  (
    await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM team_invitations WHERE team_id = $1 AND accepted_at IS NULL
     AND declined_at IS NULL AND revoked_at IS NULL`,
      [teamId],
    )
  )[0]!.n;

describe('N3: team seats under concurrent invitations', () => {
  it('N3: 15 concurrent invitations for the last free seat create exactly one; the rest answer 409 seats_full', async () => {
    const f = await teamWithRoles(t); // owner, admin, member: 3 of 10 seats
    for (let i = 0; i < 6; i++) {
      const res = await call(t, f.owner, 'POST', `/api/teams/${f.teamId}/invitations`, {
        email: `fill${i}.${f.teamId}@example.test`,
        role: 'member',
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        call(t, i % 2 ? f.admin : f.owner, 'POST', `/api/teams/${f.teamId}/invitations`, {
          email: `race${i}.${f.teamId}@example.test`,
          role: 'member',
        }),
      ),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'seats_full')).toBe(true);
    expect(await pending(f.teamId)).toBe(7);
    expect((await call(t, f.owner, 'GET', `/api/teams/${f.teamId}`)).json().seats).toEqual({ used: 10, total: 10 });
  });

  it('N3: 6 concurrent invitations to one address leave one pending invitation', async () => {
    const f = await teamWithRoles(t);
    const email = `twice.${f.teamId}@example.test`;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call(t, f.owner, 'POST', `/api/teams/${f.teamId}/invitations`, {
          email: i % 2 ? email : email.toUpperCase(),
          role: 'member',
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await pending(f.teamId)).toBe(1);
  });
});
