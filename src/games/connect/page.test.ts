// Paare verbinden's page spec on the shared controller: every link that worked before opens the
// same round (CON-21/22), bad links change nothing stored, saves and preferences written before the
// shared screen load, the clock is the rules' `t` (CON-12/13), and the results compare with the bests
// (CON-17/23; issue 21: the first result says it is the first).
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { Attempt } from '../../core/attempt.ts';
import { SaveSlots } from '../../core/saves.ts';
import { startSession } from '../../core/session.ts';
import { KEY_PREFIX, MemoryStorage, Store } from '../../core/storage.ts';
import { PageController } from '../../ui/screen/controller.svelte.ts';
import { connectDef } from './def.ts';
import { DAILY_SLOT, ROUND_SLOT, connectSpec, endLines, roundResult } from './page.ts';
import { connectablePairs } from './rules.ts';
import { BESTS_ENTRY, PREFS_ENTRY } from './records.ts';

const TODAY = '2026-12-03';
const q = (s: string): URLSearchParams => new URLSearchParams(s);

function setup(backend = new MemoryStorage()) {
  const store = new Store(backend);
  let now = 0;
  const ctl = new PageController(connectSpec(store), store, { detached: true, clock: () => now, confirm: () => Promise.resolve(true) });
  return { backend, store, ctl, advance: (ms: number) => (now += ms) };
}
const dump = (b: MemoryStorage): string => JSON.stringify(Array.from({ length: b.length }, (_, i) => [b.key(i), b.getItem(b.key(i) as string)]).sort());

describe('connect links', () => {
  const spec = connectSpec(new Store(new MemoryStorage()));

  it('CON-21 a code opens that board, in the mode named or the last one chosen', () => {
    expect(spec.rounds.readQuery(q('code=41739205-b'), TODAY)).toEqual({ ok: true, round: { code: '41739205-b', mode: 'relaxed' } });
    expect(spec.rounds.readQuery(q('code=41739205-a&mode=timed'), TODAY)).toEqual({ ok: true, round: { code: '41739205-a', mode: 'timed' } });
    // Spaces and an upper-case letter were accepted before, and still are.
    expect(spec.rounds.readQuery(q('code= 41739205-C '), TODAY)).toEqual({ ok: true, round: { code: '41739205-c', mode: 'relaxed' } });
    const store = new Store(new MemoryStorage());
    store.write(PREFS_ENTRY, { size: 'c', mode: 'timed', glow: { a: true, b: false, c: false } });
    expect(connectSpec(store).rounds.readQuery(q('code=41739205-b'), TODAY)).toEqual({ ok: true, round: { code: '41739205-b', mode: 'timed' } });
  });

  it('CON-22 daily=1 opens the Klassisch board whose seed is the local date; its code names it as the daily too', () => {
    const daily = { code: '20261203-b', mode: 'relaxed', day: TODAY };
    expect(spec.rounds.readQuery(q('daily=1'), TODAY)).toEqual({ ok: true, round: daily });
    expect(spec.rounds.readQuery(q('daily=1&mode=timed'), TODAY)).toEqual({ ok: true, round: { ...daily, mode: 'timed' } });
    expect(spec.rounds.readQuery(q('code=20261203-b'), TODAY)).toEqual({ ok: true, round: daily });
    expect(spec.saves.slotOf(daily as never)).toBe(DAILY_SLOT);
    expect(spec.rounds.label(daily as never)).toBe('Tagesaufgabe 3.12.2026 · Entspannt');
  });

  it('CON-21 no code: the round in progress; only a mode: the round in progress in that mode, else a fresh one', () => {
    expect(spec.rounds.readQuery(q(''), TODAY)).toEqual({ ok: true, round: 'resume' });
    expect(spec.rounds.readQuery(q('mode=timed'), TODAY)).toEqual({ ok: true, round: { like: { code: '00000000-b', mode: 'timed' } } });
  });

  it.each(['code=-1', 'code=abc', 'code=99999999999-z', 'mode=fast', 'code=', '10 KB', 'code=41739205-b&mode=TIMED'])(
    'issue 26 a bad link (%s) opens nothing new and says so in German',
    (bad) => {
      const r = spec.rounds.readQuery(q(bad === '10 KB' ? `code=${'9'.repeat(10_000)}` : bad), TODAY);
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.fallback).toBe('resume');
      const m = r.message;
      expect(typeof m === 'function' ? m({ label: 'x', stayed: true }) : m).toContain('keinen gültigen Spielcode');
    },
  );

  it('CON-21 a round links to exactly its board and mode, and the link reads back as the same round', () => {
    for (const r of [
      { code: '41739205-b', mode: 'relaxed' },
      { code: '00000042-c', mode: 'timed' },
      { code: '20261203-b', mode: 'timed', day: TODAY },
    ] as const) {
      const back = spec.rounds.readQuery(new URLSearchParams(spec.rounds.queryOf(r, TODAY)), TODAY);
      expect(back.ok && back.round).toEqual(r);
    }
  });

  it('issue 21 the header names the size and the mode, so Auf Zeit is named on a phone', () => {
    expect(spec.rounds.label({ code: '41739205-c', mode: 'timed' })).toBe('Lange Runde · Auf Zeit');
  });
});

