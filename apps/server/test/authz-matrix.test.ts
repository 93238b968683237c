/**
 * Authorisation matrix (ASVS 5.0 V8.2.1 function-level and V8.2.2 data-specific access, V6/V7 for the
 * auth routes): every route the app serves is called as anonymous, another user, the owner, an agent and
 * an admin, and must answer the status written here. The route list comes from the app itself
 * (`printRoutes`), so a new route without an entry FAILS, naming the route.
 *
 * Adding a route: add one line to MATRIX, e.g.
 *   'GET /api/things': user(200),                      // any signed-in user
 *   'GET /api/things/:id': { ...owned(200), request: (f) => ({ url: `/api/things/${f.thingId}` }) },
 *   'POST /api/admin/x': { ...adminOnly(200), request: () => ({ payload: { valid: 'body' } }) },
 * Send a VALID body: Fastify validates before the auth preHandler, so an invalid body answers 400 even
 * to an anonymous caller and would hide what the matrix is checking.
 */
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { cardOnFile, teamMember } from './factories.ts';
import { startTestApp } from './harness.ts';
import { routeTable } from './routes.ts';

type Who = 'anon' | 'other' | 'owner' | 'agent' | 'admin';
const WHO: Who[] = ['anon', 'other', 'agent', 'admin', 'owner']; // owner last: its call may change state
type Statuses = Record<Who, number | number[]>;
interface Fixtures {
  ownerId: string;
  ownerSessionId: string;
  ticketId: string;
  apiKeyId: string;
  sceneId: string;
  celestialId: string;
  invoiceId: string;
  teamId: string;
  teamMemberId: string;
  removedMemberId: string;
  invitationId: string;
  teamKeyId: string;
  viewId: string;
  pushId: string;
  pushTestId: string;
  token: Record<Who, string | undefined>;
  freshToken: (who: Who) => Promise<string | undefined>;
}
interface Req {
  url?: string;
  payload?: unknown;
  headers?: Record<string, string>;
}
interface Entry extends Partial<Statuses> {
  request?: (f: Fixtures, who: Who) => Req | Promise<Req>;
}

// ── Helpers for the common shapes ──────────────────────────────────────────────────────────────
/** Public: everyone gets the same status. */
const pub = (s: number | number[]): Statuses => ({ anon: s, other: s, owner: s, agent: s, admin: s });
/** Any signed-in user; anonymous 401. */
const user = (s: number | number[]): Statuses => ({ anon: 401, other: s, owner: s, agent: s, admin: s });
/** Agents and admins; users 403. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- kept for staff-only routes as the matrix grows
const staff = (s: number | number[]): Statuses => ({ anon: 401, other: 403, owner: 403, agent: s, admin: s });
/** Admins only. */
const adminOnly = (s: number | number[]): Statuses => ({ anon: 401, other: 403, owner: 403, agent: 403, admin: s });
/** A resource of the owner: others get `notMine` (404 hides existence), staff as given. */
const owned = (s: number | number[], opts: { notMine?: number; staff?: number | number[] } = {}): Statuses => ({
  anon: 401,
  other: opts.notMine ?? 404,
  owner: s,
  agent: opts.staff ?? opts.notMine ?? 404,
  admin: opts.staff ?? opts.notMine ?? 404,
});
const body = (payload: unknown) => () => ({ payload });
const fieldPlan = {
  target: { raDeg: 56.75, decDeg: 24.12 },
  fov: { shape: 'circle', diameterDeg: 1 },
  from: new Date(Date.now() + 3_600_000).toISOString(),
  to: new Date(Date.now() + 7_200_000).toISOString(),
  minCleanMinutes: 1,
};
const uuid = randomUUID();
/** A browser's keys as PushSubscription.toJSON() gives them (a P-256 point and a 16-byte secret, base64url). */
const PUSH_KEYS = {
  p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
  auth: randomBytes(16).toString('base64url'),
};
const NOW = new Date().toISOString();

