#!/usr/bin/env node
// Part of `npm run lint` (issue 19): every namespace of the web app's texts has the same keys in every translated
// language, no value is empty, and no namespace name is used by two folders. The companion check that components
// hold no literal user-facing text is the ESLint rule configured in eslint.config.js.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const LANGS = ['en', 'es', 'fr', 'de'];
const root = new URL('..', import.meta.url).pathname;
const src = join(root, 'apps/web/src');

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

const problems = [];
const owner = new Map();
for (const dir of localeDirs(src)) {
  const namespaces = new Set(LANGS.flatMap((l) => safeList(join(dir, l))).map((f) => f.replace(/\.json$/, '')));
  for (const ns of namespaces) {
    const where = relative(root, dir);
    if (owner.has(ns)) problems.push(`namespace "${ns}" is defined in ${owner.get(ns)} and ${where}`);
    owner.set(ns, where);
    const keys = {};
    for (const lang of LANGS) {
      const file = join(dir, lang, `${ns}.json`);
      try {
        keys[lang] = new Map(flatten(JSON.parse(readFileSync(file, 'utf8'))));
      } catch (e) {
        problems.push(`${relative(root, file)}: ${e.code === 'ENOENT' ? 'missing' : e.message}`);
        keys[lang] = new Map();
      }
    }
    for (const lang of LANGS) {
      for (const k of keys.en.keys())
        if (!keys[lang].has(k)) problems.push(`${where}/${lang}/${ns}.json: missing "${k}"`);
      for (const [k, v] of keys[lang]) {
        if (!keys.en.has(k)) problems.push(`${where}/${lang}/${ns}.json: "${k}" is not in English`);
        if (typeof v !== 'string' || v.trim() === '') problems.push(`${where}/${lang}/${ns}.json: "${k}" is empty`);
      }
    }
  }
}

function safeList(dir) {
  try {
    return readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
}

if (problems.length) {
  console.error(`i18n: ${problems.length} problem(s) in the web app's texts:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`i18n: ${owner.size} namespaces complete in ${LANGS.join(', ')}`);
