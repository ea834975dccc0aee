// Benchmarks of the core hot paths (npm run bench).
import { bench, describe } from 'vitest';
import { createRng, shuffled } from './rng.ts';
import { fullDeck, parseCard, cardToString } from './cards.ts';
import { startSession } from './session.ts';
import { toyDef } from '../testing/toy-game.ts';
import { MemoryStorage, Store, type EntrySpec } from './storage.ts';
import * as v from 'valibot';

describe('rng', () => {
  const rng = createRng(1);
  bench('nextUint32', () => {
    rng.nextUint32();
  });
  bench('shuffle a 52-card deck', () => {
    shuffled(fullDeck(), rng);
  });
});

describe('cards', () => {
  bench('parse + format all 52 cards', () => {
    for (let c = 0; c < 52; c++) parseCard(cardToString(c));
  });
});

describe('session', () => {
  const started = startSession(toyDef, { position: { pile: 1_000_000 } });
  if (!started.ok) throw new Error('toy start failed');
  const s = started.value;
  bench('play + undo + redo', () => {
    // Restart now and then: the toy state keeps its whole move list, which would grow.
    if (s.depth > 50) s.restart();
    s.play(1);
    s.undo();
    s.redo();
  });
});

describe('storage', () => {
  const spec: EntrySpec<{ moves: string[] }> = { name: 'bench', version: 1, schema: v.object({ moves: v.array(v.string()) }) };
  const store = new Store(new MemoryStorage());
  store.write(spec, { moves: Array.from({ length: 200 }, (_, i) => `m${i}`) });
  bench('read + validate a 200-move save', () => {
    store.read(spec);
  });
});
