// The conformance kit (issue 20 point 6): one `conformance(def, …)` call per game registers the checks
// every GameDef must pass, over a sweep of seeded random playouts.
//
// Checks (each a named `it`, each skippable with a stated reason):
//   legal      every listed move is accepted by `play`; moves NOT listed (perturbed notation, moves
//              legal earlier, the game's own candidates) are refused, unless they are the same move
//              spelled another way (they lead to the same position as a listed move)
//   roundTrip  load(JSON of encode(s)) gives a state with the same encoding, status and legal moves
//   notation   parseMove(JSON of formatMove(m)) gives back m, for every listed move
//   replay     replay(JSON of session.toLog()) gives the same state
//   undoRedo   undo walks back through the recorded positions, redo returns to the same state
//   noThrow    nothing in the sweep throws (rules bugs must come back as values)
//   perft      pinned move-tree counts (optional table)
//   engine     src/engine/engine.ts answers new/moves/move/undo/redo/position/load with the
//              ENGINE.md fields and types, and agrees with the def
//
// The check functions are exported so the kit's own test can run them on broken defs.

import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { Engine } from '../engine/engine.ts';
import type { GameActions, GameDef } from '../core/game.ts';
import { createRng, type Rng } from '../core/rng.ts';
import { replay, startSession, type GameSession } from '../core/session.ts';

export type CheckName = 'legal' | 'roundTrip' | 'notation' | 'replay' | 'undoRedo' | 'noThrow' | 'perft' | 'engine';

const TITLES: Readonly<Record<CheckName, string>> = {
  legal: 'legal moves are exactly the accepted moves',
  roundTrip: 'load(encode(s)) is s',
  notation: 'parseMove(formatMove(m)) is m',
  replay: 'a replay log gives back the same state',
  undoRedo: 'undo walks back, redo is the identity',
  noThrow: 'random play never throws',
  perft: 'perft counts match the pinned table',
  engine: 'engine answers have the ENGINE.md shape',
};

/** ENGINE.md status values. */
const STATUSES: readonly string[] = ['playing', 'won', 'lost', 'stuck', 'over'];

/** One way to start the game: raw options and the seeds to sweep. */
export interface Variant {
  /** Shown in the test names (e.g. the mode). */
  readonly name?: string;
  /** ENGINE.md seed values. */
  readonly seeds: readonly unknown[];
  /** Raw ENGINE.md options. */
  readonly options?: unknown;
}

export interface PerftEntry {
  readonly seed: unknown;
  readonly depth: number;
  readonly count: number;
  /** Raw options; the first variant's options when absent. */
  readonly options?: unknown;
}

/** How the sweep plays; every field has a default that keeps a game's run near a second. */
export interface SweepSettings<S> {
  /** Random playouts per seed (default 2). */
  readonly playouts?: number;
  /** Steps per playout at most (default 60). */
  readonly maxSteps?: number;
  /** kb-rng-1 seed of the move picks (default 1); the picks also depend on the game, variant and seed. */
  readonly rngSeed?: number;
  /**
   * Time-scored games: the ms that pass before each step. With it every move and action carries a
   * growing `t` (ms since the round started); without it none carries one.
   */
  readonly clock?: (rng: Rng) => number;
  /**
   * Actions mixed into the playouts (names of `def.actions`); default every action. An action that
   * only answers is asked too. Remove the slow ones (e.g. a solver) here.
   */
  readonly actions?: readonly string[];
  /** Chance of an action instead of a move at each step (default 0.1). */
  readonly actionRate?: number;
  /** Unlisted moves tried per position (default 6), besides the game's own candidates. */
  readonly perturbations?: number;
  /** Raw move notations to try on `state` (e.g. every cell pair); those not listed must be refused. */
  readonly candidates?: (state: S) => readonly unknown[];
  /** Extra round-trip check: this projection of `load(encode(s))` must deep-equal that of `s`. */
  readonly project?: (state: S) => unknown;
}

export interface ConformanceOptions<S> extends SweepSettings<S> {
  /** The seeds to sweep with `options` (shorthand for one variant). */
  readonly seeds?: readonly unknown[];
  readonly options?: unknown;
  /** Several ways to start (e.g. a game's modes); each gets its own describe block. */
  readonly variants?: readonly Variant[];
  /** Pinned perft counts. */
  readonly perft?: readonly PerftEntry[];
  /** Engine steps after `new` (default 8). */
  readonly engineSteps?: number;
  /** The name the engine check registers the def under; default the def's id. */
  readonly engineName?: string;
  /** Checks this game skips, each with the reason (it shows in the test name). */
  readonly skip?: Partial<Record<CheckName, string>>;
}

