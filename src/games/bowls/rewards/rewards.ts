// Achievements and themes at run time (BOW-30, BOW-31), loaded lazily: reading what the player
// earned (reporting a corrupt entry instead of crashing), announcing what is new with a short
// "Neu freigeschaltet" notice, and choosing a theme.

import * as v from 'valibot';
import type { EntrySpec, Store } from '../../../core/storage.ts';
import { ACHIEVEMENTS, unlocks, type AchievementInput, type Unlocks } from './achievements.ts';
import { FEATS_ENTRY, noteMove } from './feats.ts';
import { RECORDS_ENTRY } from '../records.ts';
import { rw } from '../strings.de.ts';
import { rewards } from './shown.svelte.ts';
import { THEME_ENTRY, type ThemeId } from './themeids.ts';
import { themeById } from './themes.ts';
import type { BowlsTrace } from '../rules/types.ts';

/** What was announced already: achievement ids and unlocked themes. */
const seenSchema = v.object({ achievements: v.array(v.string()), themes: v.array(v.string()) });
export const SEEN_ENTRY: EntrySpec<v.InferOutput<typeof seenSchema>> = { name: 'bowls/seen', version: 1, schema: seenSchema };

export interface RewardsRead {
  readonly input: AchievementInput;
  readonly unlocks: Unlocks;
  /** A records or feats entry was unreadable this session (set aside by the store and reported). */
  readonly corrupt: boolean;
}

const WATCHED = new Set([RECORDS_ENTRY.name, FEATS_ENTRY.name]);

/** Records and feats as stored; a bad entry counts as empty and is flagged, never thrown. */
export function readRewards(store: Store): RewardsRead {
  const input: AchievementInput = { records: store.read(RECORDS_ENTRY), feats: store.read(FEATS_ENTRY) };
  const corrupt = store.reports.some((r) => WATCHED.has(r.name) && (r.kind === 'corrupt' || r.kind === 'invalid' || r.kind === 'newer'));
  return { input, unlocks: unlocks(input), corrupt };
}

/** The notice text for newly earned achievements and newly unlocked themes ('' for nothing new). */
export function noticeText(achievements: readonly string[], themes: readonly ThemeId[]): string {
  const parts = [
    ...themes.map((t) => rw.notice.theme(themeById(t).name)),
    ...achievements
      .map((id) => ACHIEVEMENTS.find((a) => a.id === id))
      .filter((a) => a !== undefined && !themes.includes(a.theme as ThemeId))
      .map((a) => rw.notice.achievement(a!.name)),
  ];
  return parts.length ? `${rw.notice.lead}: ${parts.join(', ')}` : '';
}

/** Compare what is earned with what was announced; show and remember anything new (until the next move). Returns the notice ('' for none). */
export function announce(store: Store): string {
  const { unlocks: u } = readRewards(store);
  const seen = store.read(SEEN_ENTRY) ?? { achievements: [], themes: ['plain'] };
  const earned = u.achievements.filter((a) => a.earned).map((a) => a.id);
  const newA = earned.filter((id) => !seen.achievements.includes(id));
  const newT = u.themes.filter((t) => !seen.themes.includes(t));
  if (newA.length === 0 && newT.length === 0) return '';
  store.write(SEEN_ENTRY, { achievements: [...new Set([...seen.achievements, ...earned])], themes: [...new Set([...seen.themes, ...u.themes])] });
  const text = noticeText(newA, newT);
  rewards.notice = text;
  return text;
}

/** After a move (its trace: keep the feats) or the end of an attempt: announce anything new. */
export function progress(store: Store, trace: BowlsTrace | undefined): string {
  if (trace) {
    const before = store.read(FEATS_ENTRY);
    const after = noteMove(before, trace);
    if (after !== before) store.write(FEATS_ENTRY, after);
  }
  return announce(store);
}

/** Choose an unlocked theme (saved on the device); a locked one is refused. */
export function chooseTheme(store: Store, id: ThemeId): boolean {
  if (!readRewards(store).unlocks.themes.includes(id)) return false;
  store.write(THEME_ENTRY, { theme: id });
  rewards.theme = id;
  return true;
}
