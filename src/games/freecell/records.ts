// FreeCell saves (FC-12, FC-18), daily deal mapping (FC-16) and statistics (FC-19): schemas and pure updates.

import * as v from 'valibot';
import { addDays, daySeed, type DayKey } from '../../core/dates.ts';
import { createRng } from '../../core/rng.ts';
import { fail, ok, type Result } from '../../core/result.ts';
import type { ErrorData } from '../../core/result.ts';
import { SaveSlots, type LegacySave, type SavedGame } from '../../core/saves.ts';
import { replay } from '../../core/session.ts';
import type { EntrySpec, Store } from '../../core/storage.ts';
import { MAX_COUNT, MAX_PLAY_MS, MAX_TOTAL_MS, boundedInt, counter, playMs } from '../../core/bounds.ts';
import type { Card } from '../../core/cards.ts';
import { MAX_DEAL, dealColumns } from './deal.ts';
import { freecellDef, type FreecellOptions } from './def.ts';
import { decodePosition } from './notation.ts';
import { fitsOn, isWon, type FreecellMove, type FreecellState, type FreecellTrace } from './rules.ts';

/** Deals a fresh "Neues Blatt" draws from: Windows FreeCell's classic range. */
export const RANDOM_DEAL_MAX = 1_000_000;

/** How many days the daily challenge keeps open: today and the 29 days before it. */
export const DAILY_WINDOW = 30;

/**
 * FC-16: the daily deal of a local calendar day. The day's seed daySeed(YYYY-MM-DD) =
 * YYYYMMDD seeds the project generator kb-rng-1 (src/core/rng.ts), and
 * deal = 1 + nextInt(1,000,000): one Microsoft deal number in 1 … 1,000,000, the same for
 * everyone on that date, with neighbouring days far apart.
 */
export function dailyDeal(day: DayKey): number {
  return 1 + createRng(daySeed(day)).nextInt(RANDOM_DEAL_MAX);
}

/** The playable daily days, newest first: today and the 29 days before. */
export function dailyDays(today: DayKey): DayKey[] {
  return Array.from({ length: DAILY_WINDOW }, (_, i) => addDays(today, -i));
}

// ---------------------------------------------------------------- saves

const dayKey = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));

/**
 * Whether play can lead from deal `deal` to `state`. A card never moved still lies where the
 * deal put it, so each column is a start of its dealt column followed by cards that were
 * played onto it, each one fitting on the card below (FC-5); a supermove keeps that too.
 */
export function reachableFromDeal(deal: number, state: FreecellState): boolean {
  const dealt = dealColumns(deal);
  return state.columns.every((column, i) => {
    const original = dealt[i] ?? [];
    let k = 0;
    while (k < column.length && column[k] === original[k]) k++;
    for (let j = Math.max(k, 1); j < column.length; j++) if (!fitsOn(column[j] as Card, column[j - 1] as Card)) return false;
    return true;
  });
}

const saveSchema = v.pipe(
  v.object({
    deal: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_DEAL)),
    /** The daily challenge's day (daily slot only). */
    day: v.optional(dayKey),
    /** The table in ENGINE.md board text. */
    position: v.pipe(v.string(), v.maxLength(2000)),
    moves: counter,
    elapsedMs: playMs,
    /** Whether this attempt already counts as played (FC-19: from its first move). */
    counted: v.boolean(),
  }),
  // Schema-valid but impossible tables are refused too (set aside by the store, never resumed).
  v.check((s) => s.day === undefined || dailyDeal(s.day) === s.deal, 'the daily day and the deal number disagree'),
  v.check((s) => {
    const r = restoreSave(s);
    if (!r.ok) return false;
    const home = r.value.foundations.reduce((a, b) => a + b, 0);
    return s.moves >= home && reachableFromDeal(s.deal, r.value);
  }, 'the table cannot come from this deal'),
);
export type FreecellSave = v.InferOutput<typeof saveSchema>;

export type SlotKind = 'free' | 'daily';

