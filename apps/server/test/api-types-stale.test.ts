/**
 * The web's typed client is generated from this server's OpenAPI document (`npm run gen:api`); the lint step runs
 * `scripts/gen-api-types.ts --check`. Here: the committed file is current, and the check names a planted stale one.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { SCHEMA_FILE, generateSchemaText, staleness } from '../../../scripts/gen-api-types.ts';

let generated: string;
beforeAll(async () => {
  generated = await generateSchemaText();
}, 60_000);

describe('the generated API types (apps/web/src/lib/api/schema.gen.ts)', () => {
  it('are current with the route schemas', () => {
    expect(staleness(SCHEMA_FILE, generated)).toBeNull();
    expect(generated).toContain("'/api/settings': {");
  });

  it('are reported stale when a route schema changed since the file was generated', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cosmos-api-types-'));
    const planted = join(dir, 'schema.gen.ts');
    // As if a response gained a field the committed file does not know.
    writeFileSync(planted, readFileSync(SCHEMA_FILE, 'utf8').replace('darkMode: boolean;', 'darkMode: string;'));
    expect(readFileSync(planted, 'utf8')).not.toBe(generated);
    expect(staleness(planted, generated)).toMatch(/is stale.*npm run gen:api/);
    expect(staleness(join(dir, 'missing.ts'), generated)).toMatch(/is missing/);
  });
});
