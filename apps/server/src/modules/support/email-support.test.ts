/**
 * Email support (the plan cards' "Email support", issue 18): ticket mail goes out with a Reply-To unique to the
 * ticket, and the mail provider's webhook turns an answer into a reply and other mail into a new ticket.
 */
import { describe, expect, it } from 'vitest';
import { AGENT_ACCOUNT } from '../../db/seed/seed.ts';
import { startTestApp } from '../../../test/harness.ts';
import { mailTo } from '../../../test/security-helpers.ts';
import { customerText, cleanSubject, REPLY_ABOVE_MARKER, senderAddress } from './email-channel.ts';

const TOKEN = 'inbound-mail-token-0123456789';
const t = await startTestApp({ INBOUND_EMAIL_TOKEN: TOKEN, SUPPORT_EMAIL: 'help@cosmos.test' });
const { app } = t;
const agent = await t.login(AGENT_ACCOUNT.email, AGENT_ACCOUNT.password);
const alice = await t.register();
const mallory = await t.register();

const inbound = (payload: Record<string, unknown>, token: string | null = TOKEN) =>
  app.inject({
    method: 'POST',
    url: '/api/support/inbound-email',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: { senderVerified: true, ...payload },
  });

/** The latest mail to `to` about `subjectLike`. Mail is written just after the answer (sendMailLater): wait for it. */
const replyToOf = async (to: string, subjectLike: string) => {
  for (let i = 0; i < 100; i++) {
    const rows = await t.db.query<{ reply_to: string; body_text: string }>(
      `SELECT reply_to, body_text FROM mail_outbox WHERE to_address = $1 AND subject LIKE $2 ORDER BY created_at DESC LIMIT 1`,
      [to.toLowerCase(), `%${subjectLike}%`],
    );
    if (rows[0]) return rows[0];
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no mail to ${to} like ${subjectLike}`);
};

describe('ticket mail to the customer', () => {
  it('a new ticket, an agent answer and a resolution each reach the owner by mail, answerable by replying', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/support/tickets',
      headers: alice.auth,
      payload: { subject: 'Passes list empty', description: 'Nothing shows for Lisbon.' },
    });
    const ticket = created.json();
    const received = await mailTo(t, alice.email, `[#${ticket.number}] We received your request`);
    // Basic plan: the 48-hour first-response target of the plan table.
    expect(received.body_text).toContain('within 48 hours');
    expect(received.body_text).toContain(`/support/tickets/${ticket.id}`);
    const { reply_to } = await replyToOf(alice.email, `[#${ticket.number}] We received`);
    expect(reply_to).toMatch(new RegExp(`<help\\+t${ticket.number}\\.[A-Za-z0-9_-]{16}@cosmos\\.test>$`));

    await app.inject({
      method: 'POST',
      url: `/api/support/tickets/${ticket.id}/messages`,
      headers: agent.auth,
      payload: { body: 'Set your location in Settings first.\nThen reload.' },
    });
    const answer = await mailTo(t, alice.email, `Re: [#${ticket.number}]`);
    expect(answer.body_text).toContain('Set your location in Settings first.\nThen reload.');
    expect(answer.body_text.split('\n')[0]).toContain(REPLY_ABOVE_MARKER);

    await app.inject({
      method: 'PATCH',
      url: `/api/support/tickets/${ticket.id}`,
      headers: agent.auth,
      payload: { status: 'resolved' },
    });
    expect((await mailTo(t, alice.email, `[#${ticket.number}] Your request is resolved`)).body_text).toContain(
      'reply to this email',
    );
  });

  it('goes to the owner’s account address, never to the free-text contact address', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/support/tickets',
      headers: alice.auth,
      payload: { subject: 'Contact elsewhere', description: 'x', contactEmail: 'stranger@example.test' },
    });
    const ticket = res.json();
    expect(ticket.contactEmail).toBe('stranger@example.test');
    await mailTo(t, alice.email, `[#${ticket.number}] We received`);
    const toStranger = await t.db.query('SELECT 1 FROM mail_outbox WHERE to_address = $1', ['stranger@example.test']);
    expect(toStranger).toHaveLength(0);
  });

  it('is written in the owner’s language', async () => {
    const hans = await t.register();
    await app.inject({ method: 'PUT', url: '/api/settings', headers: hans.auth, payload: { language: 'Deutsch' } });
    const ticket = (
      await app.inject({
        method: 'POST',
        url: '/api/support/tickets',
        headers: hans.auth,
        payload: { subject: 'Rechnung', description: 'Bitte prüfen.' },
      })
    ).json();
    const mail = await mailTo(t, hans.email, `[#${ticket.number}] Wir haben Ihre Anfrage erhalten`);
    expect(mail.body_text).toContain('innerhalb von 48 Stunden');
  });
});