/** Problems found by a sweep, by check; an empty list passes. */
export type Report = Record<CheckName, string[]>;

const emptyReport = (): Report => ({ legal: [], roundTrip: [], notation: [], replay: [], undoRedo: [], noThrow: [], perft: [], engine: [] });

/** At most this many problems are kept per check (the first ones tell the story). */
const MAX_PROBLEMS = 8;

function add(report: Report, check: CheckName, message: string): void {
  if (report[check].length < MAX_PROBLEMS) report[check].push(message);
}

const json = (v: unknown): string => JSON.stringify(v) ?? 'undefined';
const wire = (v: unknown): unknown => (v === undefined ? undefined : JSON.parse(JSON.stringify(v)));
const short = (text: string): string => (text.length <= 120 ? text : `${text.slice(0, 120)}…`);
const describeError = (e: unknown): string => (e instanceof Error ? e.message : String(e));

type Def<S, M, O, T, E extends object, A extends GameActions<S, O, T, E>> = GameDef<S, M, O, T, E, A>;

/** Unlisted move notations near the listed ones: one leaf of a listed move changed, shortened or lengthened. */
function perturb(raw: unknown, rng: Rng, alphabet: readonly string[]): unknown {
  if (typeof raw === 'number') return [raw - 1, raw + 1, -1, raw + 7, 0, raw * 2 + 1][rng.nextInt(6)];
  if (typeof raw === 'string') {
    if (raw.length === 0) return alphabet[rng.nextInt(Math.max(1, alphabet.length))] ?? 'x';
    const i = rng.nextInt(raw.length);
    const c = alphabet[rng.nextInt(Math.max(1, alphabet.length))] ?? 'x';
    const op = rng.nextInt(4);
    if (op === 0) return raw.slice(0, i) + raw.slice(i + 1);
    if (op === 1) return raw.slice(0, i) + c + raw.slice(i);
    return raw.slice(0, i) + c + raw.slice(i + 1);
  }
  if (Array.isArray(raw)) {
    if (raw.length === 0) return [0];
    if (rng.nextInt(5) === 0) return raw.slice(0, -1);
    const i = rng.nextInt(raw.length);
    return raw.map((x: unknown, j) => (j === i ? perturb(x, rng, alphabet) : x));
  }
  if (typeof raw === 'object' && raw !== null) {
    const keys = Object.keys(raw);
    if (keys.length === 0) return raw;
    const k = keys[rng.nextInt(keys.length)] as string;
    return { ...raw, [k]: perturb((raw as Record<string, unknown>)[k], rng, alphabet) };
  }
  return raw;
}

/** The characters of every string inside a value (the alphabet of a game's notation). */
function charsOf(v: unknown, into: Set<string>): void {
  if (typeof v === 'string') for (const c of v) into.add(c);
  else if (Array.isArray(v)) for (const x of v) charsOf(x, into);
  else if (typeof v === 'object' && v !== null) for (const x of Object.values(v)) charsOf(x, into);
}

/** What the kit compares between two states: status and encoding (JSON). */
function fingerprint<S>(def: { encode(s: S): unknown; status(s: S): string }, s: S): string {
  return `${def.status(s)} ${json(def.encode(s))}`;
}

/**
 * The legal/notation/round-trip checks of one position. `pool` holds notations listed at earlier
 * positions (good unlisted candidates); `at` says where we are, for messages.
 */
