import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/**
 * Community Markdown → HTML, safe to insert into the page. Two layers, because either alone has gaps:
 * markdown-it with `html: false` turns any raw HTML in the source into text and refuses javascript:/
 * vbscript:/file: links; sanitize-html then keeps only an allow-list of tags and attributes, so a
 * future markdown-it plugin or bug cannot smuggle anything else through.
 */
const md = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: true });

const TAGS = [
  'p',
  'br',
  'hr',
  'strong',
  'em',
  's',
  'del',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];
/** Links and images from other sites leave with no referrer trail and no ranking credit: the page is user content. */
const LINK_REL = 'nofollow noopener ugc';

/**
 * Images only from the portal itself: a relative path ("/assets/x.png", never "//host") or the portal's
 * own origin. Anything else would let a post track its readers or show content we never saw.
 */
export function isPortalImage(src: string | undefined, portalOrigin: string): boolean {
  if (!src) return false;
  if (src.startsWith('/') && !src.startsWith('//') && !src.startsWith('/\\')) return true;
  try {
    const u = new URL(src);
    return (u.protocol === 'https:' || u.protocol === 'http:') && u.origin === portalOrigin;
  } catch {
    return false;
  }
}

export function sanitizePostHtml(html: string, portalOrigin: string): string {
  return sanitizeHtml(html, {
    allowedTags: TAGS,
    allowedAttributes: {
      a: ['href', 'title', 'rel'],
      img: ['src', 'alt', 'title'],
      th: ['style'],
      td: ['style'],
      ol: ['start'],
    },
    allowedStyles: { th: { 'text-align': [/^(left|right|center)$/] }, td: { 'text-align': [/^(left|right|center)$/] } },
    // No data:, javascript: or anything else: the scheme list is applied to href and src.
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'escape',
    transformTags: { a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: LINK_REL } }) },
    // An image from elsewhere is dropped (its alt text stays readable).
    exclusiveFilter: (frame) => frame.tag === 'img' && !isPortalImage(frame.attribs.src, portalOrigin),
  });
}

export function renderMarkdown(source: string, portalOrigin: string): string {
  return sanitizePostHtml(md.render(source), portalOrigin);
}

/** `@name-1a2b3c` handles in a post: the six hex digits are the start of the user's id (see handleOf). */
const MENTION = /(?:^|[^\w@])@([a-z0-9]+(?:-[a-z0-9]+)*)-([0-9a-f]{6})\b/g;
export function mentionedHandles(source: string, max = 10): { name: string; idPrefix: string }[] {
  const seen = new Map<string, { name: string; idPrefix: string }>();
  for (const m of source.toLowerCase().matchAll(MENTION)) {
    const key = `${m[1]}-${m[2]}`;
    if (!seen.has(key)) seen.set(key, { name: m[1]!, idPrefix: m[2]! });
    if (seen.size >= max) break;
  }
  return [...seen.values()];
}

const slug = (s: string) =>
  s
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 24);

/** A user's community handle: their name and the first six hex digits of their id, so it needs no storage. */
export const handleOf = (u: { id: string; firstName: string; lastName: string }) =>
  `${[slug(u.firstName), slug(u.lastName)].filter(Boolean).join('-') || 'member'}-${u.id.slice(0, 6)}`;

/** Whitespace- and case-insensitive digest input: the same words posted twice count as a duplicate. */
export const normalizeForDuplicate = (body: string) => body.toLowerCase().replace(/\s+/g, ' ').trim();
