import type { Mail } from './mail.service.ts';

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function layout(to: string, subject: string, lines: string[], link?: { href: string; label: string }): Mail {
  const text = [...lines, ...(link ? ['', `${link.label}: ${link.href}`] : []), '', '— Cosmos'].join('\n');
  const html = `<div style="font-family:sans-serif">${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}${
    link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''
  }<p>— Cosmos</p></div>`;
  return { to, subject, text, html };
}

export const resetMail = (to: string, href: string) =>
  layout(
    to,
    'Reset your Cosmos password',
    [
      'Someone asked to reset the password of your Cosmos account.',
      'The link works once, for one hour. If it was not you, ignore this email: your password stays as it is.',
    ],
    { href, label: 'Choose a new password' },
  );

export const verifyMail = (to: string, href: string) =>
  layout(
    to,
    'Confirm your email for Cosmos',
    ['Confirm that this address belongs to your Cosmos account.', 'The link works once, for 24 hours.'],
    {
      href,
      label: 'Confirm my email',
    },
  );

/** A notice after a security-relevant change, so a user whose account was taken over learns of it. */
export const noticeMail = (to: string, what: string) =>
  layout(to, `Cosmos security notice: ${what}`, [
    `This is a notice that the following change was made to your Cosmos account: ${what}.`,
    'If you did not do this, reset your password now and contact support.',
  ]);

export const teamInvitationMail = (to: string, p: { teamName: string; inviter: string; href: string; days: number }) =>
  layout(
    to,
    `${p.inviter} invited you to the team ${p.teamName} on Cosmos`,
    [
      `${p.inviter} invited you to join the team "${p.teamName}" on Cosmos (Enterprise Mission).`,
      `The link works once, for ${p.days} days. Sign in or create an account with this email address to accept or decline.`,
    ],
    { href: p.href, label: 'Open the invitation' },
  );
