// Number Match on the shared screen: its rounds (a stage of the levels, a numbered board, the
// classic start, a day's daily board), their links (?stage=3-2, ?seed=123, ?classic=1,
// ?daily=YYYY-MM-DD and ?daily=1 for today), slots (a stage, a free game and the daily keep
// separate saves), the level progress and the end of a game. The board draws; the controller does
// the rest.

import { dayNumber, type DayKey } from '../../core/dates.ts';
import type { Origin } from '../../core/log.ts';
import type { Store } from '../../core/storage.ts';
import type { PageSpec, QueryRead } from '../../ui/screen/spec.ts';
import { readNumber, readParams } from '../../ui/screen/links.ts';
import { numbermatchDef, type NumberMatchErrorData, type NumberMatchTrace } from './def.ts';
import { nextStageId, stageCount, stageExists } from './generated-levels.ts';
import {
  PROGRESS_ENTRY,
  emptyProgress,
  isUnlocked,
  isWon,
  levelComplete,
  recordResult,
  reachableLevel,
  stageNumbers,
  type GameOrigin,
  type Progress,
} from './records.ts';
import { GAP, indexOf, type NumberMatchMove, type NumberMatchState } from './rules.ts';
import { LEGACY, logOrigin, metaSchema, slotOfRound, type SaveMeta as NmMeta } from './saves.ts';
import { HINTS, nm } from './strings.de.ts';
import type { RuleError } from '../../core/result.ts';

/** A round of Number Match is where its board comes from. */
export type NmRound = GameOrigin;

/** Numbers a link or the menu's field may name (as before: up to 15 digits). */
export const SEED_RANGE: readonly [number, number] = [0, 999_999_999_999_999];
/** Seeds of a fresh random board (the old page drew below a million too). */
const FRESH_RANGE: readonly [number, number] = [0, 999_999];

const readProgress = (store: Store): Progress => store.read(PROGRESS_ENTRY) ?? emptyProgress();

/** The numbers still on the board (a count, no array made: the header reads it after every tap). */
function numbersLeft(cells: readonly number[]): number {
  let n = 0;
  for (const x of cells) if (x !== GAP) n++;
  return n;
}

/** The first stage in play order that is not won yet (always open: the one before it is won). */
export function nextUnplayed(p: Progress): string {
  const top = reachableLevel(p);
  for (let level = 1; level <= top + 1; level++) {
    for (let s = 1; s <= stageCount(level); s++) if (!isWon(p, `${level}-${s}`)) return `${level}-${s}`;
  }
  return '1-1';
}

/** A link's query as a round: stage, seed, daily (a day or 1 for today), classic; nothing: the game in progress. */
export function readNmQuery(q: URLSearchParams, today: DayKey, progress: Progress): QueryRead<NmRound> {
  const bad = (message: string): QueryRead<NmRound> => ({ ok: false, message, fallback: 'resume' });
  return readParams<NmRound>(q, [
    [
      'stage',
      (stage) =>
        !stageExists(stage) ? bad(nm.badStage) : !isUnlocked(progress, stage) ? bad(nm.lockedLink(stage)) : { ok: true, round: { kind: 'stage', id: stage } },
    ],
    // Digits only (as before: no grouping dots), up to 15 of them.
    [
      'seed',
      (raw) => {
        const seed = /^\d{1,15}$/.test(raw) ? readNumber(raw, SEED_RANGE) : null;
        return seed === null ? bad(nm.badSeed) : { ok: true, round: { kind: 'seed', seed } };
      },
    ],
    [
      'daily',
      (day) =>
        day === '1'
          ? { ok: true, round: { kind: 'daily', day: today } }
          : dayNumber(day) === null
            ? bad(nm.badDay)
            : { ok: true, round: { kind: 'daily', day } },
    ],
    ['classic', (classic) => (classic === '1' ? { ok: true, round: { kind: 'classic' } } : bad(nm.badClassic))],
  ]);
}

/** The query that opens a round (the formats the old page wrote). */
export function nmQueryOf(r: NmRound): Record<string, string> {
  if (r.kind === 'seed') return { seed: String(r.seed) };
  if (r.kind === 'classic') return { classic: '1' };
  if (r.kind === 'daily') return { daily: r.day };
  return { stage: r.id };
}

export function nmLabel(r: NmRound): string {
  if (r.kind === 'seed') return nm.seedTitle(r.seed);
  if (r.kind === 'classic') return nm.classicTitle;
  if (r.kind === 'daily') return nm.dailyTitle(r.day);
  const [l, s] = stageNumbers(r.id) ?? [0, 0];
  return nm.stageTitle(l, s);
}

const sameRound = (a: NmRound, b: NmRound): boolean => JSON.stringify(a) === JSON.stringify(b);

