// The shared page controller (issue 20, issue 26): links open rounds or say why and change nothing
// stored, the first move saves, attempts count once, another tab's newer save is never written
// over, restart and new game ask while a game is in progress. Driven with core's toy game behind a
// minimal page spec.
import { describe, expect, it } from 'vitest';
import { KEY_PREFIX, MemoryStorage, Store } from '../../core/storage.ts';
import { toyDef, type ToyErrorData, type ToyState, type ToyTrace } from '../../testing/toy-game.ts';
import { countPlayed, recordResult, statsEntry } from '../stats.ts';
import { PageController } from './controller.svelte.ts';
import { originOf, roundKit, type Round } from './rounds.ts';
import type { PageSpec } from './spec.ts';

const toyKit = roundKit({ param: 'seed', range: [0, 999_999_999], numberLabel: (n) => `Spiel Nr. ${n}`, daily: { days: 1 } });
const STATS = statsEntry('toy');
const spec: PageSpec<ToyState, number, { max: number }, ToyTrace, ToyErrorData, (typeof toyDef)['actions'], Round, { round: Round }> = {
  id: 'toy',
  def: toyDef,
  name: 'Steine',
  ...toyKit,
  originOf: originOf(() => ({})),
  undoIsPractice: true,
  counters: (s) => [{ id: 'pile', label: 'Steine', value: String(s.pile) }],
  idle: () => 'Nimm Steine.',
  refused: (e) => e.message,
  played: (r, store) => countPlayed(store, 'toy', r.variant),
  ended: ({ first, store, round, attempt, state }) => {
    if (first) recordResult(store, 'toy', round.variant, { won: true, practice: attempt.practice, values: { moves: state.taken.length } }, { moves: 'lower' });
    return { title: 'Leer', lines: [] };
  },
};

function setup(answer = true) {
  const backend = new MemoryStorage();
  const store = new Store(backend);
  let now = 0;
  const asked: string[] = [];
  const ctl = new PageController(spec, store, {
    detached: true,
    clock: () => now,
    confirm: (title) => {
      asked.push(title);
      return Promise.resolve(answer);
    },
  });
  return { backend, store, ctl, asked, advance: (ms: number) => (now += ms) };
}

const q = (s: string): URLSearchParams => new URLSearchParams(s);
const dump = (b: MemoryStorage): Record<string, string> => {
  const out: Record<string, string> = {};
  for (let i = 0; i < b.length; i++) {
    const k = b.key(i) as string;
    out[k] = b.getItem(k) as string;
  }
  return out;
};
const firstLegal = (ctl: ReturnType<typeof setup>['ctl']) => ctl.legalMoves[0] as Parameters<typeof ctl.play>[0];