function checkPosition<S, M, O, T, E extends object, A extends GameActions<S, O, T, E>>(
  def: Def<S, M, O, T, E, A>,
  s: S,
  options: O,
  t: number | undefined,
  settings: SweepSettings<S>,
  rng: Rng,
  pool: Map<string, unknown>,
  alphabet: Set<string>,
  report: Report,
  at: string,
): void {
  const legal = def.legalMoves(s);
  const listed = new Map<string, M>();
  const outcomes = new Set<string>();
  for (const m of legal) {
    const f = def.formatMove(m);
    const key = json(f);
    if (listed.has(key)) add(report, 'legal', `${at}: move ${short(key)} is listed twice`);
    listed.set(key, m);
    charsOf(f, alphabet);
    // notation
    const back = def.parseMove(wire(f));
    if (!back.ok) add(report, 'notation', `${at}: parseMove(${short(key)}) fails: ${back.error.message}`);
    else if (!isDeepStrictEqual(back.value, m))
      add(report, 'notation', `${at}: parseMove(${short(key)}) gives ${short(json(back.value))}, not ${short(json(m))}`);
    // accepted
    const r = def.play(s, m, t, options);
    if (!r.ok) add(report, 'legal', `${at}: listed move ${short(key)} is refused: ${r.error.code} ${r.error.message}`);
    else outcomes.add(fingerprint(def, r.value.state));
  }

  // Unlisted candidates: perturbed listed moves, moves listed earlier, the game's own.
  const tries: unknown[] = [];
  const listedRaw = [...listed.keys()];
  const n = settings.perturbations ?? 6;
  const letters = [...alphabet];
  for (let i = 0; i < n; i++) {
    const base =
      listedRaw.length > 0 ? JSON.parse(listedRaw[rng.nextInt(listedRaw.length)] as string) : [...pool.values()][rng.nextInt(Math.max(1, pool.size))];
    if (base !== undefined) tries.push(perturb(base, rng, letters));
  }
  const earlier = [...pool.values()];
  for (let i = 0; i < Math.min(n, earlier.length); i++) tries.push(earlier[rng.nextInt(earlier.length)]);
  if (settings.candidates) tries.push(...settings.candidates(s));
  for (const raw of tries) {
    const key = json(raw);
    if (listed.has(key)) continue;
    const parsed = def.parseMove(wire(raw));
    if (!parsed.ok) continue;
    if (listed.has(json(def.formatMove(parsed.value)))) continue;
    const r = def.play(s, parsed.value, t, options);
    if (r.ok && !outcomes.has(fingerprint(def, r.value.state))) {
      add(report, 'legal', `${at}: unlisted move ${short(key)} is accepted (listed: ${short(listedRaw.join(' '))})`);
    }
  }
  for (const k of listed.keys()) pool.set(k, JSON.parse(k));

  // round trip
  const enc = def.encode(s);
  const loaded = def.load(wire(enc), options);
  if (!loaded.ok) {
    add(report, 'roundTrip', `${at}: load(encode(s)) fails: ${loaded.error.message} (position ${short(json(enc))})`);
    return;
  }
  const again = json(def.encode(loaded.value));
  if (again !== json(enc)) add(report, 'roundTrip', `${at}: encode(load(encode(s))) is ${short(again)}, not ${short(json(enc))}`);
  else if (def.status(loaded.value) !== def.status(s))
    add(report, 'roundTrip', `${at}: the loaded state's status is ${def.status(loaded.value)}, not ${def.status(s)}`);
  else {
    const movesBack = json(def.legalMoves(loaded.value).map((m) => def.formatMove(m)));
    if (movesBack !== json(listedRaw.map((k) => JSON.parse(k))))
      add(report, 'roundTrip', `${at}: the loaded state lists ${short(movesBack)}, not ${short(json(listedRaw))}`);
    else if (settings.project && !isDeepStrictEqual(settings.project(loaded.value), settings.project(s))) {
      add(report, 'roundTrip', `${at}: the loaded state differs from s (projection ${short(json(settings.project(loaded.value)))})`);
    }
  }
}

