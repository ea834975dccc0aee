// Tests of the pyramid page's view state (selection, blocked cards, hint marks, cursor), without a DOM.

import { describe, expect, it } from 'vitest';
import { deal, slotIndex } from './rules.ts';
import { PyramidView } from './view.svelte.ts';
import { c } from './testkit.ts';

// Deal 1 base row: 4C KH 9S AD 3H TH 7H; row 6 of 7 starts with 8H; the stock's top card is KS.
const base = (col: number) => slotIndex(6, col);

describe('pyramid view state', () => {
  it('PYR-3 a blocked card cannot be selected and the status line says what lies on it', () => {
    const v = new PyramidView(1);
    v.tapSlot(slotIndex(5, 0));
    expect(v.selected).toBeNull();
    expect(v.message).toBe('Herz Acht ist noch bedeckt, also nicht frei: Kreuz Vier und Herz König liegen darauf.');
    expect(v.tone).toBe('warn');
  });

  it('PYR-2 tapping two cards that make 13 removes them; a wrong second card becomes the selection', () => {
    const v = new PyramidView(1);
    v.tapSlot(base(0)); // 4C
    expect(v.selected).toBe(c('4C'));
    v.tapSlot(base(3)); // AD: 5, not 13
    expect(v.selected).toBe(c('AD'));
    expect(v.message).toContain('ergeben 5, nicht 13');
    v.tapSlot(base(0));
    v.tapSlot(base(2)); // 9S
    expect(v.state.pyramid[base(0)]).toBeNull();
    expect(v.state.pyramid[base(2)]).toBeNull();
    expect(v.state.score).toBe(2);
    expect(v.selected).toBeNull();
    expect(v.canUndo).toBe(true);
  });

  it('PYR-2 a free king goes with one tap; tapping the selected card again clears the selection', () => {
    const v = new PyramidView(1);
    v.tapSlot(base(1)); // KH
    expect(v.state.pyramid[base(1)]).toBeNull();
    expect(v.state.score).toBe(1);
    v.tapSlot(base(4));
    v.tapSlot(base(4));
    expect(v.selected).toBeNull();
  });

  it('PYR-4 PYR-6 tapping the stock draws and ends the combo; the waste card pairs like a free card', () => {
    const v = new PyramidView(1);
    v.tapSlot(base(1));
    expect(v.state.combo).toBe(1);
    v.tapStock();
    expect(v.state.waste).toEqual([c('KS')]);
    expect(v.state.combo).toBe(0);
    v.tapWaste(); // KS alone, 0 points
    expect(v.state.waste).toEqual([]);
    expect(v.state.score).toBe(1);
    v.tapWaste();
    expect(v.message).toContain('Ablage ist leer');
  });

  it('PYR-7 the hint marks cards and plays nothing; with nothing to remove it marks the stock', () => {
    const v = new PyramidView(1);
    v.showHint();
    expect(v.isHinted(c('4C'))).toBe(true);
    expect(v.isHinted(c('9S'))).toBe(true);
    expect(v.isHinted('stock')).toBe(false);
    expect(v.state).toEqual(deal(1));
    expect(v.canUndo).toBe(false);
    // Play the three removals of deal 1, then the hint points at the stock.
    v.tapSlot(base(0));
    v.tapSlot(base(2));
    v.tapSlot(base(1));
    v.tapSlot(base(4));
    v.tapSlot(base(5));
    v.showHint();
    expect(v.isHinted('stock')).toBe(true);
    expect(v.message).toContain('Stapel');
    v.tapStock();
    expect(v.hintMove).toBeNull();
  });

  it('PYR-8 PYR-9 undo, Neustart and Neues Spiel', () => {
    const v = new PyramidView(1);
    v.tapSlot(base(1));
    v.tapStock();
    v.undo();
    expect(v.state.stock).toHaveLength(24);
    expect(v.state.score).toBe(1);
    v.restart();
    expect(v.state).toEqual(deal(1));
    expect(v.canUndo).toBe(false);
    v.undo();
    expect(v.message).toContain('keinen Zug');
    v.newGame(2);
    expect(v.deal).toBe(2);
    expect(v.state).toEqual(deal(2));
  });

  it('PYR-8 redo plays undone moves again with score, combo and cards; a new move drops the redo list', () => {
    const v = new PyramidView(1);
    expect(v.canRedo).toBe(false);
    v.redo();
    expect(v.message).toContain('keinen zurückgenommenen Zug');
    expect(v.tone).toBe('warn');
    v.tapSlot(base(0));
    v.tapSlot(base(2)); // 4C + 9S
    v.tapSlot(base(1)); // KH
    const after = v.state;
    expect(after.combo).toBe(2);
    v.undo();
    v.undo();
    expect(v.state).toEqual(deal(1));
    expect(v.canRedo).toBe(true);
    v.redo();
    expect(v.state.score).toBe(2);
    expect(v.state.combo).toBe(1);
    expect(v.state.pyramid[base(0)]).toBeNull();
    expect(v.state.pyramid[base(1)]).toBe(c('KH'));
    expect(v.message).toBe('Zurückgenommenen Zug wiederholt.');
    v.redo();
    expect(v.state).toEqual(after);
    expect(v.canRedo).toBe(false);
    v.undo();
    expect(v.canRedo).toBe(true);
    v.tapStock(); // a new move instead of the undone king
    expect(v.canRedo).toBe(false);
    v.redo();
    expect(v.state.waste).toEqual([c('KS')]);
  });

  it('PYR-10 the status line announces the end: a win on deal 134, a loss on deal 1 (following the hints)', () => {
    for (const [dealNo, result, words] of [
      [134, 'won', 'gewonnen'],
      [1, 'lost', 'verloren'],
    ] as const) {
      const v = new PyramidView(dealNo);
      for (let i = 0; i < 80 && v.status === 'playing'; i++) {
        v.showHint();
        const h = v.hintMove;
        if (h === null) break;
        if (h.kind === 'draw') v.draw();
        else if (h.kind === 'king') v.activate(h.card === v.state.waste.at(-1) ? 'waste' : v.state.pyramid.indexOf(h.card));
        else for (const card of [h.a, h.b]) v.activate(card === v.state.waste.at(-1) ? 'waste' : v.state.pyramid.indexOf(card));
      }
      expect(v.status).toBe(result);
      expect(v.message).toContain(words);
      expect(v.tone).toBe(result === 'won' ? 'good' : 'warn');
    }
  });

  it('keyboard cursor: arrows walk rows, skip removed cards and reach the piles', () => {
    const v = new PyramidView(1);
    expect(v.cursor).toBe(base(0));
    v.moveCursor('right');
    expect(v.cursor).toBe(base(1));
    v.moveCursor('up');
    expect([slotIndex(5, 0), slotIndex(5, 1)]).toContain(v.cursor);
    v.moveCursor('down');
    v.moveCursor('down');
    expect(['stock', 'waste']).toContain(v.cursor);
    v.cursor = 'stock';
    v.moveCursor('right');
    expect(v.cursor).toBe('waste');
    v.moveCursor('up');
    expect(typeof v.cursor).toBe('number');
    // Removing the card under the cursor moves the cursor to a neighbour that is still there.
    v.cursor = base(1);
    v.activate(base(1));
    expect(v.cursor).not.toBe(base(1));
    expect(v.state.pyramid[v.cursor as number]).not.toBeNull();
  });

  it('a bad deal link only changes the status line', () => {
    const v = new PyramidView(5);
    const before = v.state;
    v.rejectDeal('abc');
    expect(v.state).toBe(before);
    expect(v.deal).toBe(5);
    expect(v.message).toContain('„abc“');
  });
});
