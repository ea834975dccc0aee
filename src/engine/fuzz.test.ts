// Engine fuzz test: random and adversarial request lines against every registered game.
//
// For each line: exactly one JSON answer (no newline inside), `ok` a boolean, a failure only
// with a documented code, and a failure leaves the game exactly as it was (position, status
// and the legal moves compared before and after). Games come from the registry, so a game that
// lands later is covered without touching this file.

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Engine } from './engine.ts';
import { INHERITED_NAMES } from './inherited.ts';
import { GAME_DEFS } from '../games/defs.ts';
import type { AnyGameDef } from '../core/game.ts';

type Json = Record<string, unknown>;

/** ENGINE.md's failure codes (general and game-specific). */
const DOCUMENTED_CODES = ['bad_request', 'bad_position', 'illegal', 'not_a_pair', 'no_path', 'empty_column', 'no_solution', 'too_hard'];

const INHERITED = INHERITED_NAMES;
const GENERIC_CMDS = ['new', 'load', 'position', 'moves', 'move', 'undo', 'redo', 'hint', 'finish', 'shuffle', 'tick', 'solution'];

const defs = Object.values(GAME_DEFS).filter((d): d is AnyGameDef => d !== undefined);
const gameIds = defs.map((d) => d.id);

/** Characters that break naive parsers: controls, separators, quotes, surrogates, BOM. */
const nastyChar = fc.constantFrom('\r', '\n', '\t', '\0', '\u2028', '\u2029', '\ufeff', '"', '\\', '{', '}', '[', ']', ',', ':', '\ud800', 'é', '𝄞', ' ');
const nastyString = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: nastyChar, maxLength: 20 }),
  fc.constantFrom(...INHERITED, ...GENERIC_CMDS, ...gameIds, '', 'NaN', '-0', '1e309', 'null'),
);
const nastyJson: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: 'small' },
  fc.jsonValue({ maxDepth: 3 }),
  nastyString,
  fc.constantFrom(-1, 0, 1, 1.5, -5, 1e3, 2 ** 31, 2 ** 53, Number.MAX_VALUE, -0),
  fc.dictionary(fc.constantFrom(...INHERITED, 'rows', 'score', 'adds', 'stock', 'mode', 'start'), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
);

/** A recipe for one request line; it is turned into text against the engine's current state. */
type Recipe =
  | { kind: 'raw'; text: string }
  | { kind: 'request'; req: Json }
  | { kind: 'inherited'; name: string; extra: Json }
  | { kind: 'legal'; pick: number; t: number | undefined }
  | { kind: 'gameCommand'; pick: number; t: number | undefined }
  | { kind: 'mutatedPosition'; game: number; edits: { at: number; char: string; op: 'replace' | 'delete' | 'insert' }[]; structural: boolean; value: unknown }
  | { kind: 'start'; game: number; seed: unknown; options: unknown; cmd: 'new' | 'load' }
  | { kind: 'deep'; depth: number; where: 'line' | 'move' | 'position' }
  | { kind: 'control'; base: number; at: number; char: string };

const recipe: fc.Arbitrary<Recipe> = fc.oneof(
  fc.record({ kind: fc.constant('raw' as const), text: fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: nastyChar, maxLength: 40 })) }),
  fc.record({
    kind: fc.constant('request' as const),
    req: fc.record(
      {
        cmd: fc.oneof(fc.constantFrom(...GENERIC_CMDS), nastyString, nastyJson),
        game: nastyJson,
        seed: nastyJson,
        position: nastyJson,
        move: nastyJson,
        options: nastyJson,
        t: nastyJson,
      },
      { requiredKeys: ['cmd'] },
    ),
  }),
  fc.record({
    kind: fc.constant('inherited' as const),
    name: fc.constantFrom(...INHERITED),
    extra: fc.dictionary(fc.constantFrom('move', 't', 'game'), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 }),
  }),
  fc.record({ kind: fc.constant('legal' as const), pick: fc.nat(), t: fc.option(fc.nat({ max: 400_000 }), { nil: undefined }) }),
  fc.record({ kind: fc.constant('legal' as const), pick: fc.nat(), t: fc.option(fc.nat({ max: 400_000 }), { nil: undefined }) }),
  fc.record({ kind: fc.constant('gameCommand' as const), pick: fc.nat(), t: fc.option(fc.nat({ max: 400_000 }), { nil: undefined }) }),
  fc.record({
    kind: fc.constant('mutatedPosition' as const),
    game: fc.nat(),
    edits: fc.array(
      fc.record({
        at: fc.nat(),
        char: fc.oneof(nastyChar, fc.constantFrom('A', 'K', 'T', '1', '9', '.', 'H', 'S', '-', '0', 'null')),
        op: fc.constantFrom('replace' as const, 'delete' as const, 'insert' as const),
      }),
      { minLength: 1, maxLength: 4 },
    ),
    structural: fc.boolean(),
    value: nastyJson,
  }),
  fc.record({
    kind: fc.constant('start' as const),
    game: fc.nat(),
    seed: nastyJson,
    options: fc.option(nastyJson, { nil: undefined }),
    cmd: fc.constantFrom('new' as const, 'load' as const),
  }),
  fc.record({
    kind: fc.constant('deep' as const),
    depth: fc.constantFrom(50, 1000, 100_000),
    where: fc.constantFrom('line' as const, 'move' as const, 'position' as const),
  }),
  fc.record({ kind: fc.constant('control' as const), base: fc.nat(), at: fc.nat(), char: nastyChar }),
);

