import nodemailer, { type Transporter } from 'nodemailer';
import type { AppContext } from '../../context.ts';
import type { Lang } from '../../lib/i18n/index.ts';
import { userLanguage } from '../settings/settings.service.ts';
import * as repo from './mail.repository.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where an answer should go (ticket mail: the ticket's own support address). */
  replyTo?: string;
}

const transports = new WeakMap<AppContext, Transporter>();

export const MAILBOX_PATH = '/dev/mailbox';
/**
 * The outbox page holds every user's reset links: served only when explicitly enabled (DEV_MAILBOX) or,
 * by default, for the embedded demo (not production, no DATABASE_URL); never when mail really goes out.
 */
export const mailboxEnabled = (ctx: AppContext) =>
  !ctx.config.SMTP_URL &&
  (ctx.config.DEV_MAILBOX ?? (ctx.config.NODE_ENV !== 'production' && !ctx.config.DATABASE_URL));

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise the outbox table (read by tests and /dev/mailbox).
 * The log line names where the message went, never its body: bodies carry single-use tokens.
 */
export async function sendMail(ctx: AppContext, mail: Mail) {
  if (ctx.config.SMTP_URL) {
    let t = transports.get(ctx);
    if (!t) {
      t = nodemailer.createTransport(ctx.config.SMTP_URL);
      transports.set(ctx, t);
    }
    await t.sendMail({
      from: ctx.config.MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      replyTo: mail.replyTo,
    });
    ctx.log.info({ mail: { subject: mail.subject } }, 'email sent over SMTP');
    return;
  }
  const id = await repo.insertOutbox(ctx.db, mail);
  const where = mailboxEnabled(ctx)
    ? `open ${new URL(MAILBOX_PATH, ctx.config.PUBLIC_URL).toString()} to read it`
    : 'set SMTP_URL to deliver mail';
  ctx.log.info({ mail: { id, subject: mail.subject } }, `email written to the outbox table; ${where}`);
}

/**
 * Sends after the response, in the language of `userId` when the mail is given as a function of it: callers answer the same way, in the same time, whether or not a message
 * goes out (account enumeration), and a slow SMTP server never delays a request.
 */
const pending = new WeakMap<AppContext, Set<Promise<void>>>();

export function sendMailLater(ctx: AppContext, mail: Mail | ((lang: Lang) => Mail), userId?: string) {
  let set = pending.get(ctx);
  if (!set) pending.set(ctx, (set = new Set()));
  const job: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    // Written in the recipient's Settings language, looked up here (after the response) so the lookup
    // never changes how long the request took.
    .then(async () =>
      sendMail(ctx, typeof mail === 'function' ? mail(userId ? await userLanguage(ctx, userId) : 'en') : mail),
    )
    .catch((err: Error) => ctx.log.error({ err: { message: err.message } }, 'sending email failed'))
    .finally(() => set.delete(job));
  set.add(job);
}

/** Shutdown: waits for mail still being sent (before the database closes) and closes the SMTP pool. */
export async function closeMail(ctx: AppContext) {
  await Promise.all(pending.get(ctx) ?? []);
  transports.get(ctx)?.close();
  transports.delete(ctx);
}

export const listOutbox = (ctx: AppContext, limit = 100) => repo.listOutbox(ctx.db, limit);
