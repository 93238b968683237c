/**
 * Server text in the user's language (issue 19): emails, problem+json, invoice PDFs, notifications and the
 * assistant follow the Settings language; anonymous requests follow Accept-Language. The expected texts are the
 * catalogue's own translations (src/lib/i18n/<lang>.json), written by hand, not produced by the code under test.
 */
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import * as f from './factories.ts';
import { startTestApp } from './harness.ts';
import { mailTo } from './security-helpers.ts';

const t = await startTestApp();
const { app } = t;

async function userIn(language: string) {
  const u = await t.register();
  const put = await app.inject({ method: 'PUT', url: '/api/settings', headers: u.auth, payload: { language } });
  expect(put.statusCode).toBe(200);
  return u;
}

/** The text runs of a pdfkit file, its content streams inflated first (the route serves them compressed). */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((m) => {
    try {
      return inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      return m[1]!;
    }
  });
  return streams
    .join('\n')
    .split('\n')
    .flatMap((line) => [...line.matchAll(/\[([^\]]*)\] TJ/g)])
    .map((m) => [...m[1]!.matchAll(/<([0-9a-f]*)>/g)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1')).join(''))
    .join('\n');
}

describe('server text in the user language', () => {
  it('sends the password-reset email in Spanish and a security notice in German', async () => {
    const es = await userIn('Español');
    const started = new Date();
    await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: es.email } });
    const reset = await mailTo(t, es.email, 'Restablece tu contraseña', started);
    expect(reset.body_text).toContain('Alguien ha pedido restablecer la contraseña de tu cuenta de Cosmos.');
    expect(reset.body_text).toContain('Elegir una contraseña nueva: http');

    const de = await userIn('Deutsch');
    const changed = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: de.auth,
      payload: { currentPassword: de.password, newPassword: `${de.password}-Komet-42`, signOutOthers: false },
    });
    expect(changed.statusCode).toBe(200);
    const notice = await mailTo(t, de.email, 'Cosmos-Sicherheitshinweis', started);
    expect(notice.subject).toBe('Cosmos-Sicherheitshinweis: Ihr Passwort wurde geändert');
    expect(notice.body_html).toContain('lang="de"');
  });

  it('keeps English for a user who did not choose a language', async () => {
    const en = await t.register();
    const started = new Date();
    await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: en.email } });
    expect((await mailTo(t, en.email, 'Reset', started)).subject).toBe('Reset your Cosmos password');
  });

  it('answers a German user’s 400 in German, field names unchanged', async () => {
    const de = await userIn('Deutsch');
    const res = await app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: de.auth,
      payload: { volume: 'laut' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(res.headers['content-language']).toBe('de');
    expect(body.title).toBe('Ungültige Anfrage');
    expect(body.code).toBe('validation_failed');
    expect(body.errors[0].field).toBe('volume');
    expect(body.detail).toMatch(/^Ungültig: volume: Ungültige Eingabe/);

    const missing = await app.inject({ url: `/api/support/tickets/${crypto.randomUUID()}`, headers: de.auth });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ title: 'Nicht gefunden', detail: 'Ticket nicht gefunden' });
  });

  it('answers anonymous requests in the Accept-Language language, English without one', async () => {
    const fr = await app.inject({ url: '/api/auth/me', headers: { 'accept-language': 'fr-CH, en;q=0.5' } });
    expect(fr.statusCode).toBe(401);
    expect(fr.json()).toMatchObject({ title: 'Non autorisé', detail: 'Authentification requise' });
    const none = await app.inject({ url: '/api/auth/me' });
    expect(none.json()).toMatchObject({ title: 'Unauthorized', detail: 'Authentication required' });
  });

  it('labels the invoice PDF in French', async () => {
    const fr = await userIn('Français');
    const inv = await f.invoice(t.db, fr.user.id, { status: 'Paid' });
    const res = await app.inject({ url: `/api/subscription/invoices/${inv.id}/pdf`, headers: fr.auth });
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    for (const label of ['FACTURE', 'Numéro de facture', 'Facturer à', 'Montant dû', 'Payée'])
      expect(text, label).toContain(label);
    expect(text).not.toContain('Amount due');
  });

  it('writes a server-created notification in the recipient’s language', async () => {
    const agent = await userIn('Deutsch');
    await f.setRole(t, agent.user, 'agent');
    const owner = await t.register();
    const ticket = await f.ticket(t, owner);
    await expect
      .poll(async () => {
        const list = (await app.inject({ url: '/api/notifications', headers: agent.auth })).json();
        return list.items?.map((n: { title: string }) => n.title) ?? [];
      })
      .toContain(`Neues Ticket Nr. ${ticket.number}`);
  });

  it('the assistant answers a Spanish question in Spanish', async () => {
    const es = await t.register(); // Settings still English: the question's language decides
    const res = await app.inject({
      method: 'POST',
      url: '/api/chatbot/message',
      headers: es.auth,
      payload: { message: '¿Cuánto cuesta el plan Pro?' },
    });
    expect(res.statusCode).toBe(200);
    // Amounts in Spanish notation: decimal comma, the currency after the number (Intl es-ES).
    expect(res.json().content).toMatch(
      /^Pro Navigator cuesta \d+,\d\d\u00a0US\$ al mes \([\d.,]+\u00a0US\$ al año\)\. Incluye /,
    );

    // A German user's greeting is answered in German; an English "hello" is a question in English (issue 33: the
    // Settings language is the prior, and a question clearly in another language is answered in that one).
    const de = await userIn('Deutsch');
    const ask = (message: string) =>
      app.inject({ method: 'POST', url: '/api/chatbot/message', headers: de.auth, payload: { message } });
    expect((await ask('Hallo')).json().content).toMatch(/^Hallo! Ich kann Ihnen Auskunft geben/);
    expect((await ask('hello')).json().content).toMatch(/^Hello! I can tell you about/);
  });
});
