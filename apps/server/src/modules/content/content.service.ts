import { createHash } from 'node:crypto';
import type { DocPageView } from '@cosmos/contracts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import * as repo from './content.repository.ts';

/** Every FAQ and document as stored, for the support assistant's knowledge base (support/knowledge.ts). */
export { listDocs, listFaqs } from './content.repository.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultWebDist, serverRoot } from '../../lib/paths.ts';
import { renderDocsPdf, type ImageSource } from './docs-pdf.ts';

/**
 * The documentation's screenshots live with the web app's static files (`apps/web/public`, copied into `dist` by the
 * build); only `/images/docs/*.jpg|png` names are read, so a page cannot make the PDF read any other file.
 */
const docsImage: ImageSource = (src) => {
  const m = /^\/images\/docs\/([\w-]+\.(?:jpg|png))$/.exec(src);
  if (!m) return undefined;
  for (const dir of [
    join(defaultWebDist(), 'images', 'docs'),
    join(serverRoot, '..', 'web', 'public', 'images', 'docs'),
  ]) {
    try {
      return readFileSync(join(dir, m[1]!));
    } catch {
      // not built here; try the source folder
    }
  }
  return undefined;
};
import { renderMarkdown } from './markdown.ts';

const iso = (d: Date | string) => new Date(d).toISOString();
/** The pages the portal itself shows (the API reference lives at /api/docs and is not a Markdown page). */
const isPortalPage = (r: repo.DocRow) => r.href.startsWith('/docs/');

export async function docPage(ctx: AppContext, id: string): Promise<DocPageView> {
  const r = (await repo.listDocs(ctx.db)).find((d) => d.id === id && isPortalPage(d));
  if (!r) throw notFound('Document');
  return {
    id: r.id,
    title: r.title,
    href: r.href,
    summary: r.summary,
    body: r.body,
    updatedAt: iso(r.updated_at),
    html: renderMarkdown(r.body),
  };
}

/**
 * Laying out the PDF takes a few hundred milliseconds of CPU, so one copy per content version is
 * kept per process; the docs change only when the seed (a deploy) changes them.
 */
const pdfCache = new WeakMap<AppContext, { key: string; pdf: Buffer }>();

/** The whole documentation as one file, in the order the Documentation Hub lists it. */
export async function exportDocs(ctx: AppContext, format: 'pdf' | 'md', now = new Date()) {
  const pages = (await repo.listDocs(ctx.db)).filter(isPortalPage);
  if (format === 'md') {
    const text = [
      `# Cosmos documentation`,
      '',
      ...pages.flatMap((p) => [p.body.replace(/^# .*$/m, `# ${p.title}`).trim(), '', '---', '']),
    ].join('\n');
    return {
      body: Buffer.from(text, 'utf8'),
      type: 'text/markdown; charset=utf-8',
      filename: 'cosmos-documentation.md',
    };
  }
  const key = createHash('sha256')
    .update(JSON.stringify(pages.map((p) => [p.id, p.title, p.summary, p.body])))
    .digest('hex');
  let cached = pdfCache.get(ctx);
  if (cached?.key !== key) {
    cached = { key, pdf: await renderDocsPdf(pages, now, docsImage) };
    pdfCache.set(ctx, cached);
  }
  return { body: cached.pdf, type: 'application/pdf', filename: 'cosmos-documentation.pdf' };
}
