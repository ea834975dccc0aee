// Farbschalen on the shared screen: its rounds (endless by seed, the UTC daily, the 100 puzzles),
// their links (routes.ts), one save slot per mode with the old saves moved over (saves.ts), the
// records and the end of an attempt. The board draws; the controller does the rest.

import type { Store } from '../../core/storage.ts';
import type { Ending, EndPanel, PageSpec } from '../../ui/screen/spec.ts';
import { formatDay } from '../../ui/time.ts';
import { bowlsGameDef } from './rules/page-def.ts';
import { PUZZLE_COUNT, loadPuzzle, loadedPuzzle } from './puzzles/puzzle-book.ts';
import { RECORDS_ENTRY, isSolved, recordDaily, recordEndless, recordPuzzle, type BowlsRecords } from './records.ts';
import { noteProgress } from './rewards/rewards.svelte.ts';
import { FRESH_SEEDS, bowlsQueryOf, originOfRound, readBowlsQuery, sameRound, type BowlsRound } from './routes.ts';
import { canChoose } from './rules.ts';
import { LEGACY, SLOTS, carriedDay, metaSchema, type BowlsMeta } from './saves.ts';
import { bw } from './strings.de.ts';
import type { BowlsState, BowlsTrace } from './rules/types.ts';

type Def = typeof bowlsGameDef;
export type BowlsSpec = PageSpec<BowlsState, number, { mode: BowlsState['mode'] }, BowlsTrace, object, Def['actions'], BowlsRound, BowlsMeta>;

export const roundLabel = (r: BowlsRound): string =>
  r.kind === 'daily' ? `${bw.modes.daily} ${formatDay(r.day)}` : r.kind === 'puzzle' ? bw.puzzleTitle(r.n) : bw.modes.endless;

/** The first puzzle not solved yet (puzzle 1 when all are). */
export function nextUnsolved(records: BowlsRecords | undefined): number {
  for (let n = 1; n <= PUZZLE_COUNT; n++) if (!isSolved(records, n)) return n;
  return 1;
}

/** The end panel of an attempt, recording its result the first time it ends (BOW-25, BOW-27, BOW-29). */
export function endOf(e: Ending<BowlsState, BowlsRound>, today: () => string): EndPanel {
  const { round, state, attempt, first, store } = e;
  const before = store.read(RECORDS_ENTRY);
  const practice = attempt.practice && round.kind !== 'puzzle';
  let next = before;
  if (first) {
    if (round.kind === 'endless') next = recordEndless(before, { score: state.score, moves: state.moves, practice });
    else if (round.kind === 'daily') next = recordDaily(before, round.day, { score: state.score, practice });
    else next = recordPuzzle(before, round.n, { won: state.status === 'won', moves: state.moves });
    if (next) store.write(RECORDS_ENTRY, next);
    void noteProgress(store, undefined, true);
  }
  const title =
    state.end === 'overflow'
      ? bw.end.overflowTitle
      : state.status === 'won'
        ? bw.end.wonTitle
        : state.end === 'ended'
          ? bw.end.endedTitle
          : state.end === 'dailyDone'
            ? bw.end.dailyTitle
            : bw.end.lostTitle;
  const lines: string[] = [];
  if (state.end === 'overflow') {
    const i = state.bowls.findIndex((b) => b.queue.length > 7);
    lines.push(bw.end.overflowText(i, state.bowls[i]?.queue.length ?? 8));
  } else if (state.status === 'won') lines.push(bw.end.puzzleMoves(state.moves));
  else if (state.end && state.end !== 'ended' && state.end !== 'dailyDone') lines.push(bw.endReason(state.end));
  if (round.kind === 'puzzle') {
    if (state.status !== 'won') lines.push(bw.end.lostHint);
    const n = round.n + 1;
    return {
      title,
      lines,
      undo: state.status !== 'won',
      ...(state.status === 'won' && n <= PUZZLE_COUNT ? { next: { label: bw.buttons.nextPuzzle, query: { puzzle: String(n) } } } : {}),
    };
  }
  lines.push(bw.end.score(state.score));
  const oldBest = round.kind === 'endless' ? (before?.endless.best ?? null) : (before?.daily[round.day]?.best ?? null);
  if (practice) lines.push(bw.end.practiceNoRecord);
  else if (state.score > 0 && (oldBest === null ? round.kind === 'endless' : state.score > oldBest) && first) lines.push(bw.end.newBest);
  else if (round.kind === 'endless' && oldBest !== null) lines.push(bw.end.bestWas(oldBest));
  const dayBest = round.kind === 'daily' ? next?.daily[round.day]?.best : null;
  if (dayBest !== null && dayBest !== undefined) lines.push(bw.end.dailyBest(dayBest));
  const carried = round.kind === 'daily' && round.day !== today();
  return {
    title,
    lines,
    undo: state.end !== 'ended' && state.end !== 'overflow' ? false : state.end === 'overflow',
    ...(carried ? { next: { label: bw.buttons.toDaily, query: { daily: '1', day: today() } } } : {}),
  };
}

