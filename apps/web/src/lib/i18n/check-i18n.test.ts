// @vitest-environment node
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script (run by `npm run lint`) without type declarations
import { checkI18n } from '../../../../../scripts/check-i18n.mjs';

/**
 * The i18n lint (scripts/check-i18n.mjs, part of `npm run lint`): the repository's texts pass, and a copy of them
 * with one planted fault fails naming it. The copy holds only what the script reads (the language lists and the
 * locale files), so each case costs milliseconds.
 */
const root = fileURLToPath(new URL('../../../../../', import.meta.url));
type Result = { problems: string[]; namespaces: number; translated: string[]; server: string[] };
const check = (at: string) => checkI18n(at) as Result;

const scratch = mkdtempSync(join(tmpdir(), 'check-i18n-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let copies = 0;
/** A copy of the languages and every locale file, to plant a fault in. */
function copyOfTexts(): string {
  const to = join(scratch, String(copies++));
  const copy = (path: string) => {
    mkdirSync(dirname(join(to, path)), { recursive: true });
    cpSync(join(root, path), join(to, path), { recursive: true });
  };
  copy('apps/web/src/lib/i18n/languages.ts');
  copy('apps/server/src/lib/i18n');
  // Every locales folder keeps its place in the tree (namespaces are checked per folder).
  const walk = (dir: string) => {
    for (const e of readdirSync(join(root, dir), { withFileTypes: true }))
      if (e.isDirectory()) (e.name === 'locales' ? copy : walk)(`${dir}/${e.name}`);
  };
  walk('apps/web/src');
  return to;
}

const editJson = (file: string, edit: (o: Record<string, unknown>) => void) => {
  const o = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  edit(o);
  writeFileSync(file, JSON.stringify(o, null, 2));
};
const translated = () => check(root).translated.filter((l) => l !== 'en');

describe('i18n lint (scripts/check-i18n.mjs)', () => {
  it('passes on the repository, for every translated language, web and server', () => {
    const r = check(root);
    expect(r.problems).toEqual([]);
    expect(r.namespaces).toBeGreaterThan(30);
    expect(r.translated).toEqual(expect.arrayContaining(['en', 'es', 'fr', 'de', 'it']));
    for (const l of r.translated) expect(r.server).toContain(l);
  });

  it('fails on a key missing from any translated language, naming the file and the key', () => {
    const at = copyOfTexts();
    for (const lang of translated())
      editJson(join(at, `apps/web/src/features/home/locales/${lang}/home.json`), (o) => {
        delete (o.carousel as Record<string, unknown>).explore;
      });
    const problems = check(at).problems;
    for (const lang of translated())
      expect(problems).toContain(`apps/web/src/features/home/locales/${lang}/home.json: missing "carousel.explore"`);
    expect(problems).toHaveLength(translated().length);
  });

  it('fails on an empty text, a changed placeholder and a key English lacks; a plural form the language needs passes', () => {
    const at = copyOfTexts();
    const file = join(at, 'apps/web/src/features/vr/locales/it/vr.json');
    editJson(file, (o) => {
      o.start = ' ';
      o.exploring_other = '{{n}} stanno esplorando ora';
      o.invented = 'Inventato';
      o.exploring_many = '{{count}} stanno esplorando ora';
    });
    const where = 'apps/web/src/features/vr/locales/it/vr.json';
    expect(check(at).problems.sort()).toEqual(
      [
        `${where}: "start" is empty`,
        `${where}: "exploring_other" has placeholders ["n"], English has ["count"]`,
        `${where}: "invented" is not in English`,
      ].sort(),
    );
  });

  it('fails on a missing namespace file and on a server text missing or with a lost placeholder', () => {
    const at = copyOfTexts();
    rmSync(join(at, 'apps/web/src/features/docs/locales/it/docs.json'));
    editJson(join(at, 'apps/server/src/lib/i18n/it.json'), (o) => {
      const mail = o.mail as Record<string, Record<string, string>>;
      delete mail.reset!.subject;
      mail.verify!.line2 = 'Il link funziona una sola volta.';
      mail.team!.line2 = 'Il link funziona una sola volta.';
    });
    const problems = check(at).problems;
    expect(problems).toContain('apps/web/src/features/docs/locales/it/docs.json: missing');
    expect(problems).toContain('apps/server/src/lib/i18n/it.json: missing "mail.reset.subject"');
    expect(problems).toContain(
      'apps/server/src/lib/i18n/it.json: "mail.team.line2" has placeholders [], English has ["days"]',
    );
    expect(problems.some((p) => p.includes('mail.verify.line2'))).toBe(false); // English has no placeholder there
  });

  it('a language offered in the menus is a language checked: marking it translated demands every text', () => {
    const at = copyOfTexts();
    const languages = join(at, 'apps/web/src/lib/i18n/languages.ts');
    const source = readFileSync(languages, 'utf8');
    // A language with no texts at all ('xx'), listed and marked translated.
    const offeredEmpty = source
      .replace(/(export const LANGUAGES = \[)/, "$1\n  { code: 'xx', name: 'X' },")
      .replace(/(export const TRANSLATED\b[^=]*=\s*\[)/, "$1'xx', ");
    writeFileSync(languages, offeredEmpty);
    const problems = check(at).problems;
    expect(problems).toContain('apps/web/src/features/home/locales/xx/home.json: missing');
    expect(problems).toContain('apps/web/src/features/home/locales/xx/home.json: missing "welcome"');
    expect(problems).toContain(
      "apps/server/src/lib/i18n/index.ts: 'xx' is translated in the interface but has no server texts (SERVER_LANGS)",
    );

    // OFFERED may not be widened past TRANSLATED.
    writeFileSync(languages, source.replace(/export const OFFERED = [^;]+;/, 'export const OFFERED = LANGUAGES;'));
    expect(check(at).problems).toContain(
      'apps/web/src/lib/i18n/languages.ts: OFFERED must be LANGUAGES.filter((l) => TRANSLATED.includes(l.code))',
    );
  });
});