type Spec = PageSpec<
  NumberMatchState,
  NumberMatchMove,
  unknown,
  NumberMatchTrace,
  NumberMatchErrorData,
  (typeof numbermatchDef)['actions'],
  NmRound,
  NmMeta,
  NumberMatchMove
>;

/** The sentence for a refused pair (or add), from the rules' reason and the board it was tried on. */
export function refusedText(error: RuleError<NumberMatchErrorData>, state: NumberMatchState, move?: NumberMatchMove): string | null {
  const d = error.data;
  if (d?.reason === 'values' && move?.kind === 'pair') return nm.whyValues(state.cells[indexOf(...move.a)] ?? 0, state.cells[indexOf(...move.b)] ?? 0);
  if (d?.reason === 'blocked') {
    const [br, bc] = d.blocker ?? [0, 0];
    return nm.whyBlocked(state.cells[indexOf(br, bc)] ?? 0, br, bc);
  }
  if (d?.reason === 'not_aligned') return nm.whyNotAligned;
  if (d?.reason === 'no_adds') return nm.whyNoAdds;
  if (d?.reason === 'gap') return nm.gapTapped;
  return nm.whyOther;
}

/** The page spec; `store` gives the level progress (which stage a link may open, which comes next). */
export function numbermatchSpec(store: Store): Spec {
  return {
    id: 'numbermatch',
    def: numbermatchDef as Spec['def'],
    name: nm.title,
    rounds: {
      // The daily board belongs to the UTC day (daily.ts), the same for everyone.
      dayZone: 'utc',
      readQuery: (q, today) => readNmQuery(q, today, readProgress(store)),
      queryOf: (r) => nmQueryOf(r),
      // The first visit opens the next stage not won; "Neues Spiel" is a fresh random board.
      fresh: (seed, like) => (like === null ? { kind: 'stage', id: nextUnplayed(readProgress(store)) } : { kind: 'seed', seed }),
      seedRange: FRESH_RANGE,
      daily: (today) => ({ kind: 'daily', day: today }),
      sameRound,
      sameVariant: (a, b) => a.kind === b.kind,
      originOf: (r): Origin => logOrigin(r) ?? { seed: 0 },
      label: nmLabel,
      dayOf: (r) => (r.kind === 'daily' ? r.day : undefined),
    },
    saves: {
      slots: ['stage', 'free', 'daily'],
      slotOf: slotOfRound,
      resumeSlot: 'stage',
      meta: metaSchema,
      metaOf: (r) => ({ origin: r }),
      roundOf: (m) => m.origin,
      legacy: LEGACY,
    },
    screen: {
      counters: (state) => [{ id: 'numbers', label: nm.numbersLabel, value: String(numbersLeft(state.cells)) }],
      idle: (state) => (state.cells.length === 0 ? '' : nm.idle),
    },
    play: {
      refused: refusedText,
      ended({ round, status, first, store: st }) {
        const won = status === 'won';
        if (first && (status === 'won' || status === 'lost')) st.update(PROGRESS_ENTRY, (p) => recordResult(p, round, won ? 'won' : 'lost'));
        if (!won) return { title: nm.lostHeading, lines: [round.kind === 'stage' ? nm.lostBody : nm.lostFreeBody], undo: true };
        if (round.kind !== 'stage') return { title: nm.wonHeading, lines: [round.kind === 'daily' ? nm.wonDaily : nm.wonFree] };
        const [level, stage] = stageNumbers(round.id) ?? [0, 0];
        const next = nextStageId(round.id);
        const nums = next ? stageNumbers(next) : null;
        const done = levelComplete(readProgress(st), level);
        return {
          title: nm.wonHeading,
          lines: [nm.wonStage(level, stage) + (done ? ` ${next ? nm.wonLevel(level) : nm.wonAll}` : '')],
          ...(next && nums ? { next: { label: nm.nextStage(nums[0], nums[1]), query: { stage: next } } } : {}),
        };
      },
    },
    hint: { action: 'hint', limit: HINTS, spent: nm.hintsGone, usedOf: (m) => m.hintsUsed ?? 0 },
    menu: {
      inputs: [
        {
          id: 'seed',
          label: nm.seedLabel,
          placeholder: nm.seedPlaceholder,
          read: (text) => {
            const t = text.trim();
            const n = /^\d{1,15}$/.test(t) ? readNumber(t, SEED_RANGE) : null;
            return n === null ? { ok: false, message: nm.badSeedInput } : { ok: true, round: { kind: 'seed', seed: n } };
          },
        },
      ],
      links: [{ id: 'levels', label: nm.levelsLink, query: { levels: '1' } }],
    },
  };
}
