// The project's own ESLint rules (plugin "house"), in a module of their own so src/lint.test.ts can
// run them without loading the whole config: reasons on eslint-disable comments, and the layers.
import { dirname, relative, resolve } from 'node:path';

const SRC = resolve(import.meta.dirname, 'src');

/**
 * The layers, written once: this rule lints each import with them and src/architecture.test.ts
 * checks every edge of the tree with them.
 *
 *   core  ←  ui  ←  games/<id>  ←  app          engine, cli  over core + games
 *                                               testing      over core + engine (tests only)
 *
 * core imports only core; ui imports core and ui; a game imports core, ui and its own folder, never
 * another game or the shell; src/games/registry.ts lists the games (defs.ts their rules for the
 * engine); app may import everything but engine/cli; engine and cli use core, the games and each
 * other; src/testing (the conformance kit) runs over core and the engine, and only tests use it.
 * Tests outside core may also drive the engine and the registry.
 */

/** The layer of a path below src/ ("games/connect/sub/x.ts" → game connect). */
export function layerOf(path) {
  const parts = path.split('/');
  const top = parts[0];
  if (top === 'games') return parts.length === 2 ? { layer: 'registry' } : { layer: 'game', game: parts[1] };
  if (['core', 'ui', 'app', 'engine', 'cli', 'testing'].includes(top)) return { layer: top };
  return { layer: 'root' };
}

/** A test, a bench or a test helper (a file in a testing/ folder, the kit's layer included). */
export const isTestPath = (path) => /\.(test|bench)\.ts$/.test(path) || path.includes('/testing/') || path.startsWith('testing/');

/** Why the file `from` may not import `to` (both paths below src/), or null when the edge is allowed. */
export function forbidden(from, to) {
  const a = layerOf(from);
  const b = layerOf(to);
  if (a.layer === 'root') return null;
  if (b.layer === 'testing') return isTestPath(from) ? null : 'Only tests use the conformance kit (src/testing)';
  if (isTestPath(from) && a.layer !== 'core' && (b.layer === 'engine' || b.layer === 'registry')) return null;
  switch (a.layer) {
    case 'core':
      return b.layer === 'core' ? null : 'src/core imports only core';
    case 'ui':
      return b.layer === 'core' || b.layer === 'ui' ? null : 'src/ui imports only core and ui';
    case 'game':
      if (b.layer === 'core' || b.layer === 'ui') return null;
      if (b.layer === 'game') return b.game === a.game ? null : 'A game never imports another game';
      if (b.layer === 'app') return 'A game never imports the shell: the Store and settings come via src/ui/context.ts';
      return `A game imports core, ui and its own folder, never ${b.layer}`;
    case 'registry':
      return ['core', 'ui', 'game', 'registry'].includes(b.layer) ? null : 'The registry lists games only';
    case 'app':
      return b.layer === 'engine' || b.layer === 'cli' ? 'The shell does not use the engine' : null;
    case 'engine':
    case 'cli':
      return ['core', 'game', 'registry', 'engine', 'cli'].includes(b.layer) ? null : 'The engine runs over core and the games only';
    case 'testing':
      return b.layer === 'core' || b.layer === 'engine' ? null : 'The conformance kit runs over core and the engine only';
  }
  return null;
}

/** Local rules: reasons on eslint-disable comments; the layers, resolved from each file's own path. */
export const house = {
  rules: {
    // Resolving the path (not matching "../x/" patterns) catches imports from any depth:
    // `../../freecell/sub/x.ts` from a nested folder, `../../games/freecell/…` from a game.
    layers: {
      meta: { type: 'problem', schema: [], messages: { layer: '{{why}} (imports src/{{to}}).' } },
      create(context) {
        const from = relative(SRC, context.filename).split('\\').join('/');
        if (from.startsWith('..')) return {};
        const check = (source) => {
          if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
          const to = relative(SRC, resolve(dirname(context.filename), source.value))
            .split('\\')
            .join('/');
          if (to.startsWith('..')) return;
          const why = forbidden(from, to);
          if (why) context.report({ node: source, messageId: 'layer', data: { why, to } });
        };
        return {
          ImportDeclaration: (node) => check(node.source),
          ExportNamedDeclaration: (node) => check(node.source),
          ExportAllDeclaration: (node) => check(node.source),
          ImportExpression: (node) => check(node.source),
        };
      },
    },
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