describe('issue 20: one page controller', () => {
  it('opens the round a link names and writes nothing before the first move', () => {
    const { ctl, backend } = setup();
    ctl.route(q('seed=42'));
    expect(ctl.ready).toBe(true);
    expect(ctl.round).toMatchObject({ kind: 'free', seed: 42 });
    expect(dump(backend)).toEqual({});
    expect(ctl.play(firstLegal(ctl))).toBe(true);
    expect(Object.keys(dump(backend))).toContain(`${KEY_PREFIX}toy/slot/free`);
  });

  it("issue 21: a move's save waits until after the paint, once for a burst, and leaving writes it at once", async () => {
    const backend = new MemoryStorage();
    const queued: (() => void)[] = [];
    const ctl = new PageController(spec, new Store(backend), { detached: true, later: (write) => queued.push(write), confirm: () => Promise.resolve(true) });
    ctl.route(q('seed=42'));
    ctl.play(firstLegal(ctl));
    ctl.play(firstLegal(ctl));
    expect(dump(backend)[`${KEY_PREFIX}toy/slot/free`]).toBeUndefined();
    expect(queued).toHaveLength(1);
    queued[0]?.();
    const saved = dump(backend)[`${KEY_PREFIX}toy/slot/free`];
    expect(saved).toContain('"steps"');
    // Another move, then a new round before the paint: the move is written before the round goes.
    ctl.play(firstLegal(ctl));
    expect(await ctl.newGame()).toBe(true);
    expect(dump(backend)[`${KEY_PREFIX}toy/slot/free`]).not.toBe(saved);
    expect(dump(backend)[`${KEY_PREFIX}toy/slot/free`]?.length).toBeGreaterThan(saved?.length ?? 0);
  });

  it('a reload resumes the saved game with its undo history', () => {
    const a = setup();
    a.ctl.route(q('seed=7'));
    a.ctl.play(firstLegal(a.ctl));
    a.ctl.play(firstLegal(a.ctl));
    a.ctl.save();
    const b = new PageController(spec, new Store(a.backend), { detached: true });
    b.route(q(''));
    expect(b.round).toMatchObject({ kind: 'free', seed: 7 });
    expect(b.session.depth).toBe(2);
    expect(b.canUndo).toBe(true);
    expect(b.message?.text).toMatch(/wieder da/);
  });

  it('limited hints: one each, free while one shows, said when used up, kept with the save', () => {
    const limited = { ...spec, hint: { action: 'peek' as const, limit: 2, spent: 'Keine Tipps mehr.' } };
    const backend = new MemoryStorage();
    const ctl = new PageController(limited, new Store(backend), { detached: true });
    ctl.route(q('seed=9'));
    expect(ctl.hintsLeft).toBe(2);
    ctl.hint();
    expect(ctl.hinted).not.toBeNull();
    ctl.hint();
    expect(ctl.hintsLeft).toBe(1);
    ctl.play(firstLegal(ctl as never));
    ctl.hint();
    expect(ctl.hintsLeft).toBe(0);
    ctl.play(firstLegal(ctl as never));
    ctl.hint();
    expect(ctl.message?.text).toBe('Keine Tipps mehr.');
    const again = new PageController(limited, new Store(backend), { detached: true });
    again.route(q('seed=9'));
    expect(again.hintsLeft).toBe(0);
    expect(setup().ctl.hintsLeft).toBeNull();
  });

  it('a refused move is said with the move tried; a save the rules cannot replay is said and not resumed', () => {
    const said = { ...spec, refused: (_e: unknown, _s: unknown, m?: number) => `Nicht ${m}.` };
    const backend = new MemoryStorage();
    const ctl = new PageController(said, new Store(backend), { detached: true });
    ctl.route(q('seed=4'));
    expect(ctl.play(999)).toBe(false);
    expect(ctl.message?.text).toBe('Nicht 999.');
    ctl.play(firstLegal(ctl as never));
    const key = `${KEY_PREFIX}toy/slot/free`;
    const saved = JSON.parse(backend.getItem(key) as string);
    saved.data.log.steps = [{ move: 999 }];
    backend.setItem(key, JSON.stringify(saved));
    const b = new PageController(said, new Store(backend), { detached: true });
    b.route(q('seed=4'));
    expect(b.session.depth).toBe(0);
    expect(b.message?.text).toMatch(/beschädigt/);
  });

  it('counts a round as played once, at its first move, also after undo', () => {
    const { ctl, store } = setup();
    ctl.route(q('seed=3'));
    ctl.play(firstLegal(ctl));
    ctl.undo();
    ctl.play(firstLegal(ctl));
    expect(store.read(STATS)?.['']?.played).toBe(1);
  });

  it('an undo marks the attempt as practice where the game says so', () => {
    const { ctl } = setup();
    ctl.route(q('seed=3'));
    ctl.play(firstLegal(ctl));
    expect(ctl.attempt.practice).toBe(false);
    ctl.undo();
    expect(ctl.attempt.practice).toBe(true);
  });

  it('asks before replacing a game in progress, and keeps it on "no"', async () => {
    const { ctl, asked } = setup(false);
    ctl.route(q('seed=5'));
    ctl.play(firstLegal(ctl));
    expect(await ctl.newGame()).toBe(false);
    expect(asked).toHaveLength(1);
    expect(ctl.round).toMatchObject({ seed: 5 });
    expect(ctl.session.depth).toBe(1);
  });

  it('does not ask when nothing was played yet', async () => {
    const { ctl, asked } = setup(false);
    ctl.route(q('seed=5'));
    expect(await ctl.newGame()).toBe(true);
    expect(asked).toHaveLength(0);
  });

  it('runs the play clock from the first move and keeps it with the save', () => {
    const { ctl, advance } = setup();
    ctl.route(q('seed=9'));
    advance(5000);
    ctl.play(firstLegal(ctl));
    advance(3000);
    ctl.tick();
    expect(ctl.elapsed).toBe(3000);
  });
});

