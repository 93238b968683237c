import { describe, expect, it } from 'vitest';
import { handleOf, isPortalImage, mentionedHandles, renderMarkdown, sanitizePostHtml } from './markdown.ts';

const ORIGIN = 'https://cosmos.example';
const render = (s: string) => renderMarkdown(s, ORIGIN);

/**
 * Nothing executable may survive: no script or SVG element, no on* attribute, and every URL a browser
 * would resolve (relative ones against the portal) is http(s) or mailto. Escaped text (&lt;…) is harmless.
 */
function expectInert(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<svg/i);
  expect(html).not.toMatch(/<(iframe|object|embed|style|form|input|math)/i);
  for (const tag of html.match(/<[a-z][^>]*>/gi) ?? []) {
    expect(tag).not.toMatch(/\son\w+\s*=/i);
    for (const [, url] of tag.matchAll(/\s(?:href|src)="([^"]*)"/gi)) {
      expect(['http:', 'https:', 'mailto:'], `${url} in ${tag}`).toContain(
        new URL(url!.replace(/&amp;/g, '&'), ORIGIN).protocol,
      );
    }
  }
}

describe('community Markdown renderer', () => {
  it('renders ordinary Markdown: emphasis, lists, code, quotes and tables', () => {
    const html = render(
      '**bold** _it_ `x<y`\n\n- a\n- b\n\n> quoted\n\n| a | b |\n|---|:-:|\n| 1 | 2 |\n\n```\nif (a < b) {}\n```',
    );
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>it</em>');
    expect(html).toContain('<code>x&lt;y</code>');
    expect(html).toContain('<li>a</li>');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<td style="text-align:center">2</td>');
    expect(html).toContain('if (a &lt; b) {}');
  });

  it('shows raw HTML as text, never as markup (script, event handlers, iframes, SVG)', () => {
    const hostile = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)" onclick="alert(2)">x</a>',
      '<svg onload=alert(1)><script>alert(2)</script></svg>',
      '<iframe src="https://evil.example"></iframe>',
      '<div style="background:url(javascript:alert(1))">x</div>',
      '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
    ];
    for (const src of hostile) {
      const html = render(src);
      expectInert(html);
      expect(html).toContain('&lt;'); // the tag is visible as text
    }
  });

  it('refuses javascript:, vbscript: and data: links and images in Markdown syntax, however they are spelt', () => {
    const links = [
      '[x](javascript:alert(1))',
      '[x](JaVaScRiPt:alert(1))',
      '[x](java\tscript:alert(1))',
      '[x](&#106;avascript:alert(1))',
      '[x](%6Aavascript:alert(1))',
      '[x](vbscript:msgbox(1))',
      '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
      '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
      '![x](data:image/png;base64,iVBORw0KGgo=)',
      '<javascript:alert(1)>',
    ];
    for (const src of links) {
      const html = render(src);
      expectInert(html);
      expect(html, src).not.toMatch(/<a[^>]+href="(javascript|vbscript|data):/i);
    }
  });

  it('gives every link rel="nofollow noopener ugc" and keeps http(s) and mailto links', () => {
    const html = render('[docs](https://example.org/a?b=1) and https://example.org/auto and <mailto:a@b.example>');
    expect(html).toContain('<a href="https://example.org/a?b=1" rel="nofollow noopener ugc">docs</a>');
    expect(html).toContain('<a href="https://example.org/auto" rel="nofollow noopener ugc">');
    expect(html).toContain('href="mailto:a@b.example" rel="nofollow noopener ugc"');
  });

  it('keeps images only from the portal itself (relative paths or its own origin)', () => {
    expect(render('![sky](/images/sky.png)')).toContain('<img src="/images/sky.png" alt="sky" />');
    expect(render(`![sky](${ORIGIN}/images/sky.png)`)).toContain(`<img src="${ORIGIN}/images/sky.png"`);
    for (const src of [
      'https://tracker.example/pixel.gif',
      '//tracker.example/pixel.gif',
      'http://cosmos.example.evil.example/x.png',
      'ftp://cosmos.example/x.png',
    ]) {
      expect(render(`![x](${src})`), src).not.toContain('<img');
    }
    expect(isPortalImage('/\\evil.example/x.png', ORIGIN)).toBe(false);
  });

  it('the sanitiser alone (second layer) strips what markdown-it would never emit', () => {
    const html = sanitizePostHtml(
      '<p onclick="x()">a</p><script>1</script><svg><use href="#x"/></svg><a href="javascript:1">j</a><a href="data:text/html,1">d</a><img src="data:image/png;base64,AA"><style>p{}</style><p style="color:red">c</p>',
      ORIGIN,
    );
    expectInert(html);
    expect(html).toContain('<p>a</p>');
    expect(html).not.toMatch(/href=/); // both hostile hrefs removed
    expect(html).not.toContain('<img');
    expect(html).toContain('<p>c</p>'); // style dropped
  });
});

describe('mentions and handles', () => {
  it('a handle is the name and the first six hex digits of the id; mentions are found once each', () => {
    const h = handleOf({ id: '1a2b3c4d-0000-4000-8000-000000000000', firstName: 'Ada', lastName: 'Voyager' });
    expect(h).toBe('ada-voyager-1a2b3c');
    expect(mentionedHandles(`Hi @${h} and @${h}, also @Sam-Support-ABCDEF! not-a@mail-ffffff.example`)).toEqual([
      { name: 'ada-voyager', idPrefix: '1a2b3c' },
      { name: 'sam-support', idPrefix: 'abcdef' },
    ]);
    expect(handleOf({ id: 'ffffff00-0000-4000-8000-000000000000', firstName: '李', lastName: '' })).toBe(
      'member-ffffff',
    );
  });
});
