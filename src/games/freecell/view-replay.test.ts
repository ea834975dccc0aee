// The page's view state (FreecellGame) plays through the GameSession: its log replays through the def to the same state.

import { describe, expect, it } from 'vitest';
import { replay } from '../../core/session.ts';
import { MemoryStorage, Store } from '../../core/storage.ts';
import { freecellDef } from './def.ts';
import { FreecellGame } from './game.svelte.ts';
import { encodePosition } from './notation.ts';
import { SAVE_ENTRIES } from './records.ts';
import { table } from './testing.ts';

const nearlyDone = table({
  columns: {
    // Alternating runs only: play reaches such a table from any deal (saves must come from their deal).
    0: 'KC QD JC TD 9C 8D 7C 6D 5C 4D 3C 2D AC',
    1: 'KD QC JD TC 9D 8C 7D 6C 5D 4C 3D 2C AD',
    2: 'KH QS JH TS 9H 8S 7H 6S 5H 4S 3H 2S',
    3: 'KS QH JS TH 9S 8H 7S 6H 5S 4H 3S 2H AS',
  },
  cells: ['AH', null, null, null],
});

describe('FreeCell view replay', () => {
  it('FC-3 FC-9 taps, keys and undo in the view replay through replay(def, log) to the same state, counter included', () => {
    const game = new FreecellGame(() => 0, new Store(new MemoryStorage()));
    game.open({ kind: 'free', deal: 617 }, true);
    for (let i = 0; i < 25; i++) {
      const moves = freecellDef.legalMoves(game.state);
      const m = moves[(i * 7) % moves.length];
      if (m === undefined) break;
      game.play(m);
    }
    game.pressColumn(3);
    game.tap({ kind: 'cell', cell: 3 });
    game.undo();
    game.undo();
    game.tap({ kind: 'column', column: 0 });
    game.tap({ kind: 'home' });
    const log = game.log();
    expect(log.origin).toEqual({ seed: 617 });
    const again = replay(freecellDef, log);
    expect(again.ok).toBe(true);
    if (again.ok) expect(again.value.state).toEqual(game.state);
  });

  it('FC-10 FC-12 a resumed game replays from its position; "finish" is recorded as an action, its trace the cards sent home', () => {
    const store = new Store(new MemoryStorage());
    store.write(SAVE_ENTRIES.free, { deal: 5, position: encodePosition(nearlyDone), moves: 0, elapsedMs: 0, counted: false });
    const game = new FreecellGame(() => 0, store);
    game.open({ kind: 'free', deal: 5 }, false);
    expect(game.state).toEqual(nearlyDone);
    expect(game.finish()).toBe(true);
    expect(game.status).toBe('won');
    expect(game.lastTrace?.kind).toBe('finish');
    expect(game.lastTrace?.steps).toHaveLength(52);
    const log = game.log();
    expect(log).toEqual({ game: 'freecell', origin: { position: encodePosition(nearlyDone) }, steps: [{ cmd: 'finish' }] });
    const again = replay(freecellDef, log);
    expect(again.ok && again.value.state).toEqual(game.state);
  });
});
