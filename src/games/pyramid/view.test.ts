// The pyramid page's UI state (selection, blocked cards, cursor) and its sentences, without a DOM.

import { describe, expect, it } from 'vitest';
import { deal, playMove, slotIndex, type PyramidMove, type PyramidState } from './rules.ts';
import { PyramidView, hintSentence, isHinted, moveSentence, partnersOf } from './view.svelte.ts';
import { c } from './testing.ts';
import { tablePrefs } from '../../ui/table-prefs.svelte.ts';
import { MemoryStorage, Store } from '../../core/storage.ts';
import { PageController } from '../../ui/screen/controller.svelte.ts';
import { keptStore } from './saves.ts';
import { Bests, pyramidSpec } from './page.ts';

/** A view over a page controller of its own (the decisions below take the state they are given). */
function newView(): PyramidView {
  const store = new Store(new MemoryStorage());
  return new PyramidView(new PageController(pyramidSpec(store), keptStore(), { detached: true }), new Bests(store));
}

// Deal 1 base row: 4C KH 9S AD 3H TH 7H; row 6 of 7 starts with 8H; the stock's top card is KS.
const base = (col: number) => slotIndex(6, col);

/** Play what the view asks for (as the page does through the controller). */
function run(view: PyramidView, s: PyramidState, move: PyramidMove | undefined): PyramidState {
  if (!move) return s;
  const r = playMove(s, move);
  if (!r.ok) throw new Error(r.error.message);
  view.sync(r.value.state);
  return r.value.state;
}

describe('pyramid view state', () => {
  it('PYR-3 a blocked card cannot be selected and the status line says what lies on it', () => {
    const v = newView();
    const o = v.tap(deal(1), slotIndex(5, 0));
    expect(v.selected).toBeNull();
    expect(o.move).toBeUndefined();
    expect(o.say).toEqual({ text: 'Herz Acht ist noch bedeckt, also nicht frei: Kreuz Vier und Herz König liegen darauf.', tone: 'warn' });
  });

  it('PYR-2 two cards that make 13 become a pair move; a wrong second card becomes the selection', () => {
    const v = newView();
    let s = deal(1);
    expect(v.tap(s, base(0))).toMatchObject({ picked: true });
    expect(v.selected).toBe(c('4C'));
    expect(partnersOf(s, v.selected)).toEqual([c('9S')]);
    const wrong = v.tap(s, base(3)); // AD: 5, not 13
    expect(v.selected).toBe(c('AD'));
    expect(wrong.say?.text).toContain('ergeben 5, nicht 13');
    v.tap(s, base(0));
    const pair = v.tap(s, base(2));
    expect(pair.move).toEqual({ kind: 'pair', a: c('4C'), b: c('9S') });
    s = run(v, s, pair.move);
    expect(s.score).toBe(2);
    expect(v.selected).toBeNull();
  });

  it('PYR-2 PYR-4 a free king goes with one tap; the stock draws; tapping the selection again clears it', () => {
    const v = newView();
    const s = deal(1);
    expect(v.tap(s, base(1)).move).toEqual({ kind: 'king', card: c('KH') });
    expect(v.tap(s, 'stock').move).toEqual({ kind: 'draw' });
    expect(v.tap(s, 'waste').say?.text).toContain('Ablage ist leer');
    v.tap(s, base(4));
    expect(v.tap(s, base(4)).say?.text).toBe('Auswahl aufgehoben.');
    expect(v.selected).toBeNull();
    v.tap(s, base(4));
    expect(v.clear().say?.text).toBe('Auswahl aufgehoben.');
    expect(v.clear()).toEqual({});
  });

  it('PYR-7 the hint marks its cards, or the stock, and its sentence names them', () => {
    const pair: PyramidMove = { kind: 'pair', a: c('4C'), b: c('9S') };
    expect(isHinted(pair, c('4C')) && isHinted(pair, c('9S'))).toBe(true);
    expect(isHinted(pair, 'stock')).toBe(false);
    expect(isHinted({ kind: 'draw' }, 'stock')).toBe(true);
    expect(isHinted(null, c('4C'))).toBe(false);
    expect(hintSentence({ kind: 'king', card: c('KH') })).toBe('Tipp: Herz König kann allein weg.');
    expect(hintSentence({ kind: 'draw' })).toContain('Stapel');
  });

  it('PYR-10 the status line after a move says what it did and announces the end', () => {
    const r = playMove(deal(1), { kind: 'pair', a: c('4C'), b: c('9S') });
    if (!r.ok) throw new Error('illegal');
    expect(moveSentence(r.value.trace, 'playing')).toEqual({ text: 'Kreuz Vier und Pik Neun abgeräumt (+2 Punkte).', tone: 'good' });
    expect(moveSentence(r.value.trace, 'won').text).toContain('gewonnen');
    expect(moveSentence({ kind: 'draw', card: c('KS') }, 'lost')).toMatchObject({ tone: 'warn' });
    expect(moveSentence({ kind: 'draw', card: c('KS') }, 'lost').text).toContain('verloren');
  });

  it('keyboard cursor: arrows walk rows, skip removed cards and reach the piles; a removed card moves it on', () => {
    const v = newView();
    let s = deal(1);
    expect(v.cursor).toBe(base(0));
    v.move(s, 'right');
    expect(v.cursor).toBe(base(1));
    expect(v.keyboard).toBe(true);
    expect(v.focusSeq).toBe(1);
    v.move(s, 'up');
    expect([slotIndex(5, 0), slotIndex(5, 1)]).toContain(v.cursor);
    v.move(s, 'down');
    v.move(s, 'down');
    expect(['stock', 'waste']).toContain(v.cursor);
    // The stock lies right of the waste (the right hand, the default); the left hand mirrors it.
    v.cursor = 'stock';
    v.move(s, 'left');
    expect(v.cursor).toBe('waste');
    tablePrefs.hand = 'left';
    v.cursor = 'stock';
    v.move(s, 'right');
    expect(v.cursor).toBe('waste');
    tablePrefs.hand = 'right';
    v.move(s, 'up');
    expect(typeof v.cursor).toBe('number');
    s = run(v, s, v.tap(s, base(1)).move);
    expect(v.cursor).not.toBe(base(1));
    expect(typeof v.cursor === 'number' && s.pyramid[v.cursor]).not.toBeNull();
  });
});
