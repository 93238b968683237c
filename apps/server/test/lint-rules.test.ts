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
