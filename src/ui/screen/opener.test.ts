// The round opener (opener.svelte.ts, issue 20, issue 26): a link opens its round or says why and
// changes nothing stored, a reload resumes the slot's game, a save the rules cannot replay is said
// and not resumed, and a game in progress is replaced only after asking.
import { describe, expect, it } from 'vitest';
import { KEY_PREFIX, MemoryStorage } from '../../core/storage.ts';
import { dump, firstLegal, q, setup, toyController, toySpec } from './testing/toy.ts';

describe('issue 20: the round opener', () => {
  it('opens the round a link names and writes nothing before the first move', () => {
    const { ctl, backend } = setup();
    ctl.rounds.route(q('seed=42'));
    expect(ctl.ready).toBe(true);
    expect(ctl.round).toMatchObject({ kind: 'free', seed: 42 });
    expect(dump(backend)).toEqual({});
    expect(ctl.play(firstLegal(ctl))).toBe(true);
    expect(Object.keys(dump(backend))).toContain(`${KEY_PREFIX}toy/slot/free`);
  });

  it('a reload resumes the saved game with its undo history', () => {
    const a = setup();
    a.ctl.rounds.route(q('seed=7'));
    a.ctl.play(firstLegal(a.ctl));
    a.ctl.play(firstLegal(a.ctl));
    a.ctl.saves.save();
    const b = toyController(toySpec, a.backend);
    b.rounds.route(q(''));
    expect(b.round).toMatchObject({ kind: 'free', seed: 7 });
    expect(b.session.depth).toBe(2);
    expect(b.canUndo).toBe(true);
    expect(b.message?.text).toMatch(/wieder da/);
  });

  it('a save the rules cannot replay is said and not resumed', () => {
    const backend = new MemoryStorage();
    const ctl = toyController(toySpec, backend);
    ctl.rounds.route(q('seed=4'));
    ctl.play(firstLegal(ctl));
    const key = `${KEY_PREFIX}toy/slot/free`;
    const saved = JSON.parse(backend.getItem(key) as string);
    saved.data.log.steps = [{ move: 999 }];
    backend.setItem(key, JSON.stringify(saved));
    const b = toyController(toySpec, backend);
    b.rounds.route(q('seed=4'));
    expect(b.session.depth).toBe(0);
    expect(b.message?.text).toMatch(/beschädigt/);
  });

  it('asks before replacing a game in progress, and keeps it on "no"', async () => {
    const { ctl, asked } = setup(false);
    ctl.rounds.route(q('seed=5'));
    ctl.play(firstLegal(ctl));
    expect(await ctl.rounds.newGame()).toBe(false);
    expect(asked).toHaveLength(1);
    expect(ctl.round).toMatchObject({ seed: 5 });
    expect(ctl.session.depth).toBe(1);
  });

  it('does not ask when nothing was played yet', async () => {
    const { ctl, asked } = setup(false);
    ctl.rounds.route(q('seed=5'));
    expect(await ctl.rounds.newGame()).toBe(true);
    expect(asked).toHaveLength(0);
  });
});

describe('issue 26: a bad link never loses a game', () => {
  const BAD = ['', '-1', '1e999', 'abc', '99999999999999999999', '<script>alert(1)</script>', 'x'.repeat(10_000), '1.5', ' 12 '.repeat(3)];

  it.each(BAD.map((b) => [b.length > 40 ? `${b.slice(0, 12)}… (${b.length} chars)` : b, b]))('seed=%j changes nothing stored and says why', (_name, bad) => {
    const { ctl, backend } = setup();
    ctl.rounds.route(q('seed=11'));
    ctl.play(firstLegal(ctl));
    ctl.saves.save();
    const before = dump(backend);
    const state = ctl.state;
    ctl.rounds.route(new URLSearchParams({ seed: bad }));
    expect(dump(backend)).toEqual(before);
    expect(ctl.state).toBe(state);
    expect(ctl.message?.tone).toBe('warn');
  });

  it.each(['0', '2', 'ja', ''])('daily=%j other than 1 is refused with a message', (bad) => {
    const { ctl, backend } = setup();
    ctl.rounds.route(q('seed=11'));
    ctl.play(firstLegal(ctl));
    const before = dump(backend);
    ctl.rounds.route(new URLSearchParams({ daily: bad }));
    expect(dump(backend)).toEqual(before);
    expect(ctl.message?.text).toContain('daily=');
  });

  it('a bad link on first opening continues the saved game instead of dealing over it', () => {
    const a = setup();
    a.ctl.rounds.route(q('seed=11'));
    a.ctl.play(firstLegal(a.ctl));
    a.ctl.saves.save();
    const before = dump(a.backend);
    const b = toyController(toySpec, a.backend);
    b.rounds.route(q('seed=-1'));
    expect(b.round).toMatchObject({ seed: 11 });
    expect(b.session.depth).toBe(1);
    expect(dump(a.backend)).toEqual(before);
  });
});
