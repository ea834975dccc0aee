// FreeCell games in progress (FC-12, FC-18): the free and the daily slot as replay logs of the
// position, the checks that refuse a table play cannot reach, and the saves of the format before.

import * as v from 'valibot';
import { fail, ok, type Result } from '../../core/result.ts';
import type { ErrorData } from '../../core/result.ts';
import { SaveSlots, type LegacySave, type SavedGame } from '../../core/saves.ts';
import { replay } from '../../core/session.ts';
import type { EntrySpec, Store } from '../../core/storage.ts';
import { counter, playMs } from '../../core/bounds.ts';
import type { Card } from '../../core/cards.ts';
import { MAX_DEAL, dealColumns } from './deal.ts';
import { freecellDef, type FreecellOptions } from './def.ts';
import { decodePosition } from './notation.ts';
import { fitsOn, isWon, type FreecellMove, type FreecellState, type FreecellTrace } from './rules.ts';

import { dailyDeal, dayKey } from './records.ts';

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
