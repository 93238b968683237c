// @vitest-environment node
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The CI check of issue 19: with the repository's real eslint.config.js, literal text in a component of a
 * converted folder is an error, and text that comes from t() is not. Folders not yet converted are not checked.
 */
const root = fileURLToPath(new URL('../../../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function problems(code: string, file: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  return result!.messages.filter((m) => m.ruleId === 'cosmos/no-literal-text').map((m) => m.message);
}

const LITERAL = `export function Hello() {
  return <button title="Say hello">Hello explorer</button>;
}
`;
const TRANSLATED = `import { useTranslation } from 'react-i18next';
export function Hello() {
  const { t } = useTranslation('auth');
  return <button title={t('hello')}>{t('hello')} · 3 %</button>;
}
`;

describe('no-literal-text (eslint.config.js)', () => {
  it('fails on literal JSX text and a literal read-aloud attribute in a converted folder', async () => {
    const found = await problems(LITERAL, 'apps/web/src/features/auth/components/Hello.tsx');
    expect(found).toHaveLength(2);
    expect(found.join('\n')).toContain('Hello explorer');
    expect(found.join('\n')).toContain('title="Say hello"');
  }, 60_000);

  it('also covers the app shell and shared components', async () => {
    expect(await problems(LITERAL, 'apps/web/src/app/Hello.tsx')).toHaveLength(2);
    expect(await problems(LITERAL, 'apps/web/src/components/ui/Hello.tsx')).toHaveLength(2);
  }, 60_000);

  it('passes translated text and text without letters', async () => {
    expect(await problems(TRANSLATED, 'apps/web/src/features/auth/components/Hello.tsx')).toEqual([]);
  }, 60_000);

  it('leaves folders that are not in TRANSLATED_FOLDERS alone', async () => {
    expect(await problems(LITERAL, 'apps/web/src/features/not-converted-yet/Hello.tsx')).toEqual([]);
  }, 60_000);
});