/** One seeded random playout with every per-position check, then the replay and undo/redo checks. */
function playout<S, M, O, T, E extends object, A extends GameActions<S, O, T, E>>(
  def: Def<S, M, O, T, E, A>,
  origin: { seed: unknown; options?: unknown },
  settings: SweepSettings<S>,
  rng: Rng,
  report: Report,
  label: string,
): void {
  const started = startSession(def, origin);
  if (!started.ok) {
    add(report, 'noThrow', `${label}: the game does not start: ${started.error.message}`);
    return;
  }
  const session: GameSession<S, M, O, T, E, A> = started.value;
  const names = [...(settings.actions ?? Object.keys(def.actions))];
  const rate = settings.actionRate ?? 0.1;
  const maxSteps = settings.maxSteps ?? 60;
  const pool = new Map<string, unknown>();
  const alphabet = new Set<string>();
  const prints = [fingerprint(def, session.state)];
  let now = 0;
  for (let step = 0; step < maxSteps; step++) {
    const at = `${label} step ${step}`;
    if (settings.clock) now += settings.clock(rng);
    const t = settings.clock ? now : undefined;
    checkPosition(def, session.state, session.options, t, settings, rng, pool, alphabet, report, at);
    const legal = session.legalMoves();
    if (names.length > 0 && rng.nextFloat() < rate) {
      const name = names[rng.nextInt(names.length)] as string;
      const r = session.command(name, t);
      if (r.ok && r.value.recorded) prints.push(fingerprint(def, session.state));
      continue;
    }
    if (legal.length === 0) break;
    const m = legal[rng.nextInt(legal.length)] as M;
    const r = session.play(m, t);
    if (!r.ok) {
      add(report, 'legal', `${at}: the session refuses listed move ${short(json(def.formatMove(m)))}: ${r.error.message}`);
      break;
    }
    prints.push(fingerprint(def, session.state));
  }

  // replay
  const log = wire(session.toLog()) as ReturnType<typeof session.toLog>;
  const again = replay(def, log);
  if (!again.ok) add(report, 'replay', `${label}: the log does not replay: ${again.error.message}`);
  else if (fingerprint(def, again.value.state) !== fingerprint(def, session.state)) {
    add(report, 'replay', `${label}: the replayed position is ${short(fingerprint(def, again.value.state))}, not ${short(fingerprint(def, session.state))}`);
  } else if (!isDeepStrictEqual(again.value.state, session.state))
    add(report, 'replay', `${label}: the replayed state differs from the played one (same encoding)`);

  // undo then redo
  const end = session.state;
  const depth = session.depth;
  if (prints.length !== depth + 1) add(report, 'undoRedo', `${label}: ${prints.length - 1} recorded steps but the session is ${depth} deep`);
  const k = depth === 0 ? 0 : 1 + rng.nextInt(depth);
  for (let i = 1; i <= k; i++) {
    if (!session.undo()) add(report, 'undoRedo', `${label}: undo ${i} of ${k} refused`);
    const expected = prints[depth - i];
    if (fingerprint(def, session.state) !== expected) {
      add(report, 'undoRedo', `${label}: after ${i} undos the position is ${short(fingerprint(def, session.state))}, not ${short(String(expected))}`);
      break;
    }
  }
  for (let i = 1; i <= k; i++) if (!session.redo()) add(report, 'undoRedo', `${label}: redo ${i} of ${k} refused`);
  if (session.state !== end && !isDeepStrictEqual(session.state, end)) add(report, 'undoRedo', `${label}: undo ${k} then redo ${k} is not the same state`);
  if (fingerprint(def, session.state) !== prints[depth]) add(report, 'undoRedo', `${label}: undo then redo changed the position`);
}

const variantsOf = <S>(opts: ConformanceOptions<S>): readonly Variant[] =>
  opts.variants ?? [{ seeds: opts.seeds ?? [], ...(opts.options === undefined ? {} : { options: opts.options }) }];

/** Run the sweep of one variant: every seed, `playouts` times. Never throws; problems are in the report. */
export function sweep<S, M, O, T, E extends object, A extends GameActions<S, O, T, E>>(
  def: Def<S, M, O, T, E, A>,
  variant: Variant,
  settings: SweepSettings<S> = {},
): Report {
  const report = emptyReport();
  const playouts = settings.playouts ?? 2;
  for (const seed of variant.seeds) {
    for (let p = 0; p < playouts; p++) {
      const label = `${def.id}${variant.name ? ` ${variant.name}` : ''} seed ${json(seed)} playout ${p}`;
      const rng = createRng(`${settings.rngSeed ?? 1}:${label}`);
      try {
        playout(def, { seed, ...(variant.options === undefined ? {} : { options: variant.options }) }, settings, rng, report, label);
      } catch (e) {
        add(report, 'noThrow', `${label}: ${describeError(e)}`);
      }
    }
  }
  return report;
}

/** Count the move sequences of length `depth` through legalMoves and play (a refused listed move throws). */
export function perft<S, M, O, T, E extends object, A extends GameActions<S, O, T, E>>(def: Def<S, M, O, T, E, A>, s: S, depth: number, options: O): number {
  if (depth === 0) return 1;
  let n = 0;
  for (const m of def.legalMoves(s)) {
    const r = def.play(s, m, undefined, options);
    if (!r.ok) throw new Error(`listed move ${json(def.formatMove(m))} is refused: ${r.error.message}`);
    n += perft(def, r.value.state, depth - 1, options);
  }
  return n;
}

