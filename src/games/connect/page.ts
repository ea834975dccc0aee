// Paare verbinden on the shared screen: links (?code=NNNNNNNN-x, ?daily=1, each with &mode=),
// the save slots, the header's clock, points and streak, the bests per size and mode (CON-17/23)
// and the end of a round. The board draws; everything else is the controller's.
//
//   ?code=NNNNNNNN-x[&mode=relaxed|timed]   that board (CON-21), in the mode named or the last one chosen
//   ?daily=1[&mode=…]                       the board of the day (CON-22: Klassisch, the local date as seed)
//   (nothing)                               the round in progress, else a fresh board of the last size chosen
//   ?mode=…                                 the round in progress in that mode, else a fresh one

import * as v from 'valibot';
import { daySeed, type DayKey } from '../../core/dates.ts';
import { replay } from '../../core/session.ts';
import type { SavedGame } from '../../core/saves.ts';
import type { Store } from '../../core/storage.ts';
import { readParams } from '../../ui/screen/links.ts';
import type { Counter, EndPanel, PageSpec, QueryRead } from '../../ui/screen/spec.ts';
import { formatDay } from '../../ui/time.ts';
import { connectDef, type ConnectErrorData, type ConnectTrace } from './def.ts';
import { codeFromNumber, dailyCode, formatCode, parseCode, type SizeId } from './generate.ts';
import type { PairMove } from './notation.ts';
import type { Cell } from './path.ts';
import { cardAt, status, timeLeft, type ConnectOptions, type ConnectState, type Mode } from './rules.ts';
import { con, formatClock, SEED_WORDS } from './strings.de.ts';
import { CONNECT_DAYS, withDay } from './summary.ts';
import { BESTS_ENTRY, DEFAULT_PREFS, PREFS_ENTRY, bestKey, mergeBest, newBests, type BestRecord, type Prefs, type RoundResult } from './records.ts';

/** A round: its board code (CON-21), its mode, and the day when it is that day's board (CON-22). */
export interface ConnectRound {
  readonly code: string;
  readonly mode: Mode;
  readonly day?: DayKey;
}

/** The free round's slot ("knobelkiste:connect/slot/round", as before the shared screen) and the daily's. */
export const ROUND_SLOT = 'round';
export const DAILY_SLOT = 'daily';

const metaSchema = v.object({
  code: v.pipe(
    v.string(),
    v.maxLength(20),
    v.check((c) => parseCode(c).ok),
  ),
  mode: v.picklist(['relaxed', 'timed']),
  day: v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))),
});

/** Whether play can have written the save: its log replays from the code it names, in its mode, and the round is still on. */
export function possibleRoundSave(saved: SavedGame<ConnectRound>): boolean {
  const origin = saved.log.origin;
  if (!('seed' in origin) || origin.seed !== saved.meta.code) return false;
  const mode = (origin.options as { mode?: unknown } | undefined)?.mode ?? 'relaxed';
  if (mode !== saved.meta.mode) return false;
  const r = replay(connectDef, saved.log);
  if (!r.ok || status(r.value.state) !== 'playing') return false;
  // The clock saved is never before the last action the log recorded.
  return saved.attempt.elapsedMs >= r.value.state.lastT;
}

export const sizeOf = (r: ConnectRound): SizeId => (r.code.slice(-1) === 'a' ? 'a' : r.code.slice(-1) === 'c' ? 'c' : 'b');
const todayCode = (today: DayKey): string => dailyCode(daySeed(today));

/** What the page tells the spec: a refused pair (the board shakes it), and the board's turn (names count rows as seen). */
export interface ConnectHooks {
  refusedPair?(move: PairMove, blocker: Cell | null): void;
  seen?(cell: Cell): readonly [number, number];
}

type Actions = (typeof connectDef)['actions'];
export type ConnectSpec = PageSpec<ConnectState, PairMove, ConnectOptions, ConnectTrace, ConnectErrorData, Actions, ConnectRound, ConnectRound, PairMove>;

/** The time figure of a round (Entspannt: time played; Auf Zeit: the clock left, CON-18). */
export function roundResult(state: ConnectState, won: boolean, elapsedMs: number): RoundResult {
  return {
    won,
    timeMs: state.mode === 'timed' ? (won ? state.clockMs : 0) : Math.max(state.lastT, elapsedMs),
    mode: state.mode,
    score: state.score,
    streak: state.bestStreak,
    hints: state.hints,
    shuffles: state.shuffles,
  };
}

