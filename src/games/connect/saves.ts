// The round in progress on the device (issue 12): one save slot, "connect/slot/round", a replay log
// of the round (src/core/saves.ts) whose steps carry the rules' `t`, plus the round's clock as the
// attempt's play time. Moving to another page of the app, a reload or closing the tab keeps it; the
// clock stands still meanwhile (the page saves the time played when it leaves and goes on from there).

import * as v from 'valibot';
import { SaveSlots, type SavedGame } from '../../core/saves.ts';
import { replay } from '../../core/session.ts';
import type { Store } from '../../core/storage.ts';
import { connectDef } from './def.ts';
import { parseCode, type BoardCode } from './generate.ts';
import { status, type ConnectState, type Mode } from './rules.ts';

const metaSchema = v.object({
  code: v.pipe(v.string(), v.maxLength(20)),
  mode: v.picklist(['relaxed', 'timed']),
});
export type RoundMeta = v.InferOutput<typeof metaSchema>;
export type RoundSave = SavedGame<RoundMeta>;

/** The one slot: the store key is "knobelkiste:connect/slot/round". */
export const ROUND_SLOT = 'round';

/** Whether play can have written the save: its log replays from the code it names, in its mode, and the round is still on. */
export function possibleRoundSave(saved: RoundSave): boolean {
  const origin = saved.log.origin;
  if (!('seed' in origin) || origin.seed !== saved.meta.code || !parseCode(saved.meta.code).ok) return false;
  const mode = (origin.options as { mode?: unknown } | undefined)?.mode ?? 'relaxed';
  if (mode !== saved.meta.mode) return false;
  const r = replay(connectDef, saved.log);
  if (!r.ok || status(r.value.state) !== 'playing') return false;
  // The clock saved is never before the last action the log recorded.
  return saved.attempt.elapsedMs >= r.value.state.lastT;
}

export function connectSlots(store: Store) {
  return new SaveSlots(store, connectDef, { slots: [ROUND_SLOT], meta: metaSchema, check: possibleRoundSave });
}
export type ConnectSlots = ReturnType<typeof connectSlots>;

/** The round in progress, as the page resumes it: board code, mode, state and the clock's `t`. */
export interface SavedRound {
  readonly code: BoardCode;
  readonly mode: Mode;
  readonly state: ConnectState;
  /** ms the round's clock had run when the page left it (the rules' `t`). */
  readonly t: number;
}

/** The saved round, replayed through the rules; null when there is none (or it cannot be read). */
export function savedRound(slots: ConnectSlots): SavedRound | null {
  const r = slots.resume(ROUND_SLOT);
  if (!r.ok || r.value === null) return null;
  const code = parseCode(r.value.meta.code);
  if (!code.ok) return null;
  return { code: code.value, mode: r.value.meta.mode, state: r.value.session.state, t: r.value.attempt.elapsedMs };
}