describe('inbound mail (the mail provider’s webhook)', () => {
  const ticketOf = async () =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/support/tickets',
        headers: alice.auth,
        payload: { subject: 'Invoice address', description: 'Please add my VAT number.' },
      })
    ).json();

  it('an answer to the ticket address lands in the ticket as the customer’s reply, without the quoted mail', async () => {
    const ticket = await ticketOf();
    const { reply_to, body_text } = await replyToOf(alice.email, `[#${ticket.number}] We received`);
    const res = await inbound({
      from: `Alice <${alice.email.toUpperCase()}>`,
      to: reply_to,
      subject: `Re: [#${ticket.number}] We received your request: Invoice address`,
      text: `It is PT123456789.\n\nOn Tue, 24 Nov 2026 at 10:00, Cosmos support <x@y> wrote:\n> ${body_text.split('\n').join('\n> ')}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ outcome: 'replied', ticketId: ticket.id, ticketNumber: ticket.number });
    const detail = (await app.inject({ url: `/api/support/tickets/${ticket.id}`, headers: alice.auth })).json();
    expect(detail.messages.at(-1)).toMatchObject({ authorRole: 'customer', body: 'It is PT123456789.' });
  });

  it('mail to the plain support address opens a ticket with source email', async () => {
    const res = await inbound({
      from: alice.email,
      to: 'Cosmos Support <help@cosmos.test>',
      subject: 'Fwd: Cannot export CSV',
      text: 'The export button does nothing.',
    });
    expect(res.statusCode).toBe(201);
    const { ticketId } = res.json();
    const detail = (await app.inject({ url: `/api/support/tickets/${ticketId}`, headers: alice.auth })).json();
    expect(detail).toMatchObject({ subject: 'Cannot export CSV', description: 'The export button does nothing.' });
    const [row] = await t.db.query<{ source: string }>('SELECT source FROM support_tickets WHERE id = $1', [ticketId]);
    expect(row!.source).toBe('email');
  });

  it('refuses a forged tag, another owner, unknown senders, empty text, and callers without the token', async () => {
    const ticket = await ticketOf();
    const { reply_to } = await replyToOf(alice.email, `[#${ticket.number}] We received`);
    const forged = reply_to.replace(/\.([A-Za-z0-9_-]{16})@/, '.AAAAAAAAAAAAAAAA@');
    // A forged tag is not a ticket address: the mail opens a ticket of the sender's own instead of entering Alice's.
    const viaForged = await inbound({ from: mallory.email, to: forged, text: 'let me in' });
    expect(viaForged.statusCode).toBe(201);
    expect(viaForged.json().ticketId).not.toBe(ticket.id);

    const notOwner = await inbound({ from: mallory.email, to: reply_to, text: 'let me in' });
    expect(notOwner.statusCode).toBe(403);
    expect(notOwner.json().errors[0].field).toBe('from');

    const stranger = await inbound({ from: 'nobody@example.test', to: 'help@cosmos.test', text: 'hi' });
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().errors[0].field).toBe('from');

    const empty = await inbound({ from: alice.email, to: reply_to, text: '> only quoted text' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].field).toBe('text');

    expect((await inbound({ from: alice.email, to: reply_to, text: 'x' }, null)).statusCode).toBe(401);
    expect(
      (await inbound({ from: alice.email, to: reply_to, text: 'x' }, 'wrong-token-wrong-token-00')).statusCode,
    ).toBe(401);
    const detail = (await app.inject({ url: `/api/support/tickets/${ticket.id}`, headers: alice.auth })).json();
    expect(detail.messages).toHaveLength(0); // nothing of the refused mail reached Alice's ticket
  });

  it('reads the sender from <…>, not from an address-looking display name, and needs the provider to vouch for it', async () => {
    // "alice@…" <mallory@…> is Mallory: it must not open a ticket as Alice.
    const spoof = await inbound({
      from: `"${alice.email}" <${mallory.email}>`,
      to: 'help@cosmos.test',
      subject: 'Spoof',
      text: 'I am Alice',
    });
    expect(spoof.statusCode).toBe(201);
    const owner = await t.db.query<{ owner_id: string }>('SELECT owner_id FROM support_tickets WHERE id = $1', [
      spoof.json().ticketId,
    ]);
    expect(owner[0]!.owner_id).toBe(mallory.user.id);

    const unverified = await inbound({ from: alice.email, to: 'help@cosmos.test', text: 'hi', senderVerified: false });
    expect(unverified.statusCode).toBe(422);
    expect(unverified.json().errors[0].field).toBe('senderVerified');
  });

  it('Minor (issue 30): the same mail posted twice (same Message-ID, even at once) is added once; the answer is idempotent', async () => {
    const mail = {
      from: alice.email,
      to: 'help@cosmos.test',
      subject: 'Twice delivered',
      text: 'Please look at my invoice.',
      messageId: `<retry-${Date.now()}@mail.example.test>`,
    };
    const [a, b] = await Promise.all([inbound(mail), inbound(mail)]);
    const first = a.statusCode === 201 ? a : b;
    const second = first === a ? b : a;
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().outcome).toBe('duplicate');
    const again = await inbound({ ...mail, messageId: mail.messageId.slice(1, -1) }); // with or without <…>
    expect(again.json()).toEqual({ ...first.json(), outcome: 'duplicate' });
    const mine = (await app.inject({ url: '/api/support/tickets?limit=100', headers: alice.auth })).json();
    const items = (Array.isArray(mine) ? mine : mine.items) as { subject: string }[];
    expect(items.filter((x) => x.subject === 'Twice delivered')).toHaveLength(1);
    // The same Message-ID from another sender is that sender's own mail.
    expect((await inbound({ ...mail, from: mallory.email })).statusCode).toBe(201);
  });

  it('drops automatic answers (out of office) instead of reopening the ticket', async () => {
    const ticket = await ticketOf();
    const { reply_to } = await replyToOf(alice.email, `[#${ticket.number}] We received`);
    const res = await inbound({
      from: alice.email,
      to: reply_to,
      text: 'I am away until Monday.',
      autoSubmitted: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ outcome: 'ignored', ticketId: null, ticketNumber: null });
    const detail = (await app.inject({ url: `/api/support/tickets/${ticket.id}`, headers: alice.auth })).json();
    expect(detail.messages).toHaveLength(0);
  });

  it('is off (404) when no inbound token is configured', async () => {
    const plain = await startTestApp();
    const res = await plain.app.inject({
      method: 'POST',
      url: '/api/support/inbound-email',
      headers: { authorization: 'Bearer anything-at-all-here' },
      payload: { from: 'a@b.c', to: 'support@cosmos.local', text: 'x' },
    });
    expect(res.statusCode).toBe(404);
    const channels = (await plain.app.inject({ url: '/api/support/channels' })).json();
    expect(channels).toEqual({ email: 'support@cosmos.local', inboundEmail: false });
    await plain.close();
  });
});

