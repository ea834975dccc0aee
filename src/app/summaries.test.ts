// Issue 12: the start page's "Weiterspielen" hints and daily marks, read from the games' real saves.
import { describe, expect, it } from 'vitest';
import { Attempt } from '../core/attempt.ts';
import { localDayKey, utcDayKey } from '../core/dates.ts';
import { slotEntry } from '../core/saves.ts';
import { startSession } from '../core/session.ts';
import { KEY_PREFIX, MemoryStorage, Store } from '../core/storage.ts';
import { freecellDef } from '../games/freecell/def.ts';
import { STATS_ENTRY, dailyDeal, freecellSlots, recordWin } from '../games/freecell/records.ts';
import { legalMoves as freecellMoves } from '../games/freecell/rules.ts';
import { numbermatchDef } from '../games/numbermatch/def.ts';
import { legalMoves as numbermatchMoves } from '../games/numbermatch/rules.ts';
import { logOrigin, numbermatchSlots } from '../games/numbermatch/saves.ts';
import { RECORDS_ENTRY, SAVE_ENTRIES as BOWLS_SAVE_ENTRIES, emptyRecords } from '../games/bowls/records.ts';
import { ROUND_SLOT as CONNECT_OWN_SLOT } from '../games/connect/page.ts';
import * as v from 'valibot';
import { SLOT_VERSION, safeSummary, slotName, type GameSummary } from '../ui/summary.ts';
import { BOWLS_RECORDS, BOWLS_SAVES } from '../games/bowls/summary.ts';
import { CONNECT_ROUND_SLOT } from '../games/connect/summary.ts';
import { FREECELL_STATS } from '../games/freecell/summary.ts';
import { gameById } from '../games/registry.ts';
import type { GameId } from '../core/game.ts';

const summaryOf = (id: GameId, store: Store, now: Date): GameSummary => safeSummary(gameById(id)?.summary, store, now);

const NOW = new Date(2026, 11, 3, 12, 0, 0);

function freshStore(): { store: Store; backend: MemoryStorage } {
  const backend = new MemoryStorage();
  return { store: new Store(backend), backend };
}

/** A FreeCell free game of `deal` with `n` legal moves played, saved as the page saves it. */
function saveFreecell(store: Store, deal: number, n: number, day?: string): void {
  const s = startSession(freecellDef, { seed: deal });
  if (!s.ok) throw new Error(s.error.message);
  for (let i = 0; i < n; i++) {
    const m = freecellMoves(s.value.state)[0];
    if (m === undefined) throw new Error('no move');
    s.value.play(m);
  }
  const kind = day === undefined ? 'free' : 'daily';
  const meta = { deal, ...(day === undefined ? {} : { day }), moves: s.value.state.moves };
  const w = freecellSlots(store).save(kind, s.value, new Attempt(), meta);
  if (!w.ok) throw new Error(w.error.message);
}