/** The pinned perft entries that do not match, as messages. */
export function checkPerft<S, M, O, T, E extends object, A extends GameActions<S, O, T, E>>(
  def: Def<S, M, O, T, E, A>,
  entries: readonly PerftEntry[],
  defaultOptions?: unknown,
): string[] {
  const out: string[] = [];
  for (const e of entries) {
    const where = `seed ${json(e.seed)} depth ${e.depth}`;
    try {
      const opts = def.parseOptions(e.options ?? defaultOptions ?? {});
      if (!opts.ok) {
        out.push(`${where}: bad options: ${opts.error.message}`);
        continue;
      }
      const s = def.create(e.seed, opts.value);
      if (!s.ok) {
        out.push(`${where}: the game does not start: ${s.error.message}`);
        continue;
      }
      const n = perft(def, s.value, e.depth, opts.value);
      if (n !== e.count) out.push(`${where}: ${n} move sequences, pinned ${e.count}`);
    } catch (err) {
      out.push(`${where}: ${describeError(err)}`);
    }
  }
  return out;
}

type Json = Record<string, unknown>;

/**
 * Drive the engine in-process over a registry holding only this def and check every answer's
 * ENGINE.md shape, and that it agrees with a session of the def played alongside.
 */
export function checkEngine<S, M, O, T, E extends object, A extends GameActions<S, O, T, E>>(
  def: Def<S, M, O, T, E, A>,
  variant: Variant,
  settings: SweepSettings<S> & { engineSteps?: number; engineName?: string } = {},
): string[] {
  const out: string[] = [];
  const problem = (m: string): void => {
    if (out.length < MAX_PROBLEMS) out.push(m);
  };
  const name = settings.engineName ?? def.id;
  const rawOptions = variant.options ?? {};
  for (const seed of variant.seeds.slice(0, 2)) {
    const label = `seed ${json(seed)}`;
    try {
      const engine = new Engine({ [name]: def });
      const rng = createRng(`${settings.rngSeed ?? 1}:engine:${def.id}:${json(seed)}`);
      const started = startSession(def, { seed, options: rawOptions });
      if (!started.ok) {
        problem(`${label}: the game does not start: ${started.error.message}`);
        continue;
      }
      const session = started.value;
      const send = (req: Json, what: string): Json | null => {
        const line = engine.handleLine(JSON.stringify(req));
        if (/[\n\r]/.test(line)) problem(`${label} ${what}: the answer spans lines`);
        const answer = JSON.parse(line) as unknown;
        if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) {
          problem(`${label} ${what}: the answer is not an object`);
          return null;
        }
        const a = answer as Json;
        if (typeof a['ok'] !== 'boolean') problem(`${label} ${what}: "ok" is not a boolean`);
        if (a['ok'] === false) {
          if (typeof a['code'] !== 'string' || typeof a['error'] !== 'string') problem(`${label} ${what}: a failure without "code" and "error" strings`);
        }
        return a;
      };
      /** A success that carries a position: compare with the def's session. */
      const positioned = (a: Json | null, what: string): void => {
        if (!a) return;
        if (a['ok'] !== true) return problem(`${label} ${what}: failed: ${String(a['code'])} ${String(a['error'])}`);
        if (!('position' in a)) problem(`${label} ${what}: no "position"`);
        if (typeof a['status'] !== 'string' || !STATUSES.includes(a['status']))
          problem(`${label} ${what}: status ${json(a['status'])} is not an ENGINE.md status`);
        // The engine answers what the player sees: a def's undo cost (withUndos) included.
        const s = session.shownState;
        if (json(a['position']) !== json(wire(def.encode(s))))
          problem(`${label} ${what}: position ${short(json(a['position']))} is not the def's ${short(json(def.encode(s)))}`);
        if (a['status'] !== def.status(s)) problem(`${label} ${what}: status ${json(a['status'])}, the def says ${def.status(s)}`);
        for (const [k, v] of Object.entries(def.extras(s))) {
          if (json(a[k]) !== json(wire(v))) problem(`${label} ${what}: extra "${k}" is ${short(json(a[k]))}, the def says ${short(json(v))}`);
        }
      };

      const created = send({ cmd: 'new', game: name, seed, options: rawOptions }, 'new');
      positioned(created, 'new');
      if (created && created['game'] !== name) problem(`${label} new: "game" is ${json(created['game'])}, not ${name}`);
      const steps = settings.engineSteps ?? 8;
      let played = 0;
      let now = 0;
      for (let i = 0; i < steps; i++) {
        const moves = send({ cmd: 'moves' }, 'moves');
        const listed = session.legalMoves().map((m) => wire(def.formatMove(m)));
        if (!moves || !Array.isArray(moves['moves'])) {
          problem(`${label} moves: "moves" is not an array`);
          break;
        }
        if (json(moves['moves']) !== json(listed)) problem(`${label} moves: ${short(json(moves['moves']))}, the def lists ${short(json(listed))}`);
        if (listed.length === 0) break;
        const pick = rng.nextInt(listed.length);
        if (settings.clock) now += settings.clock(rng);
        const t = settings.clock ? now : undefined;
        const req: Json = t === undefined ? { cmd: 'move', move: listed[pick] } : { cmd: 'move', move: listed[pick], t };
        const moved = send(req, `move ${json(listed[pick])}`);
        const r = session.play(session.legalMoves()[pick] as M, t);
        if (!r.ok) {
          problem(`${label}: the def refuses its listed move ${json(listed[pick])}`);
          break;
        }
        played++;
        positioned(moved, `move ${json(listed[pick])}`);
        if (moved && moved['ok'] === true) {
          const events = moved['events'];
          if (!Array.isArray(events) || !events.every((e) => typeof e === 'string'))
            problem(`${label} move: "events" ${short(json(events))} is not an array of strings`);
          const fields = def.engineFields(r.value.trace, r.value.state);
          if (json(events) !== json(fields.events)) problem(`${label} move: events ${short(json(events))}, the def says ${short(json(fields.events))}`);
        }
      }
      // A refused move changes nothing.
      const before = send({ cmd: 'position' }, 'position');
      positioned(before, 'position');
      const refused = send({ cmd: 'move', move: { conformance: 'not a move' } }, 'bad move');
      if (refused && refused['ok'] !== false) problem(`${label}: a bad move is not refused`);
      positioned(send({ cmd: 'position' }, 'position after a refusal'), 'position after a refusal');
      if (played > 0) {
        session.undo();
        positioned(send({ cmd: 'undo' }, 'undo'), 'undo');
        session.redo();
        positioned(send({ cmd: 'redo' }, 'redo'), 'redo');
      }
      const nothing = send({ cmd: 'redo' }, 'redo at the end');
      if (nothing && nothing['ok'] !== false) problem(`${label}: redo with nothing to redo succeeds`);
      // load the current position: same position, status and moves
      const loaded = send({ cmd: 'load', game: name, position: wire(def.encode(session.state)), options: rawOptions }, 'load');
      if (loaded && loaded['ok'] === true) {
        if (loaded['game'] !== name) problem(`${label} load: "game" is ${json(loaded['game'])}`);
        if (json(loaded['position']) !== json(wire(def.encode(session.state)))) problem(`${label} load: the position changed on loading`);
        if (typeof loaded['status'] !== 'string' || !STATUSES.includes(loaded['status'])) problem(`${label} load: status ${json(loaded['status'])}`);
      } else if (loaded) problem(`${label} load: its own position is refused: ${String(loaded['error'])}`);
    } catch (e) {
      problem(`${label}: ${describeError(e)}`);
    }
  }
  return out;
}

