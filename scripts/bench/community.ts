/**
 * `npm run bench:community`: the forum's read paths on a populated forum, each next to a baseline measured
 * in the same run (in process through app.inject, embedded PGlite, one request at a time).
 *
 * list     = GET /api/community/threads?category=general (20 of THREADS/4 threads, reply counts included)
 * replies  = GET /api/community/threads/:id/posts (50 replies)
 * search   = GET /api/community/search?q=… (full text over every title and post)
 *            baseline for all three: GET /api/notifications?limit=20 (the inbox, a paged read of the same kind)
 * render   = renderMarkdown of a 10,000-character post (markdown-it + sanitize-html)
 *            baseline: markdown-it alone on the same text
 */
import MarkdownIt from 'markdown-it';
import { buildApp, createLogger } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createPgliteDb } from '../../apps/server/src/db/client.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { seed } from '../../apps/server/src/db/seed/seed.ts';
import { renderMarkdown } from '../../apps/server/src/modules/community/markdown.ts';
import { notify } from '../../apps/server/src/modules/notifications/notifications.service.ts';

const THREADS = Number(process.env.THREADS ?? 2000);
const REPLIES = 5;
const RUNS = Number(process.env.RUNS ?? 200);

const db = await createPgliteDb();
await migrate(db);
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  WEB_DIST: '/nonexistent',
  CATALOG_URL: 'off',
  RENEWAL_INTERVAL_MS: '0',
});
await seed(db, config);
const built = await buildApp({ config, db, logger: createLogger(config) });
const app = built.app;

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { p50: s[Math.floor(s.length / 2)]!, p95: s[Math.floor(s.length * 0.95)]! };
};
async function time(url: string, headers: Record<string, string>) {
  const out: number[] = [];
  for (let i = 0; i < RUNS + 20; i++) {
    await db.query(`DELETE FROM rate_buckets WHERE key LIKE 'community-%'`); // the per-user search limit, outside the timing
    const t0 = performance.now();
    const res = await app.inject({ url, headers });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    if (i >= 20) out.push(performance.now() - t0); // the first 20 warm up
  }
  return stats(out);
}

try {
  const reg = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { firstName: 'Bench', lastName: 'Mark', email: 'bench@example.test', password: 'Bench-the-cosmos-2026!' },
  });
  const { token, user } = reg.json();
  const auth = { authorization: `Bearer ${token}` };
  const words = ['orbit', 'comet', 'telescope', 'aurora', 'satellite', 'nebula', 'eclipse', 'rover', 'launch', 'pass'];
  const t0 = performance.now();
  await db.query(
    `INSERT INTO community_threads (category, author_id, title, last_activity_at)
     SELECT (ARRAY['general','technical','feature','bug'])[1 + g % 4], $1, 'Question ' || g || ' about the ' || ($2::text[])[1 + g % 10], now() - g * interval '1 minute'
     FROM generate_series(1, $3) g`,
    [user.id, words, THREADS],
  );
  await db.query(
    `INSERT INTO community_posts (thread_id, author_id, is_opening, body, body_html, body_hash)
     SELECT t.id, $1, r = 0, 'Post ' || r || ' on ' || t.title || ': the ' || ($2::text[])[1 + (t.seq + r) % 10] || ' was visible after sunset near the horizon.', '<p>x</p>', md5(t.id::text || r)
     FROM community_threads t, generate_series(0, $3) r`,
    [user.id, words, REPLIES],
  );
  const seedMs = performance.now() - t0;
  const busy = (await db.query<{ id: string }>(`SELECT id FROM community_threads ORDER BY seq LIMIT 1`))[0]!.id;
  await db.query(
    `INSERT INTO community_posts (thread_id, author_id, body, body_html, body_hash) SELECT $1, $2, 'Extra reply ' || g, '<p>x</p>', md5('extra' || g) FROM generate_series(1, 50) g`,
    [busy, user.id],
  );
  await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      notify(built.ctx, user.id, { type: 'system', title: `n${i}`, message: 'bench' }),
    ),
  );

  const baseline = await time('/api/notifications?limit=20', auth);
  const list = await time('/api/community/threads?category=general', auth);
  const replies = await time(`/api/community/threads/${busy}/posts`, auth);
  const search = await time('/api/community/search?q=telescope%20horizon', auth);

  const long = Array.from(
    { length: 120 },
    (_, i) => `Paragraph ${i} with **bold**, a [link](https://example.org/${i}) and \`code\`.`,
  )
    .join('\n\n')
    .slice(0, 10_000);
  const md = new MarkdownIt({ html: false, linkify: true });
  const loop = (fn: () => void, n = 200) => {
    for (let i = 0; i < 20; i++) fn();
    const t = performance.now();
    for (let i = 0; i < n; i++) fn();
    return (performance.now() - t) / n;
  };
  const bareMd = loop(() => md.render(long));
  const ours = loop(() => renderMarkdown(long, 'http://localhost:3000'));

  const row = (name: string, s: { p50: number; p95: number }) =>
    `${name.padEnd(10)} p50 ${s.p50.toFixed(2).padStart(6)} ms  p95 ${s.p95.toFixed(2).padStart(6)} ms  ratio to baseline p50 ${(s.p50 / baseline.p50).toFixed(2)}×`;
  console.log(
    `forum: ${THREADS} threads, ${THREADS * (REPLIES + 1) + 50} posts (seeded in ${(seedMs / 1000).toFixed(1)} s); ${RUNS} sequential requests each`,
  );
  console.log(row('baseline', baseline));
  console.log(row('list', list));
  console.log(row('replies', replies));
  console.log(row('search', search));
  console.log(
    `render    ${ours.toFixed(2)} ms per 10,000-character post; markdown-it alone ${bareMd.toFixed(2)} ms (${(ours / bareMd).toFixed(2)}×)`,
  );
} finally {
  await built.close();
  await db.close();
}
