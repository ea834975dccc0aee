// The GameDef of connect: engine seed/position/moves/commands of ENGINE.md "Game connect".

import { statusEvents, type ActionOutcome, type GameDef } from '../../core/game.ts';
import { optionChoice, optionFields } from '../../core/options.ts';
import { err, fail, ok, type ErrorData, type Result } from '../../core/result.ts';
import { codeFromNumber, parseCode } from './generate.ts';
import type { Cell } from './path.ts';
import { decodePosition, formatMove, parseMove, type PairMove } from './notation.ts';
import {
  cardAt,
  connectablePairs,
  deadline,
  expire,
  manualShuffle,
  newRound,
  playPair,
  positionOf,
  stateFromPosition,
  status,
  takeHint,
  timeLeft,
  type ConnectOptions,
  type ConnectState,
  type PairOutcome,
} from './rules.ts';

function parseOptions(raw: unknown): Result<ConnectOptions> {
  const fields = optionFields(raw, '{"mode":"timed"}');
  if (!fields.ok) return fields;
  const mode = optionChoice(fields.value, 'mode', ['relaxed', 'timed'], 'relaxed', '"mode" must be "relaxed" or "timed".');
  return mode.ok ? ok({ mode: mode.value }) : mode;
}

/** A card a pair took off the board: its place and symbol. */
export interface TracedCard {
  readonly r: number;
  readonly c: number;
  readonly sym: number;
}

/** The rules' events plus the status event of a move that ends the round ("won", "over"), as the other games send. */
function withStatusEvents(events: readonly string[], s: ConnectState): string[] {
  return [...events, ...statusEvents(status(s)).filter((e) => !events.includes(e))];
}

/** What a connect move or action did, step by step (the page animates from it). */
export type ConnectTrace =
  | {
      readonly kind: 'pair';
      readonly events: readonly string[];
      /** The line's corners, ends included (null when the clock had run out first: then nothing was cleared). */
      readonly path: readonly Cell[] | null;
      /** The two cards cleared ([] when the clock had run out). */
      readonly cards: readonly TracedCard[];
      /** Points this pair earned (streak bonus included; the time bonus is `bonus`). */
      readonly points: number;
      /** The streak after the pair (CON-18). */
      readonly streak: number;
      /** Auf Zeit: the time bonus added when this pair cleared the board, else 0. */
      readonly bonus: number;
      /** The board ran out of pairs and was shuffled for free (CON-15). */
      readonly autoShuffle: boolean;
    }
  | { readonly kind: 'shuffle'; readonly events: readonly string[]; /** Points paid (CON-16; never below 0). */ readonly cost: number }
  | { readonly kind: 'hint'; readonly events: readonly string[]; readonly pair: PairMove | null; readonly cost: number }
  | { readonly kind: 'timeout'; readonly events: readonly string[] };

/** Error data: `no_path` names the one card in the way, or null (CON-5). */
export interface ConnectErrorData {
  readonly blocker?: Cell | null;
}

const isCell = (x: unknown): x is Cell => Array.isArray(x) && x.length === 2 && x.every((n) => typeof n === 'number');
function errorData(data: ErrorData | undefined): ConnectErrorData {
  if (!data || !('blocker' in data)) return {};
  const b = data['blocker'];
  return { blocker: isCell(b) ? [b[0], b[1]] : null };
}

/** The trace of a legal pair move played on `before`. */
function pairTrace(before: ConnectState, move: PairMove, outcome: PairOutcome): ConnectTrace {
  const { state, events, path } = outcome;
  const cleared = !events.includes('timeout');
  const card = ([r, c]: Cell): TracedCard => ({ r, c, sym: cardAt(before, [r, c]) });
  return {
    kind: 'pair',
    events,
    path: path ?? null,
    cards: cleared ? [card(move[0]), card(move[1])] : [],
    points: outcome.points ?? 0,
    streak: state.streak,
    bonus: state.bonus - before.bonus,
    autoShuffle: events.includes('autoshuffle'),
  };
}

const actions = {
  shuffle: {
    run(s: ConnectState, t: number | undefined) {
      const r = manualShuffle(s, t);
      if (!r.ok) return r;
      const trace: ConnectTrace = r.value.events.includes('timeout')
        ? { kind: 'timeout', events: r.value.events }
        : { kind: 'shuffle', events: r.value.events, cost: s.score - r.value.state.score };
      return ok({ state: r.value.state, trace, answer: undefined });
    },
    respond: () => ({}),
  },
  hint: {
    run(s: ConnectState, t: number | undefined) {
      const r = takeHint(s, t);
      if (!r.ok) return r;
      const trace: ConnectTrace = r.value.events.includes('timeout')
        ? { kind: 'timeout', events: r.value.events }
        : { kind: 'hint', events: r.value.events, pair: r.value.hint, cost: s.score - r.value.state.score };
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

export const connectDef: GameDef<ConnectState, PairMove, ConnectOptions, ConnectTrace, ConnectErrorData, typeof actions> = {
  id: 'connect',
  parseOptions,
  create(seed, options) {
    // A board code; an integer is accepted too and read as a Klassisch code.
    if (typeof seed === 'number' && Number.isSafeInteger(seed) && seed >= 0) seed = codeFromNumber(seed, 'b');
    const code = parseCode(seed);
    if (!code.ok) return code;
    return ok(newRound(code.value, options.mode));
  },
  /** A position carries board, score and the round so far (notation.ts RoundFields); a stuck board is shuffled (rules.ts). */
  load(position, options) {
    const p = decodePosition(position);
    if (!p.ok) return p;
    return ok(stateFromPosition(p.value, options.mode));
  },
  /** Everything but the board code and the mode (the options): load(encode(s)) = s with code null. */
  encode: positionOf,
  legalMoves: (s) => (status(s) === 'playing' ? connectablePairs(s) : []),
  parseMove,
  formatMove,
  play(s, move, t) {
    const r = playPair(s, move[0], move[1], t);
    if (!r.ok) return err({ code: r.error.code, message: r.error.message, data: errorData(r.error.data) });
    return ok({ state: r.value.state, trace: pairTrace(s, move, r.value) });
  },
  engineFields: (trace, state) => {
    const events = withStatusEvents(trace.events, state);
    return trace.kind === 'pair' ? { events, extras: { path: trace.path ? trace.path.map((p) => [p[0], p[1]]) : null } } : { events };
  },
  status,
  extras: (s) => ({
    score: s.score,
    streak: s.streak,
    ...(s.mode === 'timed' && status(s) === 'playing' ? { deadline: deadline(s) } : {}),
  }),
  actions,
};
