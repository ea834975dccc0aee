// ESLint 9 flat config: JS + typescript-eslint + eslint-plugin-svelte, the layers as import rules,
// and every eslint-disable must say why on the same line ("-- reason"). `npm run lint`, zero warnings.
import js from '@eslint/js';
import ts from 'typescript-eslint';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import svelteConfig from './svelte.config.js';
import { house } from './eslint.house.js';

const NO_SVELTE = { group: ['svelte', 'svelte/*'], message: 'This layer has no Svelte.' };
const noSvelte = (files) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns: [NO_SVELTE] }] } });

export default ts.config(
  // dist-*/ and *-results/: the build folders and reports of parallel runs (KK_OUTDIR=dist-<name>, see playwright.config.ts).
  { ignores: ['dist/', 'dist-*/', 'dev-dist/', 'node_modules/', 'test-results/', '*-results/', 'playwright-report/', 'public/'] },
  js.configs.recommended,
  ...ts.configs.recommended,
  ...svelte.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { house },
    rules: {
      'house/disable-needs-reason': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: { parserOptions: { parser: ts.parser, extraFileExtensions: ['.svelte'], svelteConfig } },
  },
  // The layers: core <- ui <- games/<id> <- app; engine and cli over core + games (eslint.house.js;
  // src/architecture.test.ts checks the same picture over the whole tree, src/lint.test.ts this rule).
  { files: ['src/**'], rules: { 'house/layers': 'error' } },
  noSvelte(['src/core/**', 'src/engine/**', 'src/cli/**']),
  // The router keeps each query as an immutable value: a new route replaces the old one whole, so
  // nothing needs SvelteURLSearchParams' per-key reactivity.
  { files: ['src/ui/router.svelte.ts'], rules: { 'svelte/prefer-svelte-reactivity': 'off' } },
);