const send = (e: Engine, line: string): Json => {
  const answer = e.handleLine(line);
  expect(answer).not.toMatch(/[\n\r]/);
  const parsed = JSON.parse(answer) as unknown;
  expect(typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)).toBe(true);
  return parsed as Json;
};

/** Everything observable about the current game, for before/after comparisons. */
const snapshot = (e: Engine): string => JSON.stringify([send(e, '{"cmd":"position"}'), send(e, '{"cmd":"moves"}')]);

/** A structural mutation: replace one leaf of a JSON value (positions that are objects). */
function mutateValue(v: unknown, pick: number, replacement: unknown): unknown {
  if (Array.isArray(v) && v.length > 0) {
    const i = pick % v.length;
    return v.map((x, j) => (j === i ? mutateValue(x, Math.floor(pick / v.length), replacement) : x));
  }
  if (typeof v === 'object' && v !== null) {
    const keys = Object.keys(v);
    if (keys.length === 0) return replacement;
    const k = keys[pick % keys.length] as string;
    return { ...(v as Json), [k]: mutateValue((v as Json)[k], Math.floor(pick / keys.length), replacement) };
  }
  return replacement;
}

function editText(text: string, edits: { at: number; char: string; op: string }[]): string {
  let s = text;
  for (const { at, char, op } of edits) {
    const i = s.length === 0 ? 0 : at % s.length;
    s = op === 'delete' ? s.slice(0, i) + s.slice(i + 1) : op === 'insert' ? s.slice(0, i) + char + s.slice(i) : s.slice(0, i) + char + s.slice(i + 1);
  }
  return s;
}

/** Positions of every game: the start and a few moves in, to mutate. */
function samplePositions(): Map<string, unknown[]> {
  const out = new Map<string, unknown[]>();
  for (const def of defs) {
    const e = new Engine(GAME_DEFS);
    const list: unknown[] = [];
    const started = send(e, JSON.stringify({ cmd: 'new', game: def.id, seed: 1 }));
    expect(started['ok'], `${def.id} starts from seed 1`).toBe(true);
    list.push(started['position']);
    for (let i = 0; i < 6; i++) {
      const moves = send(e, '{"cmd":"moves"}')['moves'] as unknown[];
      if (!moves?.length) break;
      const r = send(e, JSON.stringify({ cmd: 'move', move: moves[(i * 7) % moves.length] }));
      if (r['ok']) list.push(r['position']);
    }
    out.set(def.id, list);
  }
  return out;
}