const MATRIX: Record<string, Entry> = {
  // ── Operations ──
  'GET /healthz': pub(200),
  'GET /readyz': pub(200),
  'GET /api/openapi.json': pub(200),
  'GET /metrics': pub(403), // this machine only without METRICS_TOKEN; the matrix calls from 10.77.x.x (see modules/metrics/metrics.test.ts)
  'GET /dev/mailbox': pub(404), // development only, and only from the machine itself: the matrix calls from 10.77.x.x (see mail.routes.ts, test/dev-mailbox.test.ts)

  // ── Authentication (ASVS V6) ──
  'POST /api/auth/register': {
    ...pub(201),
    request: (_f, who) => ({
      payload: {
        firstName: 'M',
        lastName: who,
        email: `m-${who}-${randomUUID()}@example.test`,
        password: 'Matrix-pass-phrase-1',
      },
    }),
  },
  'POST /api/auth/login': {
    ...pub(401),
    request: (_f, who) => ({ payload: { email: `nobody-${who}@example.test`, password: 'not-the-password' } }),
  },
  'POST /api/auth/login/mfa': { ...pub(401), request: body({ challengeToken: 'not-a-challenge', code: '123456' }) },
  'POST /api/auth/forgot-password': {
    ...pub(200),
    request: (_f, who) => ({ payload: { email: `nobody-${who}@example.test` } }),
  },
  'POST /api/auth/reset-password': {
    ...pub(400),
    request: body({ token: 'not-a-token', password: 'Matrix-pass-phrase-2' }),
  },
  'POST /api/auth/verify-email': { ...pub(400), request: body({ token: 'not-a-token' }) },
  'POST /api/auth/password-strength': { ...pub(200), request: body({ password: 'abc' }) },
  'POST /api/auth/verify-email/resend': user(200),
  'GET /api/auth/me': user(200),
  'POST /api/auth/logout': { ...user(200), request: async (f, who) => ({ headers: auth(await f.freshToken(who)) }) },
  'PUT /api/auth/profile': {
    ...user(200),
    request: async (f, who) => ({ payload: { firstName: 'M', lastName: 'X' }, headers: auth(await f.freshToken(who)) }),
  },
  'POST /api/auth/change-password': {
    ...user(400),
    request: body({ currentPassword: 'wrong-current-pw', newPassword: 'Matrix-pass-phrase-3' }),
  },
  'POST /api/auth/change-email': {
    ...user(400),
    request: body({ password: 'wrong-current-pw', email: 'new@example.test' }),
  },
  'GET /api/auth/mfa': user(200),
  'POST /api/auth/mfa/setup': { ...user(400), request: body({ password: 'wrong-current-pw' }) },
  'POST /api/auth/mfa/enable': { ...user(400), request: body({ code: '123456' }) }, // no pending enrolment
  'POST /api/auth/mfa/disable': { ...user(400), request: body({ password: 'wrong-current-pw' }) },
  'POST /api/auth/mfa/recovery-codes': { ...user(400), request: body({ password: 'wrong-current-pw' }) },

  // ── Sessions (ASVS V7) ──
  'GET /api/auth/sessions': user(200),
  'POST /api/auth/sessions/revoke-others': user(200),
  'DELETE /api/auth/sessions/:id': {
    ...owned(200),
    request: (f) => ({ url: `/api/auth/sessions/${f.ownerSessionId}` }),
  },

  // ── Settings, content ──
  'GET /api/settings': user(200),
  'PUT /api/settings': { ...user(200), request: body({ darkMode: true }) },
  'GET /api/discoveries': user(200),
  'GET /api/docs-index': pub(200),
  'GET /api/docs-pages/:id': { ...pub(200), request: () => ({ url: '/api/docs-pages/security' }) },
  'GET /api/docs-export': { ...pub(200), request: () => ({ url: '/api/docs-export?format=md' }) },
  'GET /api/faqs': pub(200),
  'GET /api/events/upcoming': user(200),

  // ── Billing, usage, keys, exports ──
  'GET /api/subscription/plans': pub(200),
  'GET /api/subscription/current': user(200),
  'POST /api/subscription/change': { ...user(200), request: body({ planId: 'pro' }) },
  'POST /api/subscription/cancel': user(200),
  'POST /api/subscription/resume': user(409), // nothing to resume: reached the handler, so authorised
  'GET /api/subscription/invoices/:id/pdf': {
    ...owned(200),
    request: (f) => ({ url: `/api/subscription/invoices/${f.invoiceId}/pdf` }),
  },
  'POST /api/subscription/invoices/:id/pay': {
    ...owned(409),
    request: (f) => ({ url: `/api/subscription/invoices/${f.invoiceId}/pay` }),
  }, // already paid: 409 from the handler
  'GET /api/subscription/invoices': user(200),
  'GET /api/subscription/preview': {
    ...user([200, 409]),
    request: () => ({ url: '/api/subscription/preview?planId=enterprise' }),
  },
  'GET /api/billing/details': user(200),
  'PUT /api/billing/details': { ...user(200), request: body({ name: 'Matrix' }) },
  'GET /api/activity': user(200),
  'GET /api/support/sla-stats': adminOnly(200),
  'GET /api/usage': user(200),
  'GET /api/entitlements': user(200),
  'GET /api/api-keys': user(200),
  // The owner is on the Enterprise plan (see beforeAll); the others are not: a plan gate answers 403.
  'POST /api/api-keys': { ...user(403), owner: 201, request: body({ name: 'matrix' }) },
  'DELETE /api/api-keys/:id': { ...owned(204), request: (f) => ({ url: `/api/api-keys/${f.apiKeyId}` }) },
  'GET /api/imagery/:layer/:z/:y/:x': { ...user(200), request: () => ({ url: '/api/imagery/true-colour/0/0/0' }) },
  // ── Teams: the owner owns the matrix's team (see beforeAll); everyone else, staff included, is outside it ──
  'GET /api/teams': user(200),
  'POST /api/teams': { ...user(403), owner: 409, request: body({ name: 'Second team' }) }, // one team per owner
  'GET /api/teams/:teamId': { ...owned(200), request: (f) => ({ url: `/api/teams/${f.teamId}` }) },
  'GET /api/teams/:teamId/invitations': {
    ...owned(200),
    request: (f) => ({ url: `/api/teams/${f.teamId}/invitations` }),
  },
  'POST /api/teams/:teamId/invitations': {
    ...owned(201),
    request: (f, who) => ({ url: `/api/teams/${f.teamId}/invitations`, payload: { email: `inv-${who}@example.test` } }),
  },
  'DELETE /api/teams/:teamId/invitations/:invitationId': {
    ...owned(204),
    request: (f) => ({ url: `/api/teams/${f.teamId}/invitations/${f.invitationId}` }),
  },
  // A token nobody was sent: not found for every signed-in caller (the accept journey is in modules/teams).
  'POST /api/team-invitations/preview': { ...user(404), request: body({ token: 'm'.repeat(43) }) },
  'POST /api/team-invitations/accept': { ...user(404), request: body({ token: 'm'.repeat(43) }) },
  'POST /api/team-invitations/decline': { ...user(404), request: body({ token: 'm'.repeat(43) }) },
  'PATCH /api/teams/:teamId/members/:userId': {
    ...owned(204),
    request: (f) => ({ url: `/api/teams/${f.teamId}/members/${f.teamMemberId}`, payload: { role: 'admin' } }),
  },
  'DELETE /api/teams/:teamId/members/:userId': {
    ...owned(204),
    request: (f) => ({ url: `/api/teams/${f.teamId}/members/${f.removedMemberId}` }),
  },
  'GET /api/teams/:teamId/follows': { ...owned(200), request: (f) => ({ url: `/api/teams/${f.teamId}/follows` }) },
  'PUT /api/teams/:teamId/follows/:objectId': {
    ...owned(200),
    request: (f) => ({ url: `/api/teams/${f.teamId}/follows/sat-25544`, payload: { thresholdKm: 2 } }),
  },
  // 204 after the PUT above ran, 404 before (entries run in any order); everyone else is refused first.
  'DELETE /api/teams/:teamId/follows/:objectId': {
    ...owned([204, 404]),
    request: (f) => ({ url: `/api/teams/${f.teamId}/follows/sat-25544` }),
  },
  'GET /api/teams/:teamId/launches': { ...owned(200), request: (f) => ({ url: `/api/teams/${f.teamId}/launches` }) },
  'PUT /api/teams/:teamId/launches/:id': {
    ...owned(200),
    request: (f) => ({ url: `/api/teams/${f.teamId}/launches/sample-1` }),
  },
  // 204 after the PUT above ran, 404 before (entries run in any order); everyone else is refused first.
  'DELETE /api/teams/:teamId/launches/:id': {
    ...owned([204, 404]),
    request: (f) => ({ url: `/api/teams/${f.teamId}/launches/sample-1` }),
  },
  'GET /api/teams/:teamId/seats/preview': {
    ...owned(200),
    request: (f) => ({ url: `/api/teams/${f.teamId}/seats/preview?seats=11` }),
  },
  // Below the included 10: past the authorisation, refused by the service (and nothing is charged).
  'PUT /api/teams/:teamId/seats': {
    ...owned(400),
    request: (f) => ({ url: `/api/teams/${f.teamId}/seats`, payload: { seats: 9 } }),
  },
  // The owner names themself: past the authorisation, the service refuses (ownership goes to an admin only).
  'POST /api/teams/:teamId/transfer-ownership': {
    ...owned(400),
    request: (f) => ({ url: `/api/teams/${f.teamId}/transfer-ownership`, payload: { userId: f.ownerId } }),
  },
  'GET /api/teams/:teamId/api-keys': { ...owned(200), request: (f) => ({ url: `/api/teams/${f.teamId}/api-keys` }) },
  'POST /api/teams/:teamId/api-keys': {
    ...owned(201),
    request: (f) => ({ url: `/api/teams/${f.teamId}/api-keys`, payload: { name: 'matrix' } }),
  },
  'DELETE /api/teams/:teamId/api-keys/:keyId': {
    ...owned(204),
    request: (f) => ({ url: `/api/teams/${f.teamId}/api-keys/${f.teamKeyId}` }),
  },
  'GET /api/teams/:teamId/views': { ...owned(200), request: (f) => ({ url: `/api/teams/${f.teamId}/views` }) },
  'POST /api/teams/:teamId/views': {
    ...owned(201),
    request: (f) => ({ url: `/api/teams/${f.teamId}/views`, payload: { name: 'v', query: 'select=25544' } }),
  },
  'DELETE /api/teams/:teamId/views/:viewId': {
    ...owned(204),
    request: (f) => ({ url: `/api/teams/${f.teamId}/views/${f.viewId}` }),
  },
  'GET /api/teams/:teamId/activity': { ...owned(200), request: (f) => ({ url: `/api/teams/${f.teamId}/activity` }) },
  'GET /api/admin/teams': adminOnly(200),
  'PUT /api/admin/teams/:teamId/dedicated-agent': {
    ...adminOnly(204),
    request: (f) => ({ url: `/api/admin/teams/${f.teamId}/dedicated-agent`, payload: { agentId: null } }),
  },
  'POST /api/exports': { ...user(403), owner: 200, request: body({ from: NOW, to: NOW, type: 'planet' }) },
  'GET /api/billing/provider': pub(200),
  // The sandbox provider has no hosted checkout or portal: 409 from the handler, i.e. past the auth check.
  'GET /api/billing/portal': user(409),
  'GET /api/billing/payment-method': user(200),
  'PUT /api/billing/payment-method': {
    ...user(200),
    request: body({ cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' }),
  },
  'POST /api/billing/checkout': { ...user(409), request: body({ planId: 'pro' }) },
  'POST /api/billing/stripe/webhook': { ...pub(404), request: body({ id: 'evt_x' }) }, // no webhook secret in tests: 404; signed by Stripe, not a session

  // ── Support, notifications, chatbot ──
  'POST /api/support/tickets': {
    ...user(201),
    request: body({ subject: 'Matrix', description: 'Checking access rules' }),
  },
  'GET /api/support/tickets': user(200),
  'GET /api/support/tickets/:id': {
    ...owned(200, { staff: 200 }),
    request: (f) => ({ url: `/api/support/tickets/${f.ticketId}` }),
  },
  'PATCH /api/support/tickets/:id': {
    ...owned(403, { staff: 200 }),
    request: (f) => ({ url: `/api/support/tickets/${f.ticketId}`, payload: { status: 'pending' } }),
  },
  'POST /api/support/tickets/:id/messages': {
    ...owned(201, { staff: 201 }),
    request: (f) => ({ url: `/api/support/tickets/${f.ticketId}/messages`, payload: { body: 'A reply' } }),
  },
  'GET /api/support/search': pub(200), // help-centre search over public FAQs
  'GET /api/support/channels': pub(200), // the support address, shown before sign-in too
  'GET /api/accuracy': pub(200), // "How accurate is Cosmos?" is public (issue 34)
  // The mail provider's webhook: off (404) without INBOUND_EMAIL_TOKEN, as here; with it, only that bearer token gets in
  // (modules/support/email-support.test.ts). A user's token is not it.
  'POST /api/support/inbound-email': {
    ...pub(404),
    request: body({ from: 'a@example.test', to: 'support@cosmos.local', text: 'hello' }),
  },
  'GET /api/notifications': user(200),
  // ── Web Push: a subscription is its owner's (push services stand in for a port nothing listens on: no network) ──
  'GET /api/push/key': user(200),
  'GET /api/push/subscriptions': user(200),
  'POST /api/push/subscriptions': {
    ...user(201),
    request: (_f, who) => ({ payload: { endpoint: `http://127.0.0.1:9/push/${who}`, keys: PUSH_KEYS } }),
  },
  'DELETE /api/push/subscriptions/:id': {
    ...owned(204),
    request: (f) => ({ url: `/api/push/subscriptions/${f.pushId}` }),
  },
  'POST /api/push/subscriptions/:id/test': {
    ...owned(200), // the push service cannot be reached: answered { status: 'failed' }
    request: (f) => ({ url: `/api/push/subscriptions/${f.pushTestId}/test` }),
  },
  'DELETE /api/notifications': user(200),
  'POST /api/notifications/read-all': user(200),
  'DELETE /api/notifications/:id': { ...user(404), request: () => ({ url: `/api/notifications/${uuid}` }) },
  'POST /api/notifications/:id/read': { ...user(404), request: () => ({ url: `/api/notifications/${uuid}/read` }) },
  'GET /api/chatbot/conversation': user(200),
  'DELETE /api/chatbot/conversation': user(200),
  'POST /api/chatbot/message': { ...user(200), request: body({ message: 'hello' }) },
  'POST /api/chatbot/message/stream': { ...user(200), request: body({ message: 'hello' }) },
  'POST /api/chatbot/ticket': { ...user(201), request: body({ subject: 'From chat' }) },

  // ── Community (the full author/other/agent/admin matrix with real threads is in modules/community/community.test.ts;
  //    here unknown ids: 404 past the auth check, 403 for non-staff on moderation; new users have no confirmed email: 403) ──
  'GET /api/community/status': user(200),
  'GET /api/community/categories': user(200),
  'GET /api/community/threads': user(200),
  'GET /api/community/search': { ...user(200), request: () => ({ url: '/api/community/search?q=orbit' }) },
  'POST /api/community/threads': {
    ...user(403),
    agent: 201,
    admin: 201,
    request: (_f, who) => ({
      payload: { category: 'general', title: `Matrix thread ${who}`, body: `Hello from ${who}` },
    }),
  },
  'GET /api/community/threads/:id': user(404),
  'GET /api/community/threads/:id/posts': user(404),
  'POST /api/community/threads/:id/posts': { ...user(404), request: body({ body: 'A reply' }) },
  'PATCH /api/community/posts/:id': { ...user(404), request: body({ body: 'Edited' }) },
  'DELETE /api/community/posts/:id': user(404),
  'PUT /api/community/threads/:id/vote': user(404),
  'DELETE /api/community/threads/:id/vote': user(404),
  'PUT /api/community/threads/:id/subscription': user(404),
  'DELETE /api/community/threads/:id/subscription': user(404),
  'PUT /api/community/threads/:id/accepted': { ...user(404), request: body({ postId: null }) },
  'POST /api/community/preview': { ...user(200), request: body({ body: '**hi**' }) },
  'POST /api/community/posts/:id/reports': { ...user(404), request: body({ reason: 'Spam post' }) },
  'PATCH /api/community/threads/:id': { ...staff(404), request: body({ pinned: true }) },
  'POST /api/community/threads/:id/ticket': staff(404),
  'POST /api/community/posts/:id/hide': { ...staff(404), request: body({ reason: 'Off topic' }) },
  'POST /api/community/posts/:id/unhide': staff(404),
  'GET /api/community/reports': staff(200),
  'POST /api/community/reports/:id/resolve': { ...staff(404), request: body({ action: 'dismiss' }) },
  'POST /api/community/suspensions': { ...staff(404), request: body({ userId: uuid, hours: 1, reason: 'Flooding' }) },
  'DELETE /api/community/suspensions/:userId': staff(404),
  'GET /api/community/moderation-log': staff(200),

  // ── Sky, catalogue, VR ──
  'GET /api/celestial-data': user(200),
  'GET /api/celestial-data/facets': user(200),
  'GET /api/celestial-data/:id/history': {
    ...user(200),
    request: () => ({ url: '/api/celestial-data/sat-25544/history' }),
  },
  'GET /api/celestial-data/:id': { ...user(200), request: (f) => ({ url: `/api/celestial-data/${f.celestialId}` }) },
  'POST /api/celestial-data/:id/stream': {
    ...user(200),
    request: (f) => ({ url: `/api/celestial-data/${f.celestialId}/stream`, payload: { quality: 'low' } }),
  },
  // Server-sent events take the token in the query (EventSource cannot set headers); a stream never ends under
  // inject, so the matrix checks that a missing or wrong token is refused for everyone.
  'GET /api/celestial-data/:id/events': {
    ...pub(400),
    request: (f) => ({ url: `/api/celestial-data/${f.celestialId}/events` }),
  },
  'GET /api/sky/passes': { ...user(200), other: 409, owner: 409 }, // new users have no ground station yet: 409 from the handler
  'GET /api/sky/station': user(200),
  'GET /api/sky/tonight': { ...user(200), other: 409, owner: 409 }, // seeded staff accounts have a location, new users not
  'GET /api/sky/brightest': { ...user(404), request: () => ({ url: `/api/sky/brightest?locationId=${uuid}` }) }, // a location that is not theirs; the 200 (a whole-catalogue search) is in observer.test.ts
  'GET /api/sky/follows': user(200),
  'PUT /api/sky/follows/:id': { ...user(200), request: () => ({ url: '/api/sky/follows/sat-25544' }) },
  'DELETE /api/sky/follows/:id': { ...user(404), request: () => ({ url: '/api/sky/follows/sat-20580' }) }, // nobody follows Hubble here
  'GET /api/sky/locations': user(200),
  'GET /api/sky/identify': {
    ...user(200),
    other: 409,
    owner: 409,
    request: () => ({ url: `/api/sky/identify?at=${NOW}&azimuthDeg=180&elevationDeg=45&windowSeconds=30` }),
  },
  // The astrophotography planner (issue 35) searches from the caller's own place (409 without one: field-planner.test.ts);
  // by now every caller has one. A 1° field for an hour keeps the real searches short.
  'POST /api/sky/field-plan': { ...user(200), request: body(fieldPlan) },
  'POST /api/sky/field-plan/export': { ...user(200), request: body({ ...fieldPlan, format: 'csv' }) },
  'GET /api/celestial-data/:id/track': {
    ...user(200),
    request: () => ({ url: '/api/celestial-data/sat-25544/track' }),
  },
  'POST /api/sky/locations': { ...user(201), request: body({ name: 'Matrix place', latitude: 10, longitude: 20 }) },
  'PATCH /api/sky/locations/:id': {
    ...user(404),
    request: () => ({ url: `/api/sky/locations/${uuid}`, payload: { name: 'Renamed' } }),
  }, // ownership: observer.test.ts
  'DELETE /api/sky/locations/:id': { ...user(404), request: () => ({ url: `/api/sky/locations/${uuid}` }) },
  // Places (issue 32): each user's own; a place that is not theirs is 404 (ownership in places.test.ts).
  'GET /api/places': user(200),
  'POST /api/places': { ...user(201), request: body({ name: 'Matrix place', latitude: 10, longitude: 20 }) },
  'PATCH /api/places/:id': {
    ...user(404),
    request: () => ({ url: `/api/places/${uuid}`, payload: { name: 'Renamed' } }),
  },
  'DELETE /api/places/:id': { ...user(404), request: () => ({ url: `/api/places/${uuid}` }) },
  'GET /api/places/search': { ...user(200), request: () => ({ url: '/api/places/search?q=Lisboa' }) },
  'GET /api/places/timezone': {
    ...user(200),
    request: () => ({ url: '/api/places/timezone?latitude=38.7&longitude=-9.1' }),
  },
  // Horizon profiles (issue 35) belong to a place: someone else's (here an unknown one) is 404.
  'GET /api/places/:id/horizon': { ...user(404), request: () => ({ url: `/api/places/${uuid}/horizon` }) },
  'PUT /api/places/:id/horizon': {
    ...user(404),
    request: () => ({
      url: `/api/places/${uuid}/horizon`,
      payload: { points: [0, 120, 240].map((azimuthDeg) => ({ azimuthDeg, altitudeDeg: 5 })) },
    }),
  },
  'POST /api/places/:id/horizon/import': {
    ...user(404),
    request: () => ({ url: `/api/places/${uuid}/horizon/import`, payload: { text: '0,5\n120,5\n240,5\n' } }),
  },
  'DELETE /api/places/:id/horizon': { ...user(404), request: () => ({ url: `/api/places/${uuid}/horizon` }) },
  // Weather and the outlook read the caller's default place: new users have none yet (409), seeded staff do.
  'GET /api/sky/weather': { ...user(200), other: 409, owner: 409 },
  'GET /api/sky/outlook': { ...user(200), other: 409, owner: 409 },
  'GET /api/news': user(200),
  'GET /api/catalog/missing': adminOnly(200),
  'GET /api/feeds/calendar': user(200),
  'POST /api/feeds/calendar': { ...user(201), request: body({}) },
  'DELETE /api/feeds/calendar': user([204, 404]), // each caller revokes their own feed (made just above)
  // The feed itself needs no session: a well-formed but unknown secret is 404 for everyone (calendar-feed.test.ts serves one).
  'GET /api/feeds/:file': { ...pub(404), request: () => ({ url: `/api/feeds/${'A'.repeat(43)}.ics` }) },
  'GET /api/sky/elements': {
    ...user(200),
    request: () => ({ url: '/api/sky/elements?ids=sat-25544&format=omm-json' }),
  },
  'GET /api/catalog/status': user(200),
  'GET /api/conjunctions': user(200),
  'GET /api/conjunctions/owners': user(200),
  'GET /api/conjunctions/status': user(200),
  'GET /api/conjunctions/:id/track': { ...user(404), request: () => ({ url: '/api/conjunctions/1/track' }) },
  'POST /api/conjunctions/run': adminOnly([202, 409]),
  'GET /api/follows': user(200),
  'GET /api/launches/trains': user(200),
  'GET /api/launches': user(200),
  'GET /api/launches/:id': { ...user(200), request: () => ({ url: '/api/launches/sample-1' }) },
  'PUT /api/launches/:id/follow': { ...user(200), request: () => ({ url: '/api/launches/sample-1/follow' }) },
  'DELETE /api/launches/:id/follow': {
    ...user([204, 404]), // 404 for whoever does not follow it
    request: () => ({ url: '/api/launches/sample-1/follow' }),
  },
  'GET /api/missions/active': user(200),
  'GET /api/reentries': user(200),
  'PUT /api/follows/:objectId': {
    ...user(200),
    request: () => ({ url: '/api/follows/sat-25544', payload: { thresholdKm: 2 } }),
  },
  'DELETE /api/follows/:objectId': { ...user([204, 404]), request: () => ({ url: '/api/follows/sat-25544' }) },
  // The sample's checksum is wrong on purpose: the admin reaches the parser (400), everyone else is refused before it.
  'POST /api/catalog/import': {
    ...adminOnly(400),
    request: () => ({
      payload:
        'ISS (ZARYA)\n1 25544U 98067A   26325.50000000  .00016717  00000-0  10270-3 0  9005\n2 25544  51.6400 208.9163 0006317  69.9862  25.2906 15.49560532999999',
      headers: { 'content-type': 'text/plain' },
    }),
  },
  'GET /api/vr/scenes': user(200),
  'GET /api/vr/scenes/:id': { ...user(200), request: (f) => ({ url: `/api/vr/scenes/${f.sceneId}` }) },

  // ── Admin console: administrators only; actions target a fresh user so the owner's later calls are unaffected ──
  'GET /api/admin/users': adminOnly(200),
  'GET /api/admin/users/:id': { ...adminOnly(200), request: (f) => ({ url: `/api/admin/users/${f.ownerId}` }) },
  'PUT /api/admin/users/:id/role': {
    ...adminOnly(200),
    request: async () => ({ url: `/api/admin/users/${await freshUserId()}/role`, payload: { role: 'agent' } }),
  },
  'POST /api/admin/users/:id/disable': {
    ...adminOnly(200),
    request: async () => ({ url: `/api/admin/users/${await freshUserId()}/disable` }),
  },
  'POST /api/admin/users/:id/enable': {
    ...adminOnly(200),
    request: async () => ({ url: `/api/admin/users/${await freshUserId()}/enable` }),
  },
  'POST /api/admin/users/:id/reset-mfa': {
    ...adminOnly(409),
    request: async () => ({ url: `/api/admin/users/${await freshUserId()}/reset-mfa` }),
  }, // no 2FA to reset: 409 from the handler
  'POST /api/admin/users/:id/resend-verification': {
    ...adminOnly(200),
    request: async () => ({ url: `/api/admin/users/${await freshUserId()}/resend-verification` }),
  },
  'GET /api/admin/catalog': adminOnly(200),
  'POST /api/admin/catalog/refresh': adminOnly(200),
  'GET /api/admin/jobs': adminOnly(200),
  'GET /api/admin/agents': adminOnly(200),
  'GET /api/admin/audit': adminOnly(200),
};

const auth = (token: string | undefined): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

const ADMIN = { email: 'matrix-admin@example.test', password: 'Matrix-admin-password-1' };
const t = await startTestApp({
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  PUSH_ENDPOINT_ORIGINS: 'http://127.0.0.1:9',
});
/** A user made for one call, so an admin action (disable, role change) never touches the matrix's own accounts. */
const freshUserId = async () => (await t.register()).user.id;
const routes = routeTable(t.app.printRoutes({ commonPrefix: false }));
let f: Fixtures;
let addr = 0;
const ip = () => `10.77.${(++addr >> 8) & 255}.${addr & 255}`;

beforeAll(async () => {
  const owner = await t.register();
  const other = await t.register();
  const agent = await t.login('agent@cosmos.test', 'Support-the-cosmos-2026');
  const admin = await t.login(ADMIN.email, ADMIN.password);
  const creds: Record<Who, { email: string; password: string } | undefined> = {
    anon: undefined,
    owner: { email: owner.email, password: owner.password },
    other: { email: other.email, password: other.password },
    agent: { email: 'agent@cosmos.test', password: 'Support-the-cosmos-2026' },
    admin: ADMIN,
  };
  const as = (who: Who) => auth(f.token[who]);
  f = {
    ownerId: owner.user.id,
    ownerSessionId: (
      await t.db.query<{ id: string }>('SELECT id FROM sessions WHERE user_id = $1 ORDER BY created_at LIMIT 1', [
        owner.user.id,
      ])
    )[0]!.id,
    token: { anon: undefined, owner: owner.token, other: other.token, agent: agent.token, admin: admin.token },
    ticketId: '',
    apiKeyId: '',
    sceneId: '',
    celestialId: '',
    invoiceId: '',
    teamId: '',
    teamMemberId: '',
    removedMemberId: '',
    invitationId: '',
    teamKeyId: '',
    viewId: '',
    pushId: '',
    pushTestId: '',
    // A separate session for calls that end or change their own session.
    freshToken: async (who) =>
      creds[who] ? (await t.login(creds[who]!.email, creds[who]!.password)).token : undefined,
  };
  // The owner's session for the DELETE check must not be the one the rest of the matrix uses.
  f.token.owner = await f.freshToken('owner');
  // Upgrades charge the card on file (issue 36): every caller that changes plan has one.
  for (const who of [owner, other, agent, admin]) await cardOnFile(t.db, who.user.id);
  await t.app.inject({
    method: 'POST',
    url: '/api/subscription/change',
    headers: as('owner'),
    payload: { planId: 'enterprise' },
  });
  const inv = (await t.app.inject({ url: '/api/subscription/invoices', headers: as('owner') })).json();
  f.invoiceId = (Array.isArray(inv) ? inv : (inv.items ?? inv.invoices))?.[0]?.id ?? uuid;
  const ticket = await t.app.inject({
    method: 'POST',
    url: '/api/support/tickets',
    headers: as('owner'),
    payload: { subject: 'Owner ticket', description: 'Owned by the owner' },
  });
  f.ticketId = ticket.json().id ?? ticket.json().ticket?.id;
  const key = await t.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    headers: as('owner'),
    payload: { name: 'owner key' },
  });
  f.apiKeyId = key.json().id;
  // The owner's team, with one member, one pending invitation, one key and one view for the owner's calls to act on.
  const teamReq = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: as('owner'), payload }).then((r) => r.json());
  f.teamId = (await teamReq('/api/teams', { name: 'Matrix team' })).id;
  f.teamMemberId = (await t.register()).user.id;
  f.removedMemberId = (await t.register()).user.id;
  await teamMember(t.db, f.teamId, f.teamMemberId);
  await teamMember(t.db, f.teamId, f.removedMemberId);
  f.invitationId = (await teamReq(`/api/teams/${f.teamId}/invitations`, { email: 'pending@example.test' })).id;
  f.teamKeyId = (await teamReq(`/api/teams/${f.teamId}/api-keys`, { name: 'team key' })).id;
  f.viewId = (await teamReq(`/api/teams/${f.teamId}/views`, { name: 'view', query: 'a=1' })).id;
  const pushSub = (path: string) =>
    t.app
      .inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        headers: as('owner'),
        payload: { endpoint: `http://127.0.0.1:9/push/${path}`, keys: PUSH_KEYS },
      })
      .then((r) => r.json().id as string);
  f.pushId = await pushSub('owner-delete');
  f.pushTestId = await pushSub('owner-test');
  const scenes = (await t.app.inject({ url: '/api/vr/scenes', headers: as('owner') })).json();
  f.sceneId = (Array.isArray(scenes) ? scenes : (scenes.items ?? scenes.scenes))[0]?.id ?? 'unknown';
  const cel = (await t.app.inject({ url: '/api/celestial-data', headers: as('owner') })).json();
  f.celestialId = (Array.isArray(cel) ? cel : (cel.items ?? cel.objects ?? cel.data))?.[0]?.id ?? 'unknown';
});

