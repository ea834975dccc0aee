// The GameDef of connect: engine seed/position/moves/commands of ENGINE.md "Game connect".

import type { ActionOutcome, GameDef } from '../../core/game.ts';
import { fail, ok, type ErrorData, type Result } from '../../core/result.ts';
import { codeFromNumber, parseCode } from './generate.ts';
import type { Cell } from './path.ts';
import { decodePosition, formatMove, parseMove, rowsOf, type PairMove } from './notation.ts';
import {
  connectablePairs, deadline, expire, initialState, manualShuffle, newRound, playPair, status, takeHint, timeLeft,
  type ConnectOptions, type ConnectState,
} from './rules.ts';

function parseOptions(raw: unknown): Result<ConnectOptions> {
  if (raw === undefined || raw === null) return ok({ mode: 'relaxed' });
  if (typeof raw !== 'object' || Array.isArray(raw)) return fail('bad_request', '"options" must be an object such as {"mode":"timed"}.');
  const mode = (raw as Record<string, unknown>)['mode'] ?? 'relaxed';
  if (mode !== 'relaxed' && mode !== 'timed') return fail('bad_request', '"mode" must be "relaxed" or "timed".');
  return ok({ mode });
}

/** What a connect move or action did (the games helper enriches it: points, streak, the shuffle). */
export type ConnectTrace =
  | { readonly kind: 'pair'; readonly events: readonly string[]; readonly path: readonly Cell[] | null; readonly points: number }
  | { readonly kind: 'shuffle' | 'hint' | 'timeout'; readonly events: readonly string[] };

const actions = {
  shuffle: {
    run(s: ConnectState, t: number | undefined) {
      const r = manualShuffle(s, t);
      if (!r.ok) return r;
      return ok({ state: r.value.state, trace: { kind: 'shuffle', events: r.value.events } as ConnectTrace, answer: undefined });
    },
    respond: () => ({}),
  },
  hint: {
    run(s: ConnectState, t: number | undefined) {
      const r = takeHint(s, t);
      if (!r.ok) return r;
      const trace: ConnectTrace = { kind: 'hint', events: r.value.events };
      return ok({ ...(r.value.state === s ? {} : { state: r.value.state }), trace, answer: r.value.hint });
    },
    respond: (hint: PairMove | null) => ({ hint: hint ? formatMove(hint) : null }),
  },
  /** Extra command: {"cmd":"tick","t":ms} ends an Auf Zeit round whose clock has run out. */
  tick: {
    run(s: ConnectState, t: number | undefined): Result<ActionOutcome<ConnectState, ConnectTrace, { timeLeft: number } | null>> {
      if (t === undefined) return fail('bad_request', '"tick" needs "t".');
      const ended = expire(s, t);
      if (ended) return ok({ state: ended, trace: { kind: 'timeout', events: ['timeout'] }, answer: null });
      return ok({ answer: { timeLeft: timeLeft(s, Math.max(t, s.lastT)) } });
    },
    respond: (left: { timeLeft: number } | null) => left ?? {},
  },
};

export const connectDef: GameDef<ConnectState, PairMove, ConnectOptions, ConnectTrace, ErrorData, typeof actions> = {
  id: 'connect',
  parseOptions,
  create(seed, options) {
    // A board code; an integer is accepted too and read as a Klassisch code.
    if (typeof seed === 'number' && Number.isSafeInteger(seed) && seed >= 0) seed = codeFromNumber(seed, 'b');
    const code = parseCode(seed);
    if (!code.ok) return code;
    return ok(newRound(code.value, options.mode));
  },
  load(position, options) {
    const p = decodePosition(position);
    if (!p.ok) return p;
    return ok(initialState(p.value.cells, p.value.height, options.mode, null, p.value.score));
  },
  encode: (s) => ({ rows: rowsOf(s.cells, s.height), score: s.score }),
  legalMoves: (s) => (status(s) === 'playing' ? connectablePairs(s) : []),
  parseMove,
  formatMove,
  play(s, move, t) {
    const r = playPair(s, move[0], move[1], t);
    if (!r.ok) return r;
    const { state, events, path, points } = r.value;
    return ok({ state, trace: { kind: 'pair', events, path: path ?? null, points: points ?? 0 } });
  },
  engineFields: (trace) =>
    trace.kind === 'pair' ? { events: trace.events, extras: { path: trace.path ? trace.path.map((p) => [p[0], p[1]]) : null } } : { events: trace.events },
  status,
  extras: (s) => ({
    score: s.score,
    streak: s.streak,
    ...(s.mode === 'timed' && status(s) === 'playing' ? { deadline: deadline(s) } : {}),
  }),
  actions,
};