function lineFor(r: Recipe, e: Engine, current: AnyGameDef | null, positions: Map<string, unknown[]>): string {
  switch (r.kind) {
    case 'raw':
      return r.text.replace(/\n/g, ' ');
    case 'request':
      return JSON.stringify(r.req);
    case 'inherited':
      return JSON.stringify({ ...r.extra, cmd: r.name });
    case 'legal': {
      const moves = (send(e, '{"cmd":"moves"}')['moves'] as unknown[] | undefined) ?? [];
      const move = moves.length ? moves[r.pick % moves.length] : r.pick;
      return JSON.stringify(r.t === undefined ? { cmd: 'move', move } : { cmd: 'move', move, t: r.t });
    }
    case 'gameCommand': {
      const names = Object.keys(current?.actions ?? {});
      const cmd = names.length ? names[r.pick % names.length] : 'hint';
      return JSON.stringify(r.t === undefined ? { cmd } : { cmd, t: r.t });
    }
    case 'mutatedPosition': {
      const def = defs[r.game % defs.length] as AnyGameDef;
      const list = positions.get(def.id) ?? [];
      const base = list[r.game % Math.max(1, list.length)];
      const text = typeof base === 'string' ? base : JSON.stringify(base);
      const position = r.structural && typeof base === 'object' ? mutateValue(base, r.edits[0]?.at ?? 0, r.value) : editText(text, r.edits);
      return JSON.stringify({ cmd: 'load', game: def.id, position });
    }
    case 'start': {
      const def = defs[r.game % defs.length] as AnyGameDef;
      const field = r.cmd === 'new' ? 'seed' : 'position';
      return JSON.stringify({ cmd: r.cmd, game: def.id, [field]: r.seed, ...(r.options === undefined ? {} : { options: r.options }) });
    }
    case 'deep': {
      const open = '['.repeat(r.depth);
      const close = ']'.repeat(r.depth);
      if (r.where === 'line') return open + close;
      return `{"cmd":"${r.where === 'move' ? 'move' : 'load'}","game":"${current?.id ?? defs[0]?.id}","${r.where}":${open}${close}}`;
    }
    case 'control': {
      const moves = (send(e, '{"cmd":"moves"}')['moves'] as unknown[] | undefined) ?? [];
      const text = JSON.stringify({ cmd: 'move', move: moves[r.base % Math.max(1, moves.length)] ?? null });
      const i = r.at % (text.length + 1);
      return (text.slice(0, i) + r.char + text.slice(i)).replace(/\n/g, '\r');
    }
  }
}

describe('engine fuzz', () => {
  const positions = samplePositions();

  it(`every line gets one JSON answer, only documented codes, and a failure changes nothing (${gameIds.join(', ')})`, () => {
    fc.assert(
      fc.property(fc.nat({ max: defs.length - 1 }), fc.array(recipe, { minLength: 1, maxLength: 25 }), (first, recipes) => {
        const e = new Engine(GAME_DEFS);
        let current: AnyGameDef | null = defs[first] as AnyGameDef;
        expect(send(e, JSON.stringify({ cmd: 'new', game: current.id, seed: 1 }))['ok']).toBe(true);
        for (const r of recipes) {
          const line = lineFor(r, e, current, positions);
          const before = snapshot(e);
          const answer = send(e, line);
          expect(typeof answer['ok'], line.slice(0, 200)).toBe('boolean');
          if (answer['ok'] === false) {
            expect(DOCUMENTED_CODES, `${line.slice(0, 200)} → ${JSON.stringify(answer).slice(0, 300)}`).toContain(answer['code']);
            expect(typeof answer['error']).toBe('string');
            expect(String(answer['error']).length).toBeLessThan(300);
            expect(snapshot(e), `a failed request changed the game: ${line.slice(0, 200)}`).toBe(before);
          } else if (typeof answer['game'] === 'string') {
            current = defs.find((d) => d.id === answer['game']) ?? current;
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it.each(gameIds)('%s: huge strings in every field are refused briefly and change nothing', (id) => {
    const e = new Engine(GAME_DEFS);
    send(e, JSON.stringify({ cmd: 'new', game: id, seed: 1 }));
    const before = snapshot(e);
    const huge = 'Q'.repeat(1_000_000);
    for (const req of [
      { cmd: huge },
      { cmd: 'new', game: huge, seed: 1 },
      { cmd: 'new', game: id, seed: huge },
      { cmd: 'load', game: id, position: huge },
      { cmd: 'load', game: id, position: { rows: [huge], stock: [huge], score: 0 } },
      { cmd: 'move', move: huge },
      { cmd: 'move', move: [huge, huge] },
    ]) {
      const answer = send(e, JSON.stringify(req));
      expect(answer).toMatchObject({ ok: false });
      expect(DOCUMENTED_CODES).toContain(answer['code']);
      expect(JSON.stringify(answer).length).toBeLessThan(400);
      expect(snapshot(e)).toBe(before);
    }
    // Games without these options ignore unknown keys; the others refuse them, briefly.
    const withOptions = send(e, JSON.stringify({ cmd: 'new', game: id, seed: 1, options: { mode: huge, start: huge } }));
    expect(JSON.stringify(withOptions).length).toBeLessThan(100_000);
    if (!withOptions['ok']) expect(JSON.stringify(withOptions).length).toBeLessThan(400);
  });
});
