// Issue 12: the settings page's sound and vibration switches and card look (card back, table colour, larger cards) is stored and read back.
import { describe, expect, it } from 'vitest';
import { MemoryStorage, KEY_PREFIX, Store } from '../core/storage.ts';
import { CARD_BACKS, DEFAULT_CARD_LOOK, FELTS, cardLook } from '../ui/cards.svelte.ts';
import { DEFAULT_FEEL_PREFS, feelPrefs, setFeelPref } from '../ui/feel-prefs.svelte.ts';
import { DEFAULT_TABLE_PREFS, tablePrefs } from '../ui/table-prefs.svelte.ts';
import { CARD_LOOK_ENTRY, FEEL_ENTRY, TABLE_ENTRY, saveCardLook, saveTablePrefs } from './settings.svelte.ts';
import { store } from './store.ts';

describe('issue 12: card look settings', () => {
  it('offers at least three card backs and three table colours, with German names', () => {
    expect(CARD_BACKS.length).toBeGreaterThanOrEqual(3);
    expect(FELTS.length).toBeGreaterThanOrEqual(3);
    for (const x of [...CARD_BACKS, ...FELTS]) expect(x.name).toMatch(/^[A-ZÄÖÜ][a-zäöüß]+$/);
  });

  it('starts from the defaults (no saved look) and saves the choice through the store', () => {
    expect({ ...cardLook }).toEqual(DEFAULT_CARD_LOOK);
    Object.assign(cardLook, { back: 'stars', felt: 'wine', large: true, fourColour: true });
    saveCardLook();
    expect(store.read(CARD_LOOK_ENTRY)).toEqual({ back: 'stars', felt: 'wine', large: true, fourColour: true });
    Object.assign(cardLook, DEFAULT_CARD_LOOK);
    saveCardLook();
    expect(store.read(CARD_LOOK_ENTRY)).toEqual(DEFAULT_CARD_LOOK);
  });

  it('every back and colour round-trips; an unknown one is refused on write and set aside on read', () => {
    const s = new Store(new MemoryStorage());
    for (const b of CARD_BACKS)
      for (const f of FELTS) {
        expect(s.write(CARD_LOOK_ENTRY, { back: b.id, felt: f.id, large: false, fourColour: false }).ok).toBe(true);
        expect(s.read(CARD_LOOK_ENTRY)).toEqual({ back: b.id, felt: f.id, large: false, fourColour: false });
      }
    expect(s.write(CARD_LOOK_ENTRY, { back: 'plaid', felt: 'green', large: false, fourColour: false } as never).ok).toBe(false);
    const backend = new MemoryStorage();
    backend.setItem(KEY_PREFIX + CARD_LOOK_ENTRY.name, JSON.stringify({ kk: 1, v: 1, data: { back: 'plaid', felt: 'green', large: 1 } }));
    const t = new Store(backend);
    expect(t.read(CARD_LOOK_ENTRY)).toBeUndefined();
    expect(t.reports.map((r) => r.kind)).toEqual(['invalid']);
  });
});

describe('issue 32: four colours, the table for the left hand, the hidden clock', () => {
  it('a card look saved before the four-colour deck existed still loads, with two colours', () => {
    const backend = new MemoryStorage();
    backend.setItem(KEY_PREFIX + CARD_LOOK_ENTRY.name, JSON.stringify({ kk: 1, v: 1, data: { back: 'waves', felt: 'blue', large: true } }));
    const t = new Store(backend);
    expect(t.read(CARD_LOOK_ENTRY)).toEqual({ back: 'waves', felt: 'blue', large: true, fourColour: false });
    expect(t.reports).toEqual([]);
  });

  it('stock on the right and the clock shown by default; both choices are stored at once', () => {
    expect(DEFAULT_TABLE_PREFS).toEqual({ hand: 'right', clock: true });
    expect({ ...tablePrefs }).toEqual(DEFAULT_TABLE_PREFS);
    Object.assign(tablePrefs, { hand: 'left', clock: false });
    saveTablePrefs();
    expect(store.read(TABLE_ENTRY)).toEqual({ hand: 'left', clock: false });
    Object.assign(tablePrefs, DEFAULT_TABLE_PREFS);
    saveTablePrefs();
    expect(store.read(TABLE_ENTRY)).toEqual(DEFAULT_TABLE_PREFS);
  });

  it('a damaged hand or clock entry is set aside and reported, never trusted', () => {
    const backend = new MemoryStorage();
    backend.setItem(KEY_PREFIX + TABLE_ENTRY.name, JSON.stringify({ kk: 1, v: 1, data: { hand: 'both', clock: true } }));
    const t = new Store(backend);
    expect(t.read(TABLE_ENTRY)).toBeUndefined();
    expect(t.reports.map((r) => r.kind)).toEqual(['invalid']);
  });
});

describe('issue 12: Töne and Vibration settings', () => {
  it('"Töne" is on and "Vibration" off by default', () => {
    expect(DEFAULT_FEEL_PREFS).toEqual({ sound: true, vibrate: false });
    expect({ ...feelPrefs }).toEqual({ sound: true, vibrate: false });
    expect(store.read(FEEL_ENTRY)).toBeUndefined();
  });

  it('switching either one is stored at once (feel.ts reads the same object)', () => {
    setFeelPref('sound', false);
    expect(feelPrefs.sound).toBe(false);
    expect(store.read(FEEL_ENTRY)).toEqual({ sound: false, vibrate: false });
    setFeelPref('vibrate', true);
    expect(store.read(FEEL_ENTRY)).toEqual({ sound: false, vibrate: true });
    setFeelPref('sound', true);
    setFeelPref('vibrate', false);
    expect(store.read(FEEL_ENTRY)).toEqual(DEFAULT_FEEL_PREFS);
  });

  it('a damaged entry is set aside and reported, never trusted', () => {
    const backend = new MemoryStorage();
    backend.setItem(KEY_PREFIX + FEEL_ENTRY.name, JSON.stringify({ kk: 1, v: 1, data: { sound: 'loud' } }));
    const s = new Store(backend);
    expect(s.read(FEEL_ENTRY)).toBeUndefined();
    expect(s.reports.map((r) => r.kind)).toEqual(['invalid']);
  });
});
