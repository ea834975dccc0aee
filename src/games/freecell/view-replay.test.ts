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
    0: 'KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C AC',
    1: 'KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D AD',
    2: 'KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H',
    3: 'KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS',
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
