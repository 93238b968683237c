#!/usr/bin/env node
// Part of `npm run lint`: docs/architecture.md must name every folder of the tree (issue 20: a newcomer should see
// the whole house from the doc). Top-level folders are named by path; modules and features by name in their line.
import { readdirSync, readFileSync } from 'node:fs';

const root = new URL('..', import.meta.url);
const doc = readFileSync(new URL('docs/architecture.md', root), 'utf8');
const dirs = (path) =>
  readdirSync(new URL(path, root), { withFileTypes: true })
    .filter((d) => d.isDirectory() && !['node_modules', 'dist', 'data', 'coverage'].includes(d.name))
    .map((d) => d.name);
const lineOf = (marker) => doc.split('\n').find((l) => l.includes(marker)) ?? '';

const missing = [];
const needPath = (path) => {
  if (!doc.includes(`\`${path}`)) missing.push(`${path} (add a line "- \`${path}/\` — what it is for" under Folders)`);
};
for (const d of dirs('packages/')) needPath(`packages/${d}`);
for (const app of ['server', 'web']) {
  for (const d of dirs(`apps/${app}/`)) if (d !== 'src') needPath(`apps/${app}/${d}`);
  for (const d of dirs(`apps/${app}/src/`)) needPath(`apps/${app}/src/${d}`);
}
for (const d of dirs('scripts/'))
  if (!lineOf('`scripts/`').includes(`${d}/`)) missing.push(`scripts/${d} (name it on the scripts/ line)`);
for (const d of dirs('docs/'))
  if (!lineOf('`docs/`').includes(`${d}/`)) missing.push(`docs/${d} (name it on the docs/ line)`);
for (const [folder, marker] of [
  ['apps/server/src/modules/', '`apps/server/src/modules/<domain>/`'],
  ['apps/web/src/features/', '`apps/web/src/features/<name>/`'],
]) {
  const line = lineOf(marker);
  for (const d of dirs(folder))
    if (!new RegExp(`\\b${d}\\b`).test(line))
      missing.push(`${folder}${d} (add "${d}" to the list on the ${marker} line)`);
}

if (missing.length) {
  console.log('docs/architecture.md does not name these folders:');
  for (const m of missing) console.log(`  - ${m}`);
  process.exit(1);
}
console.log('docs/architecture.md names every folder.');
