// ESLint (flat config): TypeScript's recommended rules plus the import boundaries of docs/architecture.md.
// Syntax-only (no type information) so `npm run lint` stays fast on a small machine; tsc does the type checks.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import cosmos from './scripts/eslint-no-literal-text.mjs';

const featuresDir = 'apps/web/src/features';
const features = readdirSync(new URL(`./${featuresDir}`, import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/**
 * Web folders whose user-facing text is externalised (issue 19): in these, literal text in JSX is an error
 * (scripts/eslint-no-literal-text.mjs). Add your folder here once its strings are in locales/<lang>/<ns>.json.
 */
export const TRANSLATED_FOLDERS = [
  'apps/web/src/app',
  'apps/web/src/components',
  'apps/web/src/features/auth',
  'apps/web/src/features/account',
  'apps/web/src/features/billing',
  'apps/web/src/features/dashboard',
  'apps/web/src/features/home',
  'apps/web/src/features/notifications',
  'apps/web/src/features/support',
  'apps/web/src/features/conjunctions',
  'apps/web/src/features/missions',
  'apps/web/src/features/objects',
  'apps/web/src/features/accuracy',
  'apps/web/src/features/observing',
  'apps/web/src/features/sky',
  'apps/web/src/features/teams',
  'apps/web/src/features/visualization',
  'apps/web/src/lib/a11y',
  'apps/web/src/features/admin',
  'apps/web/src/features/chatbot',
  'apps/web/src/features/community',
  'apps/web/src/features/docs',
  'apps/web/src/features/science',
  'apps/web/src/features/vr',
  'apps/web/src/vr',
];

const root = fileURLToPath(new URL('.', import.meta.url));
const serverModulesDir = 'apps/server/src/modules';
const serverModules = readdirSync(new URL(`./${serverModulesDir}`, import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/**
 * A server module asks another module's service, never its repository: each module owns its tables.
 * Globs are matched against the resolved absolute path of the import.
 */
export const repositoryZones = serverModules.map((name) => ({
  target: `./${serverModulesDir}/${name}`,
  from: `${root}${serverModulesDir}/*/**/*.repository.ts`,
  except: [`${root}${serverModulesDir}/${name}/**`],
  message: `A module imports another module's service, never its repository: expose what ${name} needs from that module's service.`,
}));

/** Every zone is "files under `target` may not import from `from`" (paths from the repository root). */
const zones = [
  // Web: a feature is self-contained; shared things live in lib/ or components/ui.
  ...features.map((name) => ({
    target: `./${featuresDir}/${name}`,
    from: `./${featuresDir}`,
    except: [`./${name}`],
    message: 'A feature does not import another feature: move what both need to src/lib or src/components/ui.',
  })),
  {
    target: `./${featuresDir}`,
    from: './apps/web/src/app',
    message: 'Features do not import the app shell; shared pieces (theme, auth) live in src/lib.',
  },
  ...['components', 'lib', 'scene', 'vr', 'workers'].map((dir) => ({
    target: `./apps/web/src/${dir}`,
    from: [`./${featuresDir}`, './apps/web/src/app'],
    message: `src/${dir} is shared: it imports no feature and not the app shell.`,
  })),
  {
    target: './apps/web',
    from: './apps/server',
    message: 'The web app talks to the server over HTTP and sockets only.',
  },
  { target: './apps/server', from: './apps/web', message: 'The server does not import the web app.' },
  // Server: infrastructure below the modules never reaches up into them; app.ts wires them together.
  ...['lib', 'db', 'plugins', 'sky', 'context.ts', 'config.ts'].map((dir) => ({
    target: `./apps/server/src/${dir}`,
    from: ['./apps/server/src/modules', './apps/server/src/realtime', './apps/server/src/jobs'],
    message: `server src/${dir} is infrastructure: it imports no module, realtime or job (pass what it needs in from app.ts).`,
  })),
  // Packages: written once, used by both apps, so they import neither.
  { target: './packages', from: './apps', message: 'packages/* import nothing from the apps.' },
  {
    target: './packages/contracts',
    from: './packages/astro',
    message: 'Contracts are schemas only; they do not import the sky math.',
  },
  {
    target: './packages/astro',
    from: './packages/contracts',
    message: 'packages/astro is pure math: it does not depend on the API contracts.',
  },
];

/** Zones resolve from the repository root whatever the working directory (an editor, a test in apps/server). */
const restrictedPaths = (list) => ['error', { zones: list, basePath: root }];

/**
 * The hand-written server call and the literal query key, anywhere outside src/lib/api. Every web file is migrated
 * (issue 31: the hand-written `api<T>('/api/…')` helper is gone); the rule keeps a new one from coming back.
 */
export const UNTYPED_CALLS = [
  {
    selector: "CallExpression[callee.name='api']",
    message:
      "Call the server through the typed client: a function in src/lib/api/queries/<area>.ts using `client` (ADR 0021), not api<T>('/api/…').",
  },
  {
    selector: "Property[key.name='queryKey'] > ArrayExpression",
    message: 'Query keys come from the one factory, src/lib/api/keys.ts (ADR 0021): add the key there.',
  },
  {
    selector: 'CallExpression[callee.property.name=/^(setQueryData|getQueryData|cancelQueries)$/] > ArrayExpression',
    message: 'Query keys come from the one factory, src/lib/api/keys.ts (ADR 0021): add the key there.',
  },
];

/** The sky libraries only packages/astro may import. */
const SKY_LIBRARIES = ['satellite.js', 'astronomy-engine'].map((name) => ({
  name,
  message: `${name} is used through @cosmos/astro only: add what you need there (one sky engine).`,
}));

export default tseslint.config(
  {
    // Some comments disable rules of configs this file does not load (eslint's own recommended set); not an error.
    linterOptions: { reportUnusedDisableDirectives: 'off' },
  },
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', '**/coverage/**', 'apps/web/public/**', '**/*.d.ts'],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these import-x reads only .js files when it follows imports (no-cycle would see nothing).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': restrictedPaths([...zones, ...repositoryZones]),
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // The codebase's conventions: `_unused` arguments are deliberate; `any` is rare and reviewed.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: TRANSLATED_FOLDERS.map((dir) => `${dir}/**/*.tsx`),
    ignores: ['**/*.test.tsx'],
    plugins: { cosmos },
    rules: { 'cosmos/no-literal-text': 'error' },
  },
  {
    // One sky engine: satellite.js and astronomy-engine are used through @cosmos/astro only.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['packages/astro/**'],
    rules: { 'no-restricted-imports': ['error', { paths: SKY_LIBRARIES }] },
  },
  {
    // One typed client: the server is called through src/lib/api, with keys from its factory (ADR 0021).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/api/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...UNTYPED_CALLS] },
  },
  {
    // Independent references may call the libraries directly: tests that check astro against them, the assistant's
    // evaluation answers (apps/server/eval) and the benchmarks' bare baselines (scripts/bench).
    files: ['**/*.test.{ts,tsx}', 'apps/server/eval/**', 'scripts/bench/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Tests may reach into another module's repository to arrange or inspect rows; the rule is for running code.
    files: [`${serverModulesDir}/**/*.test.ts`],
    rules: { 'import-x/no-restricted-paths': restrictedPaths(zones) },
  },
  {
    // packages/astro runs in browsers, workers and Node alike: no Node APIs (tests may use them).
    files: ['packages/astro/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*'], message: 'packages/astro uses no Node APIs.' }] },
      ],
    },
  },
);
