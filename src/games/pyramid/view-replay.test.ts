// The page's view state plays through the GameSession: its replay log replays through the def to the same state.

import { describe, expect, it } from 'vitest';
import { replay } from '../../core/session.ts';
import { pyramidDef } from './def.ts';
import { PyramidView } from './view.svelte.ts';

/** Follow the view's own hint once: tap what it marks (or draw). Returns false when nothing is left. */
function playHint(view: PyramidView): boolean {
  view.showHint();
  const h = view.hintMove;
  if (h === null) return false;
  if (h.kind === 'draw') view.draw();
  else {
    const cards = h.kind === 'king' ? [h.card] : [h.a, h.b];
    for (const card of cards) {
      const slot = view.state.pyramid.indexOf(card);
      if (slot >= 0) view.tapSlot(slot);
      else view.tapWaste();
    }
  }
  return true;
}

describe('pyramid view replay', () => {
  it('PYR-7 PYR-8 moves, hints, undo and redo in the view replay through replay(def, log) to the same state', () => {
    const view = new PyramidView(134);
    for (let i = 0; i < 12; i++) playHint(view);
    view.undo();
    view.undo();
    view.redo();
    for (let i = 0; i < 5; i++) playHint(view);
    const log = view.log();
    // Hints only answer: the log holds moves alone.
    expect(log.steps.every((s) => 'move' in s)).toBe(true);
    expect(log.origin).toEqual({ seed: 134 });
    const again = replay(pyramidDef, log);
    expect(again.ok).toBe(true);
    if (again.ok) expect(again.value.state).toEqual(view.state);
  });

  it('PYR-9 PYR-10 a whole won game (deal 134) and a restart replay too', () => {
    const view = new PyramidView(134);
    while (playHint(view));
    expect(view.status).toBe('won');
    const won = replay(pyramidDef, view.log());
    expect(won.ok && won.value.status).toBe('won');
    expect(won.ok && won.value.state).toEqual(view.state);
    view.restart();
    expect(view.log().steps).toEqual([]);
    const fresh = replay(pyramidDef, view.log());
    expect(fresh.ok && fresh.value.state).toEqual(view.state);
  });

  it('PYR-2 PYR-4 the view keeps the trace of its last move for the page to animate', () => {
    const view = new PyramidView(1);
    view.draw();
    expect(view.lastTrace).toEqual({ kind: 'draw', card: view.state.waste.at(-1) });
    view.undo();
    expect(view.lastTrace).toBeNull();
  });
});
