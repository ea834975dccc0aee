// Issue 12: the synthesised sounds and their settings (the celebration and the question are played
// in the browser by the e2e tests).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buzz, feelPrefs, play, resetFeelForTests, setFeelPref, onFeelPrefChange, tonesOf, type Sound } from './feel.ts';

const SOUNDS: Sound[] = ['pick', 'place', 'match', 'combo', 'collapse', 'win', 'deal'];

afterEach(() => {
  vi.unstubAllGlobals();
  resetFeelForTests();
  onFeelPrefChange(null);
  setFeelPref('sound', true);
  setFeelPref('vibrate', false);
});

describe('issue 12: sounds', () => {
  it.each(SOUNDS)('%s is a few short, quiet tones', (s) => {
    const tones = tonesOf(s, 3);
    expect(tones.length).toBeGreaterThan(0);
    expect(tones.length).toBeLessThanOrEqual(4);
    for (const t of tones) {
      expect(t.f).toBeGreaterThan(50);
      expect(t.len).toBeGreaterThan(0);
      expect(t.at + t.len).toBeLessThanOrEqual(0.8);
      expect(t.gain).toBeLessThanOrEqual(1);
    }
  });

  it('a combo climbs with its step and stops climbing at 12', () => {
    const pitch = (step: number) => tonesOf('combo', step)[0]!.f;
    expect(pitch(2)).toBeGreaterThan(pitch(1));
    expect(pitch(5)).toBeGreaterThan(pitch(4));
    expect(pitch(40)).toBe(pitch(12));
  });

  it('"Töne" off plays nothing; on records each sound for the test hook', () => {
    const win: { __kkSound?: Sound[] } = {};
    vi.stubGlobal('window', win);
    setFeelPref('sound', false);
    play('match');
    expect(win.__kkSound).toBeUndefined();
    setFeelPref('sound', true);
    play('match');
    play('win');
    expect(win.__kkSound).toEqual(['match', 'win']);
  });

  it('issue 21: the audio context and its tones are made after the tap, in a task of their own (the first after its frame)', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    try {
      let made = 0;
      let oscillators = 0;
      class FakeContext {
        state = 'running';
        currentTime = 0;
        destination = {};
        constructor() {
          made++;
        }
        createOscillator() {
          oscillators++;
          return {
            type: '',
            frequency: { setValueAtTime() {}, exponentialRampToValueAtTime() {} },
            connect(g: unknown) {
              return g;
            },
            start() {},
            stop() {},
          };
        }
        createGain() {
          return {
            gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} },
            connect(d: unknown) {
              return d;
            },
          };
        }
      }
      const win: { __kkSound?: Sound[]; AudioContext?: unknown } = { AudioContext: FakeContext };
      vi.stubGlobal('window', win);
      vi.stubGlobal('navigator', { userActivation: { hasBeenActive: true } });
      play('match');
      expect(win.__kkSound).toEqual(['match']);
      expect(made + oscillators).toBe(0);
      vi.runAllTimers();
      expect(made).toBeLessThanOrEqual(1);
      expect(oscillators).toBe(tonesOf('match').length);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a burst of the same sound within a few milliseconds is thinned out', () => {
    const win: { __kkSound?: Sound[] } = {};
    vi.stubGlobal('window', win);
    play('deal');
    play('deal');
    expect(win.__kkSound).toEqual(['deal']);
  });

  it('a changed preference reaches the shell so it can be stored', () => {
    const seen: boolean[] = [];
    onFeelPrefChange((p) => seen.push(p.sound));
    setFeelPref('sound', false);
    expect(feelPrefs.sound).toBe(false);
    expect(seen).toEqual([false]);
  });

  it('vibration is off by default and asks the device only when switched on', () => {
    const calls: unknown[] = [];
    const win: { __kkBuzz?: string[] } = {};
    vi.stubGlobal('window', win);
    vi.stubGlobal('navigator', { vibrate: (p: unknown) => calls.push(p) });
    buzz('match');
    expect(calls).toEqual([]);
    setFeelPref('vibrate', true);
    buzz('win');
    expect(calls.length).toBe(1);
    expect(win.__kkBuzz).toEqual(['win']);
  });
});
