// The project's own ESLint rules (plugin "house"), in a module of their own so src/lint.test.ts can
// run them without loading the whole config: reasons on eslint-disable comments, and the layers.
import { dirname, relative, resolve } from 'node:path';

const SRC = resolve(import.meta.dirname, 'src');

/** The layer of a path below src/ ("games/connect/sub/x.ts" → game connect). */
function layerOf(path) {
  const parts = path.split('/');
  const top = parts[0];
  if (top === 'games') return parts.length === 2 ? { layer: 'registry' } : { layer: 'game', game: parts[1] };
  if (['core', 'ui', 'app', 'engine', 'cli'].includes(top)) return { layer: top };
  return { layer: 'root' };
}

const isTestPath = (path) => /\.(test|bench)\.ts$/.test(path) || path.includes('/testing/');

/**
 * Why the file `from` may not import `to` (both below src/), or null. The same picture as
 * src/architecture.test.ts: core ← ui ← games/<id> ← app; engine and cli over core + games; tests
 * and test kits may also drive the engine and the registry.
 */
function forbidden(from, to) {
  const a = layerOf(from);
  const b = layerOf(to);
  if (a.layer === 'root') return null;
  if (isTestPath(from) && (b.layer === 'engine' || b.layer === 'registry')) return null;
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
