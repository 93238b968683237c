/**
 * Support by email (the plan cards' "Email support", issue 18). Ticket mail goes to the customer with a Reply-To
 * unique to the ticket, `<support>+t<number>.<tag>@<domain>` (plus addressing on SUPPORT_EMAIL). The tag is an HMAC of
 * the number under the server's key, so knowing or guessing a ticket number is not enough to write into it; the
 * sender must also be the ticket's owner. The mail provider posts inbound mail to POST /api/support/inbound-email.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../lib/errors.ts';

const TAG_PURPOSE = 'ticket-reply-to';

/**
 * The line above which a customer types their answer. Everything from it down is our own quoted mail and is cut;
 * it is the same in every language so it can be found whatever the reader's language.
 */
export const REPLY_ABOVE_MARKER = '##- ✂ -##';

function supportParts(ctx: AppContext): [local: string, domain: string] {
  const at = ctx.config.SUPPORT_EMAIL.lastIndexOf('@');
  return [ctx.config.SUPPORT_EMAIL.slice(0, at), ctx.config.SUPPORT_EMAIL.slice(at + 1)];
}

/** The address whose mail lands in ticket `number`. */
export function ticketReplyAddress(ctx: AppContext, ticketNumber: number): string {
  const [local, domain] = supportParts(ctx);
  return `${local}+t${ticketNumber}.${ctx.secrets.tag(String(ticketNumber), TAG_PURPOSE)}@${domain}`;
}

/** Every address in a header value such as `"Ann" <ann@x.org>, bob@y.org`, as written. */
export const addressesIn = (header: string): string[] => header.match(/[^\s<>,;"'()]+@[^\s<>,;"'()]+/g) ?? [];

/**
 * The sender's address in a From header: the one inside `<…>` when there is one, never an address-looking display
 * name (`"victim@x.org" <attacker@evil.com>` is attacker@evil.com); a bare address only when there are no brackets.
 */
export function senderAddress(from: string): string | undefined {
  const bracketed = /<\s*([^\s<>]+@[^\s<>]+)\s*>\s*$/.exec(from);
  if (bracketed) return bracketed[1];
  if (/[<>]/.test(from)) return undefined;
  const bare = addressesIn(from);
  return bare.length === 1 ? bare[0] : undefined;
}

/** The ticket number a recipient list addresses with a valid tag, or null (mail to plain support opens a ticket). */
export function ticketAddressed(ctx: AppContext, to: string): number | null {
  const [local, domain] = supportParts(ctx).map((p) => p.toLowerCase());
  for (const address of addressesIn(to)) {
    // The local part and domain compare without case; the tag is base64url, where case matters.
    const m = /^(.+)\+t(\d{1,9})\.([A-Za-z0-9_-]{16})@(.+)$/.exec(address);
    if (!m || m[1]!.toLowerCase() !== local || m[4]!.toLowerCase() !== domain) continue;
    if (ctx.secrets.checkTag(m[2]!, TAG_PURPOSE, m[3]!)) return Number(m[2]);
  }
  return null;
}

// Where mail programs start the quoted original, in the portal's languages. An attribution line names a date or an
// address, so a customer's own "On Tuesday my colleague wrote:" is not taken for one.
const ATTRIBUTIONS = [/^On .+ wrote:\s*$/, /^El .+ escribió:\s*$/, /^Le .+ a écrit\s*:\s*$/, /^Am .+ schrieb .+:\s*$/];
const SEPARATORS = [
  /^-{2,}\s*(Original Message|Mensaje original|Message d'origine|Ursprüngliche Nachricht)\s*-{2,}\s*$/i,
  /^_{10,}\s*$/, // Outlook's rule above its From:/Sent: block
];
const isAttribution = (line: string) => ATTRIBUTIONS.some((re) => re.test(line)) && /[@<]|\d/.test(line);
const isOutlookHeader = (lines: string[], i: number) =>
  /^(From|De|Von):\s.+/.test(lines[i]!) &&
  lines.slice(i + 1, i + 4).some((l) => /^(Sent|Date|Enviado|Envoyé|Gesendet):\s/.test(l));

/** Where the quoted original starts: our marker, a separator, an attribution (also wrapped over two lines), or a header block. */
function quoteStart(lines: string[]): number {
  const plain = lines.map((l) => l.replace(/^>\s?/, '').trim());
  for (let i = 0; i < plain.length; i++) {
    const line = plain[i]!;
    if (lines[i]!.includes(REPLY_ABOVE_MARKER) || SEPARATORS.some((re) => re.test(line))) return i;
    if (isAttribution(line) || isOutlookHeader(plain, i)) return i;
    // Gmail wraps a long attribution: "On …, Cosmos support <" / "support+t1.tag@…> wrote:".
    if (i + 1 < plain.length && isAttribution(`${line} ${plain[i + 1]}`)) return i;
  }
  return -1;
}

/** What the customer wrote: the text above the quoted original, without `>` lines. */
export function customerText(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const end = quoteStart(lines);
  return (end === -1 ? lines : lines.slice(0, end))
    .filter((l) => !l.startsWith('>'))
    .join('\n')
    .trim();
}

/** A subject without the "Re:"/"AW:"/"Fwd:" prefixes mail programs add. */
export const cleanSubject = (subject: string) =>
  subject.replace(/^\s*((re|fwd?|aw|wg|tr|rv)\s*:\s*|\[#\d+\]\s*)+/i, '').trim();

/**
 * Only the mail provider may post inbound mail: it sends INBOUND_EMAIL_TOKEN as a bearer token. Without one
 * configured the route does not exist (404), so a fresh install accepts no mail from anyone.
 */
export function assertInboundMailAccess(req: FastifyRequest, config: Pick<Config, 'INBOUND_EMAIL_TOKEN'>) {
  const token = config.INBOUND_EMAIL_TOKEN;
  if (!token) throw notFound('Route');
  const sent = Buffer.from(/^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '');
  const want = Buffer.from(token);
  if (sent.length !== want.length || !timingSafeEqual(sent, want))
    throw new AppError(401, 'unauthorized', 'A valid inbound mail token is required');
}