/** FC-18: free deals and the daily deal live in separate slots. */
export const SAVE_ENTRIES: Readonly<Record<SlotKind, EntrySpec<FreecellSave>>> = {
  free: { name: 'freecell/save/free', version: 1, schema: saveSchema },
  daily: { name: 'freecell/save/daily', version: 1, schema: saveSchema },
};

// ---------------------------------------------------------------- saves as replay logs

/**
 * What a FreeCell save keeps beside its position: the deal (and the daily day) it belongs to and
 * the move counter, which the board text does not carry (see freecellDef.encode). The replay log
 * starts at the current position with no steps (FC-12: the undo history does not survive).
 */
export const saveMetaSchema = v.object({
  deal: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_DEAL)),
  day: v.optional(dayKey),
  moves: counter,
});
export type FreecellSaveMeta = v.InferOutput<typeof saveMetaSchema>;

/** A save of the format before replay logs (SAVE_ENTRIES, version 1) as a SavedGame: read once, then removed. */
export function migrateLegacySave(old: FreecellSave): SavedGame<FreecellSaveMeta> {
  const day = old.day === undefined ? {} : { day: old.day };
  return {
    log: { game: 'freecell', origin: { position: old.position }, steps: [] },
    attempt: { ...day, practice: false, counted: old.counted ? ['played'] : [], elapsedMs: old.elapsedMs },
    meta: { deal: old.deal, ...day, moves: old.moves },
  };
}

const legacySlot = (kind: SlotKind): LegacySave<FreecellSaveMeta> => ({
  read: (store) => {
    const old = store.read(SAVE_ENTRIES[kind]);
    return old === undefined ? undefined : migrateLegacySave(old);
  },
  remove: (store) => store.remove(SAVE_ENTRIES[kind].name),
});

/** The saves of the format before replay logs, per slot: read once into the slot, then removed. */
export const LEGACY_SLOTS: Readonly<Record<SlotKind, LegacySave<FreecellSaveMeta>>> = { free: legacySlot('free'), daily: legacySlot('daily') };

/**
 * Whether play can have written a replay-log save (the same protection as the legacy schema above):
 * its log replays, the table is not finished, the daily day and the deal agree, the move counter
 * covers the cards at home and the table can come from the deal. A refused save is set aside.
 */
export function possibleSlotSave(saved: SavedGame<FreecellSaveMeta>): boolean {
  const { meta } = saved;
  if (meta.day !== undefined && dailyDeal(meta.day) !== meta.deal) return false;
  const r = replay(freecellDef, saved.log);
  if (!r.ok) return false;
  const state = r.value.state;
  if (isWon(state)) return false;
  const home = state.foundations.reduce((a, b) => a + b, 0);
  return meta.moves >= home && reachableFromDeal(meta.deal, state);
}

/** FC-12, FC-18: the free and the daily slot, as replay logs of the position, migrating the saves players have. */
export function freecellSlots(
  store: Store,
): SaveSlots<FreecellState, FreecellMove, FreecellOptions, FreecellTrace, ErrorData, typeof freecellDef.actions, SlotKind, FreecellSaveMeta> {
  return new SaveSlots(store, freecellDef, {
    slots: ['free', 'daily'],
    meta: saveMetaSchema,
    history: 'position',
    legacy: LEGACY_SLOTS,
    check: possibleSlotSave,
  });
}

/** Rebuild the table of a save (FC-12): position and move counter; no undo history. */
export function restoreSave(save: FreecellSave): Result<FreecellState> {
  const r = decodePosition(save.position);
  if (!r.ok) return r;
  if (isWon(r.value)) return fail('bad_save', 'A finished game is not resumed.');
  return ok({ ...r.value, moves: save.moves });
}

// ---------------------------------------------------------------- statistics

/** Every card goes home once, each by a move of its own or one counted by "finish" (FC-10). */
const MIN_WIN_MOVES = 52;

