// The GameDef of connect: engine seed/position/moves/commands of ENGINE.md "Game connect".

import { statusEvents, type GameDef } from '../../core/game.ts';
import { fail, ok, type Result } from '../../core/result.ts';
import { codeFromNumber, parseCode } from './generate.ts';
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

/** The rules' events plus the status event of a move that ends the round ("won", "over"), as the other games send. */
function withStatusEvents(events: readonly string[], s: ConnectState): string[] {
  return [...events, ...statusEvents(status(s)).filter((e) => !events.includes(e))];
}

function requestT(req: Readonly<Record<string, unknown>>): Result<number | undefined> {
  const t = req['t'];
  if (t === undefined) return ok(undefined);
  if (typeof t !== 'number' || !Number.isFinite(t) || t < 0) return fail('bad_request', '"t" must be a non-negative number of milliseconds.');
  return ok(t);
}

export const connectDef: GameDef<ConnectState, PairMove, ConnectOptions> = {
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
    const { state, events, path } = r.value;
    return ok({ state, events: withStatusEvents(events, state), extras: { path: path ? path.map((p) => [p[0], p[1]]) : null } });
  },
  status,
  extras: (s) => ({
    score: s.score,
    streak: s.streak,
    ...(s.mode === 'timed' && status(s) === 'playing' ? { deadline: deadline(s) } : {}),
  }),
  commands: {
    shuffle(s, req) {
      const t = requestT(req);
      if (!t.ok) return t;
      const r = manualShuffle(s, t.value);
      if (!r.ok) return r;
      return ok({ state: r.value.state, events: withStatusEvents(r.value.events, r.value.state) });
    },
    hint(s, req) {
      const t = requestT(req);
      if (!t.ok) return t;
      const r = takeHint(s, t.value);
      if (!r.ok) return r;
      const hint = r.value.hint ? formatMove(r.value.hint) : null;
      const events = r.value.state === s ? r.value.events : withStatusEvents(r.value.events, r.value.state);
      return ok({ ...(r.value.state === s ? {} : { state: r.value.state }), response: { hint }, events });
    },
    /** Extra command: {"cmd":"tick","t":ms} ends an Auf Zeit round whose clock has run out. */
    tick(s, req) {
      const t = requestT(req);
      if (!t.ok) return t;
      if (t.value === undefined) return fail('bad_request', '"tick" needs "t".');
      const ended = expire(s, t.value);
      if (ended) return ok({ state: ended, events: withStatusEvents(['timeout'], ended) });
      return ok({ response: { timeLeft: timeLeft(s, Math.max(t.value, s.lastT)) } });
    },
  },
};
