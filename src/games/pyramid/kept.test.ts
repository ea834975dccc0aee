// PYR-11 with issue 12: the view kept in memory while the player visits other pages of the app.

import { describe, expect, it } from 'vitest';
import { keepView, keptView } from './kept.ts';
import { slotIndex } from './rules.ts';
import { PyramidView } from './view.svelte.ts';

describe('kept view (PYR-11, issue 12)', () => {
  it('PYR-11 issue 12 the kept view comes back for its own deal, its daily day or a bare link, with its moves and undo history', () => {
    const free = new PyramidView(1);
    free.tapSlot(slotIndex(6, 0));
    free.tapSlot(slotIndex(6, 2));
    keepView(free);
    expect(keptView(null)).toBe(free);
    expect(keptView({ deal: 1 })).toBe(free);
    expect(keptView({ deal: 2 })).toBeNull();
    expect(keptView({ day: '2026-12-03' })).toBeNull();
    expect(free.state.score).toBe(2);
    expect(free.canUndo).toBe(true);

    const daily = new PyramidView(0, { day: '2026-12-03' });
    keepView(daily);
    expect(keptView({ day: '2026-12-03' })).toBe(daily);
    expect(keptView({ day: '2026-12-04' })).toBeNull();
    // A free link naming the same number as the daily deal opens a free game, not the daily.
    expect(keptView({ deal: daily.deal })).toBeNull();
  });
});
