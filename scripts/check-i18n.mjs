#!/usr/bin/env node
// Part of `npm run lint` (issues 19 and 36): every language the interface translates is complete. For each language
// in TRANSLATED (apps/web/src/lib/i18n/languages.ts; OFFERED, what the menus show, is derived from it, so a
// language offered is a language checked here): every English key of every web namespace exists and is non-empty,
// with the same {{placeholders}} and <tags>, and nothing is there that English lacks (a plural form the language
// needs, `x_many` beside English's `x_one`/`x_other`, is allowed). The server's own texts (emails, the assistant's
// answers, notifications: apps/server/src/lib/i18n/<lang>.json) get the same check for every SERVER_LANGS language,
// and a translated interface language must have them. No namespace name is used by two folders. The companion check
// that components hold no literal user-facing text is the ESLint rule configured in eslint.config.js.
// Adding a language: its code in TRANSLATED (and SERVER_LANGS) is all this script needs.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const WEB_LANGUAGES = 'apps/web/src/lib/i18n/languages.ts';
const SERVER_INDEX = 'apps/server/src/lib/i18n/index.ts';
const PLURAL = /_(zero|one|two|few|many|other)$/;

const codesIn = (list) => [...list.matchAll(/'([a-z]{2})'/g)].map((m) => m[1]);

/** The languages as the code declares them (read as text: this script runs without a TypeScript loader). */
export function declaredLanguages(root) {
  const web = readFileSync(join(root, WEB_LANGUAGES), 'utf8');
  const translated = /export const TRANSLATED\b[^=]*=\s*\[([^\]]*)\]/.exec(web);
  const offeredFromTranslated =
    /export const OFFERED = LANGUAGES\.filter\(\(l\) => TRANSLATED\.includes\(l\.code\)\)/.test(web);
  const server = /export const SERVER_LANGS = \[([^\]]*)\]/.exec(readFileSync(join(root, SERVER_INDEX), 'utf8'));
  return {
    languages: [...web.matchAll(/code: '([a-z]{2})'/g)].map((m) => m[1]),
    translated: translated ? codesIn(translated[1]) : [],
    offeredFromTranslated,
    server: server ? codesIn(server[1]) : [],
  };
}

function* localeDirs(dir) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (!e.isDirectory() || e.name === 'node_modules') continue;
    const p = join(dir, e.name);
    if (e.name === 'locales') yield p;
    else yield* localeDirs(p);
  }
}

const flatten = (obj, prefix = '') =>
  Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' ? flatten(v, `${prefix}${k}.`) : [[`${prefix}${k}`, v]],
  );

function safeList(dir) {
  try {
    return readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
}

/** What must survive translation: i18next's {{name}} (and {{name, format}}), <tag> components, or the server's {name}. */
const webMarks = (s) =>
  [...s.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}|<(\/?\w+)\s*\/?>|\$t\(([^)]*)\)/g)].map(
    (m) => m[1] ?? (m[2] ? `<${m[2]}>` : `$t(${m[3]})`),
  );
const serverMarks = (s) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
const sameMarks = (a, b) => JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());

/**
 * Compare one language's texts with English's. A key's English text is its own, or for a plural form English does
 * not have (`x_many`), English's `x_other`. `complete`: every English key must be there.
 */
function compare(where, en, other, marks, problems, complete = true) {
  if (complete) for (const k of en.keys()) if (!other.has(k)) problems.push(`${where}: missing "${k}"`);
  for (const [k, v] of other) {
    const base = PLURAL.test(k) ? `${k.replace(PLURAL, '')}_other` : undefined;
    const english = en.get(k) ?? (base && en.has(base) ? en.get(base) : undefined);
    if (english === undefined) {
      problems.push(`${where}: "${k}" is not in English`);
      continue;
    }
    if (typeof v !== 'string' || v.trim() === '') {
      problems.push(`${where}: "${k}" is empty`);
      continue;
    }
    const want = marks(String(english));
    const have = marks(v);
    // A singular may say "one" in words where English writes {{count}} ("un giorno", "1 day").
    const loose = /_(zero|one|two)$/.test(k) ? (xs) => xs.filter((x) => x !== 'count') : (xs) => xs;
    if (!sameMarks(loose(want), loose(have)))
      problems.push(`${where}: "${k}" has placeholders ${JSON.stringify(have)}, English has ${JSON.stringify(want)}`);
  }
}

function readJson(file, problems, root) {
  try {
    return new Map(flatten(JSON.parse(readFileSync(file, 'utf8'))));
  } catch (e) {
    problems.push(`${relative(root, file)}: ${e.code === 'ENOENT' ? 'missing' : e.message}`);
    return new Map();
  }
}

/** Every problem of the repository at `root` (the web's and the server's texts), and what was checked. */
export function checkI18n(root) {
  const problems = [];
  const langs = declaredLanguages(root);
  if (!langs.translated.includes('en')) problems.push(`${WEB_LANGUAGES}: TRANSLATED must list 'en'`);
  if (!langs.offeredFromTranslated)
    problems.push(`${WEB_LANGUAGES}: OFFERED must be LANGUAGES.filter((l) => TRANSLATED.includes(l.code))`);
  for (const l of langs.translated) {
    if (!langs.languages.includes(l)) problems.push(`${WEB_LANGUAGES}: '${l}' is in TRANSLATED but not in LANGUAGES`);
    if (!langs.server.includes(l))
      problems.push(`${SERVER_INDEX}: '${l}' is translated in the interface but has no server texts (SERVER_LANGS)`);
  }

  const src = join(root, 'apps/web/src');
  const owner = new Map();
  for (const dir of localeDirs(src)) {
    const where = relative(root, dir);
    const present = readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    const namespaces = new Set(present.flatMap((l) => safeList(join(dir, l))).map((f) => f.replace(/\.json$/, '')));
    for (const ns of namespaces) {
      if (owner.has(ns)) problems.push(`namespace "${ns}" is defined in ${owner.get(ns)} and ${where}`);
      owner.set(ns, where);
      const en = readJson(join(dir, 'en', `${ns}.json`), problems, root);
      // A translated language must be complete; a language on its way (a folder, not yet in TRANSLATED) may be
      // partial, but what it has must still match English.
      for (const lang of new Set([...langs.translated, ...present])) {
        if (lang === 'en') continue;
        const file = join(dir, lang, `${ns}.json`);
        if (!langs.translated.includes(lang) && !safeList(join(dir, lang)).includes(`${ns}.json`)) continue;
        const texts = readJson(file, problems, root);
        compare(`${where}/${lang}/${ns}.json`, en, texts, webMarks, problems, langs.translated.includes(lang));
      }
      for (const [k, v] of en)
        if (typeof v !== 'string' || v.trim() === '') problems.push(`${where}/en/${ns}.json: "${k}" is empty`);
    }
  }

  const serverDir = join(root, 'apps/server/src/lib/i18n');
  const serverEn = readJson(join(serverDir, 'en.json'), problems, root);
  for (const lang of langs.server) {
    if (lang === 'en') continue;
    const file = join(serverDir, `${lang}.json`);
    compare(relative(root, file), serverEn, readJson(file, problems, root), serverMarks, problems);
  }
  return { problems, namespaces: owner.size, translated: langs.translated, server: langs.server };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const r = checkI18n(root);
  if (r.problems.length) {
    console.error(`i18n: ${r.problems.length} problem(s) in the app's texts:\n  ${r.problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(
    `i18n: ${r.namespaces} web namespaces complete in ${r.translated.join(', ')}; server texts complete in ${r.server.join(', ')}`,
  );
}