describe('authorisation matrix (ASVS V8.2.1, V8.2.2; V6 authentication and V7 session routes)', () => {
  it('has an entry for every route the app serves, and no entry for a route that does not exist', () => {
    const missing = routes.filter((r) => !MATRIX[r]);
    const stale = Object.keys(MATRIX).filter((k) => !routes.includes(k));
    expect(
      missing,
      `Routes without an entry in apps/server/test/authz-matrix.test.ts MATRIX — add a line for each:\n  ${missing.join('\n  ')}\n`,
    ).toEqual([]);
    expect(
      stale,
      `MATRIX entries for routes the app does not serve (renamed or removed?):\n  ${stale.join('\n  ')}\n`,
    ).toEqual([]);
  });

  it('every route answers each caller with the expected status', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const entry = MATRIX[route];
      if (!entry) continue; // reported by the test above
      const [method, path] = route.split(' ') as [string, string];
      for (const who of WHO) {
        const expected = entry[who];
        if (expected === undefined) {
          wrong.push(`${route} as ${who}: no expected status in the entry`);
          continue;
        }
        const req = (await entry.request?.(f, who)) ?? {};
        const url = req.url ?? path.replace(/:(\w+)/g, uuid);
        const headers = { ...auth(f.token[who]), ...(req.headers ?? {}) };
        if (who === 'anon') delete headers.authorization;
        const payload = req.payload ?? (['POST', 'PUT', 'PATCH'].includes(method) ? {} : undefined);
        const res = await t.app.inject({
          method: method as 'GET',
          url,
          headers,
          payload: payload as object,
          remoteAddress: ip(),
        });
        const ok = Array.isArray(expected) ? expected.includes(res.statusCode) : res.statusCode === expected;
        if (!ok)
          wrong.push(
            `${route} as ${who}: expected ${JSON.stringify(expected)}, got ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
        expect(res.statusCode, `${route} as ${who}`).toBeLessThan(500);
      }
    }
    expect(wrong, `Routes answering differently from the matrix:\n  ${wrong.join('\n  ')}\n`).toEqual([]);
  }, 120_000);

  it('anonymous callers never get a 2xx from a route that needs a user (V8.2.1)', () => {
    const open = Object.entries(MATRIX)
      .filter(([, e]) => typeof e.anon === 'number' && e.anon < 300)
      .map(([r]) => r);
    // The public surface, reviewed: a change here is a decision, not an accident.
    expect(open.sort()).toEqual(
      [
        'GET /healthz',
        'GET /readyz',
        'GET /api/openapi.json',
        'POST /api/auth/register',
        'POST /api/auth/forgot-password',
        'POST /api/auth/password-strength',
        'GET /api/docs-index',
        'GET /api/docs-pages/:id',
        'GET /api/docs-export',
        'GET /api/faqs',
        'GET /api/subscription/plans',
        'GET /api/billing/provider',
        'GET /api/support/search',
        'GET /api/support/channels',
        'GET /api/accuracy',
      ].sort(),
    );
  });
});
