// ESLint 9 flat config: JS + typescript-eslint + eslint-plugin-svelte, the layers as import rules,
// and every eslint-disable must say why on the same line ("-- reason"). `npm run lint`, zero warnings.
import js from '@eslint/js';
import ts from 'typescript-eslint';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import svelteConfig from './svelte.config.js';

/** A local rule: `eslint-disable…` comments carry a reason after "--" (ESLint's own description syntax). */
const house = {
  rules: {
    'disable-needs-reason': {
      meta: { type: 'suggestion', schema: [], messages: { reason: 'Say why on the same line: "eslint-disable-next-line rule -- reason".' } },
      create(context) {
        return {
          Program() {
            for (const c of context.sourceCode.getAllComments()) {
              if (/^\s*eslint-disable/.test(c.value) && !/\s--\s*\S/.test(c.value)) context.report({ loc: c.loc, messageId: 'reason' });
            }
          },
        };
      },
    },
  },
};

/** An import rule for the files of one layer: no import into the folders `dirs` below src/ (relative paths). */
const above = (dirs) => `^(\\.\\./)+(${dirs.join('|')})(/|$)`;
const layer = (files, dirs, message, extra = []) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ regex: above(dirs), message }, ...extra] }],
  },
});
const NO_SVELTE = { group: ['svelte', 'svelte/*'], message: 'This layer has no Svelte.' };

export default ts.config(
  { ignores: ['dist/', 'dev-dist/', 'node_modules/', 'test-results/', 'playwright-report/', 'public/'] },
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
  // The layers: core <- ui <- games/<id> <- app; engine and cli over core + games (src/architecture.test.ts checks the same).
  layer(['src/core/**'], ['ui', 'games', 'app', 'engine', 'cli'], 'src/core imports only core.', [NO_SVELTE]),
  layer(['src/ui/**'], ['games', 'app', 'engine', 'cli'], 'src/ui imports only core and ui.'),
  layer(['src/games/*/**'], ['app', 'engine', 'cli'], 'A game imports core, ui and its own folder: the Store and settings come via src/ui/context.ts.', [
    { regex: '^\\.\\./(?!\\.\\.)[^/]+/', message: 'A game never imports another game.' },
  ]),
  // Tests may drive the protocol through the engine and the registry.
  layer(['src/games/*/**/*.test.ts', 'src/games/*/**/*.bench.ts'], ['app', 'cli'], 'A game test never imports the shell.', [
    { regex: '^\\.\\./(?!\\.\\.|registry)[^/]+/', message: 'A game never imports another game.' },
  ]),
  // The router keeps each query as an immutable value: a new route replaces the old one whole, so
  // nothing needs SvelteURLSearchParams' per-key reactivity.
  { files: ['src/ui/router.svelte.ts'], rules: { 'svelte/prefer-svelte-reactivity': 'off' } },
  layer(['src/app/**'], ['engine', 'cli'], 'The shell does not use the engine.'),
  layer(['src/engine/**', 'src/cli/**'], ['ui', 'app'], 'The engine runs over core and the games only.', [NO_SVELTE]),
);