/**
 * Register the conformance checks of one game (vitest describe/it). Call it once in the game's
 * `conformance.test.ts`.
 */
export function conformance<S, M, O, T, E extends object, A extends GameActions<S, O, T, E>>(def: Def<S, M, O, T, E, A>, opts: ConformanceOptions<S>): void {
  const skip = opts.skip ?? {};
  const variants = variantsOf(opts);
  const reg = (check: CheckName, run: () => string[]): void => {
    const reason = skip[check];
    if (reason !== undefined) it.skip(`${TITLES[check]} (skipped: ${reason})`, () => {});
    else it(TITLES[check], () => expect(run()).toEqual([]));
  };
  for (const variant of variants) {
    describe(`conformance: ${def.id}${variant.name ? ` (${variant.name})` : ''}`, () => {
      let report: Report | null = null;
      const swept = (): Report => (report ??= sweep(def, variant, opts));
      for (const check of ['legal', 'roundTrip', 'notation', 'replay', 'undoRedo', 'noThrow'] as const) reg(check, () => swept()[check]);
      reg('engine', () => checkEngine(def, variant, opts));
    });
  }
  if (opts.perft && opts.perft.length > 0) {
    describe(`conformance: ${def.id} perft`, () => reg('perft', () => checkPerft(def, opts.perft ?? [], variants[0]?.options)));
  }
}