export function connectSpec(store: Store, hooks: ConnectHooks = {}): ConnectSpec {
  const prefs = (): Prefs => store.read(PREFS_ENTRY) ?? DEFAULT_PREFS;
  /** One changed preference over the stored ones, so another tab's choices stay as they are. */
  const savePrefs = (change: (p: Prefs) => Prefs): void => void store.write(PREFS_ENTRY, change(prefs()));
  const seen = (cell: Cell): readonly [number, number] => hooks.seen?.(cell) ?? cell;
  const round = (code: string, mode: Mode, today: DayKey): ConnectRound => (code === todayCode(today) ? { code, mode, day: today } : { code, mode });
  const bad = (): QueryRead<ConnectRound> => ({
    ok: false,
    message: ({ stayed }) => (stayed ? con.status.badLinkKept : con.status.badLink),
    fallback: 'resume',
  });

  return {
    id: 'connect',
    def: connectDef,
    name: con.title,
    rounds: {
      readQuery(q, today) {
        const rawMode = q.get('mode');
        if (rawMode !== null && rawMode !== 'relaxed' && rawMode !== 'timed') return bad();
        const mode: Mode | null = rawMode;
        // The round kit's reading of links: the first of daily and code the link has decides.
        return readParams(
          q,
          [
            ['daily', (daily) => (daily === '1' ? { ok: true, round: { code: todayCode(today), mode: mode ?? prefs().mode, day: today } } : bad())],
            [
              'code',
              (raw) => {
                const code = parseCode(raw);
                return code.ok ? { ok: true, round: round(formatCode(code.value), mode ?? prefs().mode, today) } : bad();
              },
            ],
          ],
          { ok: true, round: mode === null ? 'resume' : { like: { code: codeFromNumber(0, prefs().size), mode } } },
        );
      },
      // CON-21: the link names exactly this board, the daily's too.
      queryOf: (r) => ({ code: r.code, mode: r.mode }),
      fresh: (seed, like) => ({ code: codeFromNumber(seed, like ? sizeOf(like) : prefs().size), mode: like?.mode ?? prefs().mode }),
      seedRange: [0, 99_999_999],
      daily: (today, like) => ({ code: todayCode(today), mode: like?.mode ?? prefs().mode, day: today }),
      sameRound: (a, b) => a.code === b.code && a.mode === b.mode,
      sameVariant: (a, b) => a.mode === b.mode,
      originOf: (r) => ({ seed: r.code, options: { mode: r.mode } }),
      label: (r) => `${r.day ? `${con.menu.daily} ${formatDay(r.day)}` : con.sizes[sizeOf(r)]} · ${con.modes[r.mode]}`,
      dayOf: (r) => r.day,
    },
    saves: {
      slots: [ROUND_SLOT, DAILY_SLOT],
      slotOf: (r) => (r.day ? DAILY_SLOT : ROUND_SLOT),
      resumeSlot: ROUND_SLOT,
      meta: metaSchema as v.GenericSchema<unknown, ConnectRound>,
      metaOf: (r) => r,
      roundOf: (m) => (m.day ? { code: m.code, mode: m.mode, day: m.day } : { code: m.code, mode: m.mode }),
      check: possibleRoundSave,
      clearOn: ['won', 'over'],
    },
    screen: {
      words: SEED_WORDS,
      counters(state, elapsed): Counter[] {
        const t = Math.max(state.lastT, elapsed);
        const playing = status(state) === 'playing';
        const clock: Counter =
          state.mode === 'timed'
            ? {
                id: 'clock',
                label: con.bar.countdown,
                value: formatClock(timeLeft(state, t) + 999),
                ...(playing && timeLeft(state, t) < 10_000 ? { tone: 'warn' as const } : {}),
              }
            : { id: 'clock', label: con.bar.stopwatch, value: formatClock(t), clock: true };
        return [clock, { id: 'score', label: con.bar.score, value: String(state.score) }, { id: 'streak', label: con.bar.streak, value: String(state.streak) }];
      },
      idle: (state) => ({ playing: con.status.start, won: con.status.done, over: con.status.over })[status(state) as 'playing' | 'won' | 'over'] ?? '',
    },
    play: {
      undo: false,
      timed: true,
      refused(error, state, move) {
        if (error.code !== 'no_path' || !move) return null;
        const blocker = error.data?.blocker ?? null;
        hooks.refusedPair?.(move, blocker);
        return blocker ? con.status.blocked(cardAt(state, blocker), ...seen(blocker)) : con.status.noPath;
      },
      ended({ round: r, state, status: st, first, store: s, elapsedMs }): EndPanel {
        const won = st === 'won';
        const result = roundResult(state, won, elapsedMs);
        const key = bestKey(sizeOf(r), r.mode);
        // The results compare with the best as it stood before this round.
        const before = s.read(BESTS_ENTRY)?.[key];
        if (first) s.update(BESTS_ENTRY, (old) => ({ ...(old ?? {}), [key]: mergeBest(old?.[key], result) }));
        // Issue 31: the day of a cleared daily board, for the start tile and the statistics' calendar.
        const day = r.day;
        if (won && day !== undefined) s.update(CONNECT_DAYS, (old) => withDay(old, day));
        return {
          title: won ? con.results.wonTitle : con.results.overTitle,
          lines: endLines(state, result, before, con.sizes[sizeOf(r)]),
          // CON-13: at 0 the same board can be played again in Entspannt.
          ...(won ? {} : { next: { label: con.results.relaxedSame, query: { code: r.code, mode: 'relaxed' } } }),
          copy: true,
        };
      },
    },
    hint: { action: 'hint' },
    menu: {
      choices: [
        {
          id: 'size',
          legend: con.menu.size,
          options: (['a', 'b', 'c'] as const).map((x) => ({ value: x, label: `${con.sizes[x]} ${con.sizeDims[x]}` })),
          value: (r) => sizeOf(r),
          pick(r, value, seed) {
            const size = value as SizeId;
            savePrefs((p) => ({ ...p, size }));
            return { code: codeFromNumber(seed, size), mode: r.mode };
          },
        },
        {
          id: 'mode',
          legend: con.menu.mode,
          options: (['relaxed', 'timed'] as const).map((x) => ({ value: x, label: con.modes[x] })),
          value: (r) => r.mode,
          pick(r, value, seed) {
            const mode = value as Mode;
            savePrefs((p) => ({ ...p, mode }));
            return { code: codeFromNumber(seed, sizeOf(r)), mode };
          },
        },
      ],
      toggles: [
        {
          id: 'glow',
          label: con.menu.glow,
          value: (r) => prefs().glow[sizeOf(r)],
          set: (r, on) => savePrefs((p) => ({ ...p, glow: { ...p.glow, [sizeOf(r)]: on } })),
        },
      ],
      inputs: [
        {
          id: 'code',
          label: con.menu.typeCode,
          placeholder: con.menu.typePlaceholder,
          inputMode: 'text',
          read: (text, r) => {
            const code = parseCode(text);
            return code.ok ? { ok: true, round: { code: formatCode(code.value), mode: r.mode } } : { ok: false, message: con.menu.badCode };
          },
        },
      ],
    },
  };
}

