/**
 * The documentation is Markdown. Pages are rendered to HTML on the server with raw HTML disabled
 * and then sanitised (allow-list), so a page can never carry script; headings get ids so answers
 * and search results can link to one section (`/docs/security#reset-your-password`).
 */
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

export const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const md = new MarkdownIt({ html: false, linkify: false, typographer: false });
md.core.ruler.push('heading_ids', (state) => {
  const tokens = state.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.type === 'heading_open' && (t.tag === 'h2' || t.tag === 'h3'))
      t.attrSet('id', slugify(tokens[i + 1]?.content ?? ''));
  }
});

export function renderMarkdown(source: string): string {
  return sanitizeHtml(md.render(source), {
    allowedTags: [
      'h1',
      'h2',
      'h3',
      'h4',
      'p',
      'ul',
      'ol',
      'li',
      'strong',
      'em',
      'code',
      'pre',
      'a',
      'blockquote',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'hr',
      'br',
      'img',
    ],
    allowedAttributes: { a: ['href', 'title'], h2: ['id'], h3: ['id'], img: ['src', 'alt', 'title'], code: ['class'] },
    // Only site-relative and https links; no javascript:, data: or protocol-relative URLs.
    allowedSchemes: ['https', 'mailto'],
    allowProtocolRelative: false,
    allowedSchemesByTag: { img: [] },
  });
}

/**
 * Markdown to plain sentences: emphasis, code and link syntax removed, code blocks left out (or
 * kept, for search). List items stay on their own lines ("1. …", "• …") so steps read as steps.
 */
export function plainText(source: string, keepCode = false): string {
  const text = source
    .replace(/```([\s\S]*?)```/g, (_m, code: string) =>
      keepCode ? ` ${code.replace(/\n/g, ' ')} ` : ' (See the example on the page.) ',
    )
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]/g, '')
    .replace(/([?!])\./g, '$1')
    .replace(/^\s*[-+]\s+/gm, '• ')
    .replace(/^\s*>\s?/gm, '')
    .replace(/^\|.*\|$/gm, (row) => {
      // A table row reads as "a, b, c."; the |---| separator row disappears.
      const cells = row
        .replace(/^\||\|$/g, '')
        .split('|')
        .map((c) => c.trim())
        .filter((c) => c && !/^:?-+:?$/.test(c));
      return cells.length ? `${cells.join(', ')}.` : '';
    });
  // Lines of a paragraph join with spaces; a list item, and whatever follows one, starts a new line.
  const isItem = (l: string) => /^(\d+\.|•)\s/.test(l);
  const lines: string[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.replace(/[ \t]+/g, ' ').trim();
    if (!line) continue;
    const prev = lines.at(-1);
    if (prev === undefined || isItem(line) || isItem(prev)) lines.push(line);
    else lines[lines.length - 1] = `${prev} ${line}`;
  }
  return lines.join('\n');
}

export interface Section {
  heading: string | null;
  slug: string | null;
  text: string;
  /** The text with code examples kept, for search ("x-api-key", "curl"). */
  searchText: string;
}

/** A page split at its `##` headings; the part before the first one has no heading. */
export function markdownSections(source: string): Section[] {
  const out: Section[] = [];
  let heading: string | null = null;
  let lines: string[] = [];
  const flush = () => {
    const body = lines.filter((l) => !/^#\s/.test(l)).join('\n');
    const text = plainText(body);
    if (text || heading)
      out.push({ heading, slug: heading ? slugify(heading) : null, text, searchText: plainText(body, true) });
  };
  for (const line of source.split('\n')) {
    const h = /^##\s+(.+)$/.exec(line);
    if (h) {
      flush();
      heading = h[1]!.trim();
      lines = [];
    } else lines.push(line.replace(/^###\s+(.+)$/, '$1.'));
  }
  flush();
  return out;
}
