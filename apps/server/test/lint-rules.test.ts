/**
 * The boundary rules of eslint.config.js catch what they are for: each is run through ESLint's Node API on a planted
 * violation (text linted as if it sat at the given path; nothing is written) and on the allowed form beside it.
 */
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
let eslint: ESLint;

/** The rule ids ESLint reports for `code` placed at `path` (from the repository root). */
async function rulesHit(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

describe('one sky engine: satellite.js and astronomy-engine only inside packages/astro', () => {
  const planted =
    "import { propagate } from 'satellite.js';\nimport * as A from 'astronomy-engine';\nexport { propagate, A };\n";

  it('is an error in the apps', async () => {
    const web = await rulesHit('apps/web/src/lib/planted.ts', planted);
    expect(web.filter((r) => r === 'no-restricted-imports')).toHaveLength(2);
    expect(await rulesHit('apps/server/src/sky/planted.ts', planted)).toContain('no-restricted-imports');
  });

  it('is allowed in packages/astro and in independent references (tests, the eval set)', async () => {
    expect(await rulesHit('packages/astro/src/planted.ts', planted)).not.toContain('no-restricted-imports');
    expect(await rulesHit('apps/web/src/lib/planted.test.ts', planted)).not.toContain('no-restricted-imports');
    expect(await rulesHit('apps/server/eval/planted.ts', planted)).not.toContain('no-restricted-imports');
  });
});

describe("a server module imports another module's service, never its repository", () => {
  it("is an error to import another module's repository, even for a type", async () => {
    const hits = await rulesHit(
      'apps/server/src/modules/admin/planted.ts',
      "import { findUserById } from '../users/users.repository.ts';\nexport { findUserById };\n",
    );
    expect(hits).toContain('import-x/no-restricted-paths');
    const typeOnly = await rulesHit(
      'apps/server/src/modules/support/planted.ts',
      "import type { UserRow } from '../users/users.repository.ts';\nexport type { UserRow };\n",
    );
    expect(typeOnly).toContain('import-x/no-restricted-paths');
  });

  it("allows the other module's service and the module's own repository", async () => {
    const hits = await rulesHit(
      'apps/server/src/modules/admin/planted.ts',
      "import { findUserById } from '../users/users.service.ts';\nimport { listAudit } from './admin.repository.ts';\nexport { findUserById, listAudit };\n",
    );
    expect(hits).not.toContain('import-x/no-restricted-paths');
  });
});

describe('the web calls the server through the typed client, with keys from one factory (ADR 0021)', () => {
  const planted =
    "import { useQuery } from '@tanstack/react-query';\nimport { api } from '../../lib/api';\n" +
    "export const useX = () => useQuery({ queryKey: ['x'], queryFn: () => api<unknown>('/api/x', { failMessage: 'f' }) });\n";

  it('is an error to call api() or write a literal query key in a feature', async () => {
    const hits = await rulesHit('apps/web/src/features/sky/planted.ts', planted);
    expect(hits.filter((r) => r === 'no-restricted-syntax')).toHaveLength(2);
    const setData = await rulesHit(
      'apps/web/src/lib/planted.ts',
      "export const f = (qc: { setQueryData(k: unknown, v: unknown): void }) => qc.setQueryData(['x'], 1);\n",
    );
    expect(setData).toContain('no-restricted-syntax');
  });

  it('allows the typed client and the factory, and the transport inside src/lib/api', async () => {
    const typed =
      "import { useQuery } from '@tanstack/react-query';\nimport { keys } from '../../lib/api/keys';\n" +
      "import { client, ok } from '../../lib/api';\n" +
      "export const useX = () => useQuery({ queryKey: keys.settings(), queryFn: () => ok(client.GET('/api/settings', { failMessage: 'f' })) });\n";
    expect(await rulesHit('apps/web/src/features/sky/planted.ts', typed)).not.toContain('no-restricted-syntax');
    expect(await rulesHit('apps/web/src/lib/api/planted.ts', planted)).not.toContain('no-restricted-syntax');
  });
});