/** Whether the glow assist is on for a round's size (CON-11). */
export const glowOn = (store: Store, r: ConnectRound): boolean => (store.read(PREFS_ENTRY) ?? DEFAULT_PREFS).glow[sizeOf(r)];

/** CON-17: this round's figures, each against the best before it; the first finished round says so instead. */
export function endLines(state: ConnectState, result: RoundResult, before: BestRecord | undefined, size: string): string[] {
  const r = con.results;
  const beats = newBests(before, result);
  const b = before;
  const fig = (label: string, now: string, best: string | null, beat: boolean): string =>
    b === undefined
      ? `${label} ${now}`
      : beat
        ? `${label} ${now} (${best === null ? r.newBest : `${r.newBest}, ${r.before} ${best}`})`
        : `${label} ${now} (${r.best} ${best ?? r.none})`;
  const bonus = state.bonus > 0 ? `, ${r.bonus(state.bonus)}` : '';
  return [
    ...(status(state) === 'over' ? [r.overNote(state.pairs, state.cells.length / 2)] : []),
    [
      fig(state.mode === 'timed' ? r.timeLeft : r.time, formatClock(result.timeMs), b?.bestTimeMs != null ? formatClock(b.bestTimeMs) : null, beats.time),
      fig(r.points, String(result.score), b ? String(b.bestScore) : null, beats.score) + bonus,
    ].join(' · '),
    [
      fig(r.streak, String(result.streak), b ? String(b.bestStreak) : null, beats.streak),
      fig(r.hints, String(result.hints), b?.fewestHints != null ? String(b.fewestHints) : null, beats.hints),
      fig(r.shuffles, String(result.shuffles), b?.fewestShuffles != null ? String(b.fewestShuffles) : null, beats.shuffles),
    ].join(' · '),
    // Issue 21: the first result says so instead of empty bests.
    ...(b === undefined ? [r.firstRound(size, con.modes[state.mode])] : []),
  ];
}
