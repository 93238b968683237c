import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { fromThisMachine } from '../../lib/loopback.ts';
import { problems, type App } from '../../lib/route-types.ts';
import { MAILBOX_PATH, listOutbox, mailboxEnabled } from './mail.service.ts';
import { escapeHtml } from './templates.ts';

const linkify = (text: string) => escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (u) => `<a href="${u}">${u}</a>`);

/**
 * Development mailbox: the outbox as a page. Registered only when enabled (see mailboxEnabled). It holds every
 * user's reset and verification links, so only a browser on the machine itself may read it (lib/loopback.ts:
 * loopback socket, no proxy header, a loopback Host on this port, so no DNS rebinding); anyone else gets 404
 * as if the page did not exist.
 */
export async function mailRoutes(app: App, ctx: AppContext) {
  if (!mailboxEnabled(ctx)) return;
  app.get(
    MAILBOX_PATH,
    { schema: { hide: true, response: { 200: z.string(), ...problems(404) } } },
    async (req, reply) => {
      if (!fromThisMachine(req)) throw notFound('Page');
      const rows = await listOutbox(ctx);
      const items = rows
        .map(
          (m) => `<article data-to="${escapeHtml(m.to_address)}"><h2>${escapeHtml(m.subject)}</h2>
<p class="meta">To <strong>${escapeHtml(m.to_address)}</strong>${m.reply_to ? ` · Reply-To <span data-reply-to>${escapeHtml(m.reply_to)}</span>` : ''} · ${escapeHtml(new Date(m.created_at).toISOString())}</p>
<pre>${linkify(m.body_text)}</pre></article>`,
        )
        .join('\n');
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Cosmos dev mailbox</title>
<style>body{font-family:sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;background:#0b1020;color:#e8eaf6}
article{border:1px solid #3949ab;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}a{color:#8c9eff}.meta{color:#9fa8da}</style></head>
<body><h1>Development mailbox</h1><p>Messages the server would have sent (newest first). Not served in production.</p>
${items || '<p>No messages yet.</p>'}</body></html>`;
    },
  );
}
