import { t, type Lang } from '../../lib/i18n/index.ts';
import type { Mail } from './mail.service.ts';

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A message written once its reader's language is known (mail.service resolves it when sending). */
export type MailIn = (lang: Lang) => Mail;

export function layout(
  lang: Lang,
  to: string,
  subject: string,
  lines: string[],
  link?: { href: string; label: string },
): Mail {
  const signature = t(lang, 'mail.signature');
  const text = [...lines, ...(link ? ['', `${link.label}: ${link.href}`] : []), '', signature].join('\n');
  const html = `<div lang="${lang}" style="font-family:sans-serif">${lines.map((l) => `<p style="white-space:pre-line">${escapeHtml(l)}</p>`).join('')}${
    link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''
  }<p>${escapeHtml(signature)}</p></div>`;
  return { to, subject, text, html };
}

export const resetMail =
  (to: string, href: string): MailIn =>
  (lang) =>
    layout(lang, to, t(lang, 'mail.reset.subject'), [t(lang, 'mail.reset.line1'), t(lang, 'mail.reset.line2')], {
      href,
      label: t(lang, 'mail.reset.link'),
    });

export const verifyMail =
  (to: string, href: string): MailIn =>
  (lang) =>
    layout(lang, to, t(lang, 'mail.verify.subject'), [t(lang, 'mail.verify.line1'), t(lang, 'mail.verify.line2')], {
      href,
      label: t(lang, 'mail.verify.link'),
    });

/**
 * Someone signed up with an address that already has an account (issue 30): the sign-up answered as for a new
 * address, so only the owner learns of it, here, with the way back in.
 */
export const signUpAttemptMail =
  (to: string, links: { signIn: string; reset: string }): MailIn =>
  (lang) =>
    layout(
      lang,
      to,
      t(lang, 'mail.signUpAttempt.subject'),
      [t(lang, 'mail.signUpAttempt.line1'), t(lang, 'mail.signUpAttempt.line2', { signIn: links.signIn })],
      { href: links.reset, label: t(lang, 'mail.signUpAttempt.link') },
    );

/** What a security notice reports: a key of `mail.notice` (and its variables). */
export type Notice = 'passwordReset' | 'passwordChanged' | 'emailChanged' | 'mfaOn' | 'mfaOff' | 'recoveryCodes';

/** A notice after a security-relevant change, so a user whose account was taken over learns of it. */
export const noticeMail =
  (to: string, notice: Notice, vars: Record<string, string> = {}): MailIn =>
  (lang) => {
    const what = t(lang, `mail.notice.${notice}`, vars);
    return layout(lang, to, t(lang, 'mail.notice.subject', { what }), [
      t(lang, 'mail.notice.line1', { what }),
      t(lang, 'mail.notice.line2'),
    ]);
  };

/** An invitation to an Enterprise team; the invitee may have no account yet, so it goes in the inviter's language. */
export const teamInvitationMail =
  (to: string, p: { teamName: string; inviter: string; href: string; days: number }): MailIn =>
  (lang) => {
    const vars = { teamName: p.teamName, inviter: p.inviter, days: String(p.days) };
    return layout(
      lang,
      to,
      t(lang, 'mail.team.subject', vars),
      [t(lang, 'mail.team.line1', vars), t(lang, 'mail.team.line2', vars)],
      { href: p.href, label: t(lang, 'mail.team.link') },
    );
  };