describe('what counts as the customer’s text', () => {
  it.each([
    ['Thanks!\n\n> quoted\n> more', 'Thanks!'],
    ['Yes.\n\nEl mar, 24 nov 2026, Cosmos <a@b> escribió:\n> hola', 'Yes.'],
    ['Oui.\nLe 24 nov. 2026 à 10:00, Cosmos <a@b> a écrit :\nancien', 'Oui.'],
    ['Ja.\nAm 24.11.2026 um 10:00 schrieb Cosmos <a@b>:\nalt', 'Ja.'],
    [`Done.\n${REPLY_ABOVE_MARKER} Type your reply above this line ${REPLY_ABOVE_MARKER}\nold`, 'Done.'],
    ['Line one\r\nLine two', 'Line one\nLine two'],
  ])('%j → %j', (text, expected) => expect(customerText(text)).toBe(expected));

  it.each([
    // Gmail wraps a long attribution over two lines.
    [
      'Yes please.\n\nOn Tue, 24 Nov 2026 at 10:00, Cosmos support <\nhelp+t12.abc@cosmos.test> wrote:\n> old',
      'Yes please.',
    ],
    // Outlook: a rule, then a From:/Sent: block.
    ['Fine.\n\n________________________________\nFrom: Cosmos support\nSent: Tuesday\nold', 'Fine.'],
    ['Fine.\nFrom: Cosmos support <help@cosmos.test>\nSent: Tuesday, 24 November 2026\nold', 'Fine.'],
    // A customer's own sentence is not an attribution: no date, no address.
    [
      'On Tuesday my colleague wrote:\nthe passes were wrong.',
      'On Tuesday my colleague wrote:\nthe passes were wrong.',
    ],
  ])('cuts the quote of real mail programs: %j', (text, expected) => expect(customerText(text)).toBe(expected));

  it.each([
    ['"alice@x.org" <mallory@evil.test>', 'mallory@evil.test'],
    ['alice@x.org <mallory@evil.test>', 'mallory@evil.test'],
    ['Alice <alice@x.org>', 'alice@x.org'],
    ['alice@x.org', 'alice@x.org'],
    ['a@x.org, b@y.org', undefined],
    ['<broken', undefined],
  ])('the sender of From %j is %j', (from, expected) => expect(senderAddress(from)).toBe(expected));

  it('strips reply and forward prefixes from subjects', () => {
    expect(cleanSubject('RE: AW: Fwd: [#12] Invoice')).toBe('Invoice');
    expect(cleanSubject('Reset my password')).toBe('Reset my password');
  });
});