describe('connect on the controller', () => {
  it('issue 12 migration: a round saved before the shared screen resumes with its board, score and clock', () => {
    // Exactly what the old page (saves.ts) wrote: the slot "round", meta {code, mode}, the clock as the attempt's time.
    const backend = new MemoryStorage();
    const old = new SaveSlots(new Store(backend), connectDef, {
      slots: ['round'],
      meta: v.object({ code: v.pipe(v.string(), v.maxLength(20)), mode: v.picklist(['relaxed', 'timed']) }),
    });
    const s = startSession(connectDef, { seed: '41739205-b', options: { mode: 'timed' } });
    if (!s.ok) throw new Error('no session');
    for (let k = 0; k < 3; k++) s.value.play(connectablePairs(s.value.state)[0] as never, 1000 * (k + 1));
    old.save('round', s.value, new Attempt({ elapsedMs: 4500 }), { code: '41739205-b', mode: 'timed' });
    const prefs = { size: 'c', mode: 'timed', glow: { a: false, b: true, c: false } } as const;
    new Store(backend).write(PREFS_ENTRY, prefs);
    const before = dump(backend);
    expect(backend.getItem(`${KEY_PREFIX}connect/slot/round`)).toContain('41739205-b');

    const { ctl, store } = setup(backend);
    ctl.rounds.route(q(''));
    expect(ctl.round).toEqual({ code: '41739205-b', mode: 'timed' });
    expect(ctl.state).toEqual(s.value.state);
    expect(ctl.clock.elapsed).toBe(4500);
    expect(ctl.inProgress).toBe(true);
    expect(store.read(PREFS_ENTRY)).toEqual(prefs);
    // The link naming it resumes it too; nothing was written by opening it.
    const again = setup(backend);
    again.ctl.rounds.route(q('code=41739205-b&mode=timed'));
    expect(again.ctl.state).toEqual(s.value.state);
    expect(dump(backend)).toBe(before);
  });

  it('issue 26 a bad link on a round in progress changes nothing stored and keeps the round', () => {
    const { ctl, backend } = setup();
    ctl.rounds.route(q('code=41739205-b&mode=relaxed'));
    ctl.startClock();
    ctl.play(connectablePairs(ctl.state)[0] as never);
    const before = dump(backend);
    for (const bad of ['code=-1', 'code=abc', 'mode=fast']) {
      ctl.rounds.route(q(bad));
      expect(ctl.round.code).toBe('41739205-b');
      expect(ctl.statusText).toContain('keinen gültigen Spielcode');
      ctl.saves.save();
      expect(dump(backend)).toBe(before);
    }
  });

  it('CON-12 CON-13 the clock starts when the deal ends (before a move), and the rules get it as t; at 0 the tick ends the round', () => {
    const { ctl, advance } = setup();
    ctl.rounds.route(q('code=41739205-a&mode=timed'));
    advance(5000);
    ctl.clock.tick();
    expect(ctl.clock.elapsed).toBe(0);
    ctl.startClock();
    advance(2000);
    ctl.play(connectablePairs(ctl.state)[0] as never);
    expect(ctl.state.lastT).toBe(2000);
    advance(200_000);
    ctl.clock.tick();
    expect(ctl.act('tick')).toBe(true);
    expect(ctl.status).toBe('over');
    expect(ctl.end?.title).toBe('Zeit abgelaufen');
    // CON-13: the same board again in Entspannt.
    expect(ctl.end?.next?.query).toEqual({ code: '41739205-a', mode: 'relaxed' });
  });

  it('CON-17 CON-23 issue 21 a finished round is recorded once; the first result says it is the first, later ones compare', () => {
    const { ctl, store, advance, backend } = setup();
    ctl.rounds.route(q('code=41739205-a&mode=relaxed'));
    ctl.startClock();
    while (ctl.status === 'playing') {
      advance(700);
      ctl.play(connectablePairs(ctl.state)[0] as never);
    }
    expect(ctl.status).toBe('won');
    expect(ctl.end?.title).toBe('Feld geräumt!');
    expect(ctl.end?.lines.join(' ')).toContain('Dein erstes Ergebnis');
    expect(ctl.end?.lines.join(' ')).not.toContain('Bestwert –');
    expect(ctl.end?.copy).toBe(true);
    const rec = store.read(BESTS_ENTRY)?.['a-relaxed'];
    expect(rec).toMatchObject({ played: 1, won: 1, bestTimeMs: 18 * 700 });
    // The slot is cleared; a second round compares with the best.
    expect(backend.getItem(`${KEY_PREFIX}connect/slot/${ROUND_SLOT}`)).toBeNull();
    const lines = endLines(ctl.state, roundResult(ctl.state, true, 20_000), rec, 'Einsteiger');
    expect(lines.join(' ')).toContain('(Bestwert 0:12)');
    expect(lines.join(' ')).not.toContain('erstes Ergebnis');
  });
});