describe('issue 12: start page summaries', () => {
  it('entry names and versions are the games’ own (a renamed or migrated entry fails here, not for a player)', () => {
    const probe = slotEntry('freecell', 'free', v.unknown());
    expect(probe.name).toBe(slotName('freecell', 'free'));
    expect(probe.version).toBe(SLOT_VERSION);
    expect({ name: STATS_ENTRY.name, version: STATS_ENTRY.version }).toEqual(FREECELL_STATS);
    expect({ name: RECORDS_ENTRY.name, version: RECORDS_ENTRY.version }).toEqual(BOWLS_RECORDS);
    expect(BOWLS_SAVE_ENTRIES.endless.name).toBe(BOWLS_SAVES.endless);
    expect(BOWLS_SAVE_ENTRIES.daily.name).toBe(BOWLS_SAVES.daily);
    expect(BOWLS_SAVE_ENTRIES.puzzle.name).toBe(BOWLS_SAVES.puzzle);
    expect(BOWLS_SAVE_ENTRIES.endless.version).toBe(BOWLS_SAVES.version);
    expect(CONNECT_ROUND_SLOT).toBe(CONNECT_OWN_SLOT);
  });

  it('nothing saved: every game offers plain "Spielen"', () => {
    const { store } = freshStore();
    for (const id of ['connect', 'bowls', 'numbermatch', 'freecell', 'pyramid'] as const) {
      expect(summaryOf(id, store, NOW)).toEqual({ inProgress: null, daily: null });
    }
  });

  it('FreeCell: a free deal in progress shows its number (German style) and moves', () => {
    const { store } = freshStore();
    saveFreecell(store, 637253, 3);
    expect(summaryOf('freecell', store, NOW).inProgress).toEqual({ detail: 'Blatt Nr. 637.253 · 3 Züge' });
  });

  it('FreeCell: a deal saved before its first move is not "in progress"', () => {
    const { store } = freshStore();
    saveFreecell(store, 58, 0);
    expect(summaryOf('freecell', store, NOW).inProgress).toBeNull();
  });

  it('FreeCell: today’s daily is begun, then done once won', () => {
    const { store } = freshStore();
    const today = localDayKey(NOW);
    saveFreecell(store, dailyDeal(today), 1, today);
    expect(summaryOf('freecell', store, NOW).daily).toBe('started');
    store.write(STATS_ENTRY, recordWin(undefined, { timeMs: 60_000, moves: 90, day: today }));
    expect(summaryOf('freecell', store, NOW).daily).toBe('done');
    // A daily of another day says nothing about today.
    const other = freshStore().store;
    saveFreecell(other, dailyDeal('2026-11-30'), 1, '2026-11-30');
    expect(summaryOf('freecell', other, NOW).daily).toBeNull();
  });

  it('Number Match: the stage in progress with its link, then the free game', () => {
    const { store } = freshStore();
    const slots = numbermatchSlots(store);
    const origin = { kind: 'stage', id: '1-2' } as const;
    const from = logOrigin(origin);
    if (!from) throw new Error('no origin');
    const s = startSession(numbermatchDef, from);
    if (!s.ok) throw new Error(s.error.message);
    const m = numbermatchMoves(s.value.state)[0];
    if (m === undefined) throw new Error('no move');
    s.value.play(m);
    slots.save('stage', s.value, new Attempt(), { origin });
    expect(summaryOf('numbermatch', store, NOW).inProgress).toEqual({ detail: 'Stufe 1-2 · 1 Zug', query: { stage: '1-2' } });
    slots.clear('stage');
    const free = startSession(numbermatchDef, { seed: 0, options: { start: 'classic' } });
    if (!free.ok) throw new Error(free.error.message);
    free.value.play(numbermatchMoves(free.value.state)[0] as never);
    free.value.play(numbermatchMoves(free.value.state)[0] as never);
    slots.save('free', free.value, new Attempt(), { origin: { kind: 'classic' } });
    expect(summaryOf('numbermatch', store, NOW).inProgress).toEqual({ detail: 'Freies Spiel · 2 Züge', query: { classic: '1' } });
  });

  it('Farbschalen: the endless attempt in progress; the daily done once its record is there', () => {
    const { store } = freshStore();
    const day = utcDayKey(NOW);
    store.write(BOWLS_SAVE_ENTRIES.endless, {
      log: { game: 'bowls', origin: { seed: 7, options: { mode: 'endless' } }, steps: [{ move: 0 }, { move: 3 }] },
      practice: false,
      recorded: false,
    });
    expect(summaryOf('bowls', store, NOW).inProgress).toEqual({ detail: 'Endlos · 2 Züge' });
    store.write(BOWLS_SAVE_ENTRIES.daily, {
      log: { game: 'bowls', origin: { seed: 20261203, options: { mode: 'daily' } }, steps: [{ move: 1 }] },
      practice: false,
      recorded: false,
      day,
    });
    expect(summaryOf('bowls', store, NOW).daily).toBe('started');
    store.write(RECORDS_ENTRY, { ...emptyRecords(), daily: { [day]: { best: 120, played: 1 } } });
    expect(summaryOf('bowls', store, NOW).daily).toBe('done');
    // A finished (recorded) attempt is no longer in progress.
    store.write(BOWLS_SAVE_ENTRIES.endless, {
      log: { game: 'bowls', origin: { seed: 7, options: { mode: 'endless' } }, steps: [{ move: 0 }] },
      practice: false,
      recorded: true,
    });
    expect(summaryOf('bowls', store, NOW).inProgress).toBeNull();
  });

  it('Paare verbinden: the round hook reads a core save slot and counts the pairs', () => {
    const { backend, store } = freshStore();
    const data = {
      log: { game: 'connect', origin: { seed: '41739205-b' }, steps: [{ move: 'a' }, { cmd: 'shuffle' }, { move: 'b' }] },
      attempt: {},
      meta: null,
    };
    backend.setItem(KEY_PREFIX + slotName('connect', CONNECT_ROUND_SLOT), JSON.stringify({ kk: 1, v: 1, data }));
    expect(summaryOf('connect', store, NOW).inProgress).toEqual({ detail: '2 Paare abgeräumt' });
  });

  it('bad saves: corrupt, foreign or odd entries give plain "Spielen", never a throw, and a valid save of another game is untouched', () => {
    const bad = [
      '{not json',
      JSON.stringify({ kk: 1, v: 1, data: { log: 'x' } }),
      JSON.stringify({ kk: 1, v: 1, data: { log: { steps: [] }, meta: { deal: -3, moves: 'x' } } }),
      '42',
      'null',
    ];
    for (const text of bad) {
      const { backend, store } = freshStore();
      saveFreecell(store, 11982, 2);
      const goodFreecell = backend.getItem(KEY_PREFIX + 'freecell/slot/free');
      for (const name of [
        'numbermatch/slot/stage',
        'numbermatch/slot/free',
        'bowls/save/endless',
        'bowls/records',
        'connect/slot/round',
        'freecell/stats',
        'freecell/slot/daily',
      ]) {
        backend.setItem(KEY_PREFIX + name, text);
      }
      for (const id of ['connect', 'bowls', 'numbermatch', 'pyramid'] as const) expect(summaryOf(id, store, NOW)).toEqual({ inProgress: null, daily: null });
      expect(summaryOf('freecell', store, NOW)).toEqual({ inProgress: { detail: 'Blatt Nr. 11.982 · 2 Züge' }, daily: null });
      expect(backend.getItem(KEY_PREFIX + 'freecell/slot/free')).toBe(goodFreecell);
    }
  });

  it('an entry the start page cannot make sense of is left in place for the game to judge', () => {
    const { backend, store } = freshStore();
    const text = JSON.stringify({
      kk: 1,
      v: 1,
      data: { log: { game: 'numbermatch', origin: { seed: 3 }, steps: [{ move: 'add' }] }, attempt: {}, meta: { origin: { kind: 'future' } } },
    });
    backend.setItem(KEY_PREFIX + 'numbermatch/slot/free', text);
    expect(summaryOf('numbermatch', store, NOW).inProgress).toBeNull();
    // Schema-odd but a valid envelope: the start page leaves it for the game to judge.
    expect(backend.getItem(KEY_PREFIX + 'numbermatch/slot/free')).toBe(text);
  });
});