/** The page spec; `store` tells which daily attempt is still in progress and the records; `today` is the UTC day. */
export function bowlsSpec(store: Store, today: () => string): BowlsSpec {
  const records = (): BowlsRecords | undefined => store.read(RECORDS_ENTRY);
  return {
    id: 'bowls',
    def: bowlsGameDef as BowlsSpec['def'],
    name: bw.title,
    rounds: {
      // BOW-26: the daily belongs to a UTC date.
      dayZone: 'utc',
      readQuery: (q, day) => readBowlsQuery(q, day, carriedDay(store)),
      queryOf: bowlsQueryOf,
      fresh: (seed, like) => (like?.kind === 'puzzle' ? { kind: 'puzzle', n: Math.min(PUZZLE_COUNT, like.n + 1) } : { kind: 'endless', seed }),
      seedRange: FRESH_SEEDS,
      daily: (day) => ({ kind: 'daily', day }),
      sameRound,
      sameVariant: (a, b) => a.kind === b.kind,
      originOf: originOfRound,
      label: roundLabel,
      dayOf: (r) => (r.kind === 'daily' ? r.day : undefined),
      prepare: {
        text: bw.loading,
        run: (r) => (r.kind !== 'puzzle' || loadedPuzzle(r.n) ? null : loadPuzzle(r.n).then(() => r)),
      },
    },
    saves: {
      slots: SLOTS,
      slotOf: (r) => r.kind,
      resumeSlot: 'endless',
      meta: metaSchema,
      metaOf: (r) => ({ round: r }),
      roundOf: (m) => m.round,
      legacy: LEGACY,
      clearOn: ['won', 'lost', 'over'],
    },
    screen: {
      counters(state, _elapsed, round) {
        const r = records();
        if (round.kind === 'puzzle') return [{ id: 'left', label: bw.movesLeft, value: String(state.movesLeft ?? 0) }];
        const best = round.kind === 'endless' ? (r?.endless.best ?? null) : (r?.daily[round.day]?.best ?? null);
        return [
          { id: 'score', label: bw.score, value: String(state.score) },
          { id: 'best', label: round.kind === 'endless' ? bw.best : bw.dayBest, value: best === null ? '–' : String(best) },
        ];
      },
      idle: (state, round) => (round.kind === 'puzzle' && state.goal ? `${bw.goal}: ${bw.goalText(state.goal)}.` : bw.status.start),
    },
    play: {
      // BOW-29: the first undo marks endless and daily attempts as practice (puzzles ignore the mark).
      undoIsPractice: true,
      refused: (_error, state, move) => {
        if (move === undefined) return null;
        const why = canChoose(state, move);
        return why === 'frozen' ? bw.status.frozen(move) : why === 'empty' ? bw.status.empty(move) : bw.status.gameOver;
      },
      ended: (e) => endOf(e, today),
    },
    menu: {
      choices: [
        {
          id: 'mode',
          legend: bw.modeNav,
          options: (['endless', 'daily', 'puzzle'] as const).map((m) => ({ value: m, label: bw.modes[m] })),
          value: (r) => r.kind,
          pick: (_r, value, seed) =>
            value === 'daily'
              ? { kind: 'daily', day: today() }
              : value === 'puzzle'
                ? { kind: 'puzzle', n: nextUnsolved(records()) }
                : { kind: 'endless', seed },
        },
      ],
      links: [
        { id: 'map', label: bw.rewardsLink[1], query: { map: '1' } },
        { id: 'profile', label: bw.rewardsLink[0], query: { profile: '1' } },
      ],
    },
  };
}