describe('issue 26: a bad link or a second tab never loses a game', () => {
  const BAD = ['', '-1', '1e999', 'abc', '99999999999999999999', '<script>alert(1)</script>', 'x'.repeat(10_000), '1.5', ' 12 '.repeat(3)];

  it.each(BAD.map((b) => [b.length > 40 ? `${b.slice(0, 12)}… (${b.length} chars)` : b, b]))('seed=%j changes nothing stored and says why', (_name, bad) => {
    const { ctl, backend } = setup();
    ctl.route(q('seed=11'));
    ctl.play(firstLegal(ctl));
    ctl.save();
    const before = dump(backend);
    const state = ctl.state;
    ctl.route(new URLSearchParams({ seed: bad }));
    expect(dump(backend)).toEqual(before);
    expect(ctl.state).toBe(state);
    expect(ctl.message?.tone).toBe('warn');
  });

  it.each(['0', '2', 'ja', ''])('daily=%j other than 1 is refused with a message', (bad) => {
    const { ctl, backend } = setup();
    ctl.route(q('seed=11'));
    ctl.play(firstLegal(ctl));
    const before = dump(backend);
    ctl.route(new URLSearchParams({ daily: bad }));
    expect(dump(backend)).toEqual(before);
    expect(ctl.message?.text).toContain('daily=');
  });

  it('a bad link on first opening continues the saved game instead of dealing over it', () => {
    const a = setup();
    a.ctl.route(q('seed=11'));
    a.ctl.play(firstLegal(a.ctl));
    a.ctl.save();
    const before = dump(a.backend);
    const b = new PageController(spec, new Store(a.backend), { detached: true });
    b.route(q('seed=-1'));
    expect(b.round).toMatchObject({ seed: 11 });
    expect(b.session.depth).toBe(1);
    expect(dump(a.backend)).toEqual(before);
  });

  it('a tab never writes over another tab’s newer save, and offers it', () => {
    const backend = new MemoryStorage();
    const tabA = new PageController(spec, new Store(backend), { detached: true });
    const tabB = new PageController(spec, new Store(backend), { detached: true });
    tabA.route(q('seed=21'));
    tabA.play(firstLegal(tabA));
    tabB.route(q(''));
    expect(tabB.session.depth).toBe(1);
    tabB.play(firstLegal(tabB));
    const saved = dump(backend);
    // Tab A learns of it (the storage event) and stops saving.
    tabA.storageChanged(`${KEY_PREFIX}toy/slot/free`);
    expect(tabA.conflict).toBe(true);
    tabA.play(firstLegal(tabA));
    tabA.save();
    expect(dump(backend)).toEqual(saved);
    // Following the other tab continues its two moves.
    tabA.followOtherTab();
    expect(tabA.conflict).toBe(false);
    expect(tabA.session.depth).toBe(2);
  });

  it('even without the storage event, a save notices the newer entry first', () => {
    const backend = new MemoryStorage();
    const tabA = new PageController(spec, new Store(backend), { detached: true });
    const tabB = new PageController(spec, new Store(backend), { detached: true });
    tabA.route(q('seed=21'));
    tabA.play(firstLegal(tabA));
    tabB.route(q(''));
    tabB.play(firstLegal(tabB));
    const saved = dump(backend);
    tabA.play(firstLegal(tabA));
    expect(tabA.conflict).toBe(true);
    expect(dump(backend)).toEqual(saved);
  });
});

describe('rounds kit', () => {
  const kit = roundKit({
    param: 'deal',
    range: [1, 1000],
    numberLabel: (n) => `Blatt Nr. ${n}`,
    daily: { days: 30 },
    variant: {
      param: 'draw',
      legend: 'Ziehen',
      values: [
        { value: '1', label: 'Ziehen 1' },
        { value: '3', label: 'Ziehen 3' },
      ],
    },
  });
  it.each([
    ['deal=17', { kind: 'free', seed: 17, variant: '1' }],
    ['deal=1.000', { kind: 'free', seed: 1000, variant: '1' }],
    ['deal=17&draw=3', { kind: 'free', seed: 17, variant: '3' }],
  ])('%s opens %j', (query, round) => {
    const r = kit.readQuery(q(query), '2026-12-03');
    expect(r).toEqual({ ok: true, round });
  });
  it('an earlier open daily, and one too old', () => {
    expect(kit.readQuery(q('daily=1&day=2026-11-10'), '2026-12-03')).toMatchObject({ ok: true, round: { kind: 'daily', day: '2026-11-10' } });
    expect(kit.readQuery(q('daily=1&day=2026-10-01'), '2026-12-03')).toMatchObject({ ok: false });
    expect(kit.readQuery(q('daily=1&day=2026-12-04'), '2026-12-03')).toMatchObject({ ok: false });
  });
  it.each(['', 'abc', '2026-13-45', '<script>alert(1)</script>', 'x'.repeat(10_240)])(
    'issue 26 a day that is no day ("%s") is quoted short and opens today\'s daily',
    (day) => {
      const r = kit.readQuery(q(`daily=1&day=${encodeURIComponent(day)}`), '2026-12-03');
      expect(r).toMatchObject({ ok: false, fallback: { kind: 'daily', day: '2026-12-03' } });
      if (r.ok || typeof r.message !== 'string') throw new Error('expected a bad link with its sentence');
      expect(r.message).toContain(`„${day.slice(0, 24)}`);
      expect(r.message.length).toBeLessThan(80);
    },
  );
  it('round → query → round is the identity', () => {
    for (const r of [
      { kind: 'free' as const, seed: 5, variant: '3' },
      { kind: 'daily' as const, seed: 20261201, day: '2026-12-01', variant: '1' },
    ]) {
      const back = kit.readQuery(new URLSearchParams(kit.queryOf(r, '2026-12-03')), '2026-12-03');
      expect(back).toEqual({ ok: true, round: r });
    }
  });
  it('labels say the round in one German date format', () => {
    expect(kit.label({ kind: 'daily', seed: 1, day: '2026-12-03', variant: '1' })).toBe('Tagesaufgabe 3.12.2026 · Ziehen 1');
    expect(kit.label({ kind: 'free', seed: 11982, variant: '3' })).toBe('Blatt Nr. 11.982 · Ziehen 3');
  });
});
