/**
 * A model's reply may only link to the portal's own pages (issue 30, N12): a reply text without
 * numbers passes the grounding guard, so a phishing link would otherwise reach the user. Markdown
 * links to elsewhere keep their words and lose the address; bare addresses elsewhere are dropped.
 */

const MARKDOWN_LINK = /\[([^\]\n]*)\]\(([^)\s]*)(?:\s+"[^"]*")?\)/g;
/** http(s) and www. addresses, and bare host/path forms such as "evil.example/login". */
const BARE_ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"')\]]+|\b(?:[a-z0-9-]+\.)+[a-z]{2,}\/[^\s<>"')\]]*/gi;

/** True for "/docs/…" on this site, or an absolute address on PUBLIC_URL's origin. */
export function isPortalHref(href: string, publicUrl: string): boolean {
  // "//host" and "/\host" are other sites in a browser.
  if (/^\/(?![/\\])/.test(href)) return true;
  try {
    return new URL(href).origin === new URL(publicUrl).origin;
  } catch {
    return false;
  }
}

export function portalLinksOnly(text: string, publicUrl: string): string {
  const kept: string[] = [];
  // Portal links are set aside first so the bare-address pass cannot touch them.
  const masked = text.replace(MARKDOWN_LINK, (all, label: string, href: string) => {
    if (isPortalHref(href, publicUrl)) {
      kept.push(all);
      return `\u0000${kept.length - 1}\u0000`;
    }
    return label;
  });
  return masked
    .replace(BARE_ADDRESS, (addr) => {
      const href = /^https?:/i.test(addr) ? addr : `https://${addr}`;
      return isPortalHref(href.replace(/[.,;:!?]+$/, ''), publicUrl) ? addr : '';
    })
    .replace(/ {2,}/g, ' ')
    .replace(/ ([.,;:!?])/g, '$1')
    .replace(/\u0000(\d+)\u0000/g, (_, i: string) => kept[Number(i)]!);
}

/**
 * How much of a streamed prefix can be cleaned and sent: up to an unclosed "[" (a Markdown link still
 * being written), so links are judged whole.
 */
export function linkSafeCut(prefix: string): number {
  const open = prefix.lastIndexOf('[');
  if (open < 0) return prefix.length;
  const rest = prefix.slice(open);
  return /^\[[^\]\n]*\]\([^)\s]*(?:\s+"[^"]*")?\)/.test(rest) || !/^\[[^\]\n]*(\]\(?[^)\s]*)?$/.test(rest)
    ? prefix.length
    : open;
}