const statsSchema = v.pipe(
  v.object({
    played: counter,
    won: counter,
    bestTimeMs: v.nullable(playMs),
    bestMoves: v.nullable(v.pipe(counter, v.minValue(MIN_WIN_MOVES))),
    /** Sums over won deals, for the averages. */
    wonTimeMs: boundedInt(MAX_TOTAL_MS),
    wonMoves: boundedInt(MAX_TOTAL_MS),
    /** FC-16: the daily days won (no streak is derived from them anywhere). */
    dailyWon: v.pipe(v.array(dayKey), v.maxLength(MAX_COUNT)),
  }),
  // What play writes always holds together (recordWin, countPlayed).
  v.check((s) => s.won <= s.played, 'more deals won than played'),
  v.check((s) => (s.won === 0) === (s.bestTimeMs === null) && (s.won === 0) === (s.bestMoves === null), 'bests and wins disagree'),
  v.check((s) => s.wonTimeMs <= s.won * MAX_PLAY_MS && s.wonMoves <= s.won * MAX_COUNT, 'sums beyond what the wins allow'),
  v.check((s) => s.bestTimeMs === null || s.bestTimeMs * s.won <= s.wonTimeMs, 'best time above the average'),
  v.check((s) => s.bestMoves === null || s.bestMoves * s.won <= s.wonMoves, 'fewest moves above the average'),
  v.check((s) => s.dailyWon.length <= s.won && new Set(s.dailyWon).size === s.dailyWon.length, 'daily days won disagree with the wins'),
);
export type FreecellStats = v.InferOutput<typeof statsSchema>;

export const STATS_ENTRY: EntrySpec<FreecellStats> = { name: 'freecell/stats', version: 1, schema: statsSchema };

export const EMPTY_STATS: FreecellStats = {
  played: 0,
  won: 0,
  bestTimeMs: null,
  bestMoves: null,
  wonTimeMs: 0,
  wonMoves: 0,
  dailyWon: [],
};

/** FC-19: a deal counts as played once its first move is made (each replay again). */
export function countPlayed(s: FreecellStats | undefined): FreecellStats {
  const base = s ?? EMPTY_STATS;
  return { ...base, played: base.played + 1 };
}

/** A won deal: time, moves and (for the daily challenge) the day. */
export function recordWin(s: FreecellStats | undefined, win: { timeMs: number; moves: number; day?: DayKey }): FreecellStats {
  const base = s ?? EMPTY_STATS;
  const timeMs = Math.min(MAX_PLAY_MS, Math.max(0, Math.round(win.timeMs)));
  const dailyWon = win.day === undefined || base.dailyWon.includes(win.day) ? base.dailyWon : [...base.dailyWon, win.day].sort();
  return {
    ...base,
    // A win always follows a counted first move; this keeps won ≤ played even for odd saves.
    played: Math.max(base.played, base.won + 1),
    won: base.won + 1,
    bestTimeMs: base.bestTimeMs === null ? timeMs : Math.min(base.bestTimeMs, timeMs),
    bestMoves: base.bestMoves === null ? win.moves : Math.min(base.bestMoves, win.moves),
    wonTimeMs: base.wonTimeMs + timeMs,
    wonMoves: base.wonMoves + win.moves,
    dailyWon,
  };
}

export interface StatsSummary {
  readonly played: number;
  readonly won: number;
  /** 0 … 1, or null before the first deal. */
  readonly winRate: number | null;
  readonly bestTimeMs: number | null;
  readonly bestMoves: number | null;
  readonly avgTimeMs: number | null;
  readonly avgMoves: number | null;
}

export function summarize(s: FreecellStats | undefined): StatsSummary {
  const b = s ?? EMPTY_STATS;
  return {
    played: b.played,
    won: b.won,
    winRate: b.played > 0 ? b.won / b.played : null,
    bestTimeMs: b.bestTimeMs,
    bestMoves: b.bestMoves,
    avgTimeMs: b.won > 0 ? b.wonTimeMs / b.won : null,
    avgMoves: b.won > 0 ? b.wonMoves / b.won : null,
  };
}
