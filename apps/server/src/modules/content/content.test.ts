import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness.ts';
import { renderMarkdown } from './markdown.ts';

const t = await startTestApp();
const { app } = t;

describe('documentation pages', () => {
  it('the Documentation Hub’s six resources are real pages with headings and steps', async () => {
    for (const id of ['getting-started', 'using-data', 'billing', 'security', 'api-guide', 'faqs']) {
      const res = await app.inject({ url: `/api/docs-pages/${id}` });
      expect(res.statusCode, id).toBe(200);
      const page = res.json() as { html: string; body: string };
      expect(page.body.length, id).toBeGreaterThan(1200);
      expect((page.html.match(/<h2 id="[a-z0-9-]+">/g) ?? []).length, id).toBeGreaterThanOrEqual(3);
    }
    const security = (await app.inject({ url: '/api/docs-pages/security' })).json() as { html: string };
    expect(security.html).toContain('<h2 id="reset-your-password">Reset your password</h2>');
    expect(security.html).toMatch(/<ol>\s*<li>On the sign-in page, select <strong>Forgot password\?<\/strong>/);
    // Screenshots are site images; anything else in an img src is dropped by the sanitiser.
    expect(security.html).toContain(
      '<img src="/images/docs/settings-security.jpg" alt="The Security section of Settings',
    );
  });

  it('the API guide has curl examples, rate limits and errors', async () => {
    const html = ((await app.inject({ url: '/api/docs-pages/api-guide' })).json() as { html: string }).html;
    expect(html).toContain('curl -H "x-api-key: $COSMOS_KEY"');
    expect(html).toContain('120 requests per minute');
    expect(html).toMatch(/<td>429<\/td>/);
  });

  it('unknown or malformed ids are 404 and 400, never 500', async () => {
    expect((await app.inject({ url: '/api/docs-pages/nope' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/docs-pages/api' })).statusCode).toBe(404); // the API reference UI is not a Markdown page
    const bad = await app.inject({ url: '/api/docs-pages/..%2Fetc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('id');
  });

  it('renders Markdown safely: no raw HTML, no script links', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n[x](javascript:alert(1)) [y](/docs/security) <img src=x onerror=alert(1)> ![t](https://tracker.example/p.png)',
    );
    // Raw HTML is shown as text (escaped), never as elements; the javascript: link loses its href.
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toMatch(/<script|href="javascript:|tracker\.example"/);
    expect(html).not.toMatch(/<img[^>]*onerror/);
    expect(html).toContain('<a href="/docs/security">y</a>');
  });
});

describe('Download Complete Documentation', () => {
  it('downloads every page as one PDF', async () => {
    const res = await app.inject({ url: '/api/docs-export?format=pdf' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="cosmos-documentation.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(10_000);
    // The three screenshots of the pages (Settings security, 3D view, billing) are embedded as JPEG images.
    const images = res.rawPayload.toString('latin1').match(/\/Subtype \/Image/g) ?? [];
    expect(images.length).toBe(3);
  });

  it('and as one Markdown file with every page', async () => {
    const res = await app.inject({ url: '/api/docs-export?format=md' });
    expect(res.headers['content-type']).toContain('text/markdown');
    for (const title of [
      '# Getting Started',
      '# Using the data',
      '# Subscriptions and billing',
      '# Account security',
      '# API reference and guide',
      '# FAQs',
    ])
      expect(res.body).toContain(title);
    expect((await app.inject({ url: '/api/docs-export?format=docx' })).statusCode).toBe(400);
  });
});
