// The board's row objects, windowing and sizing (issue 13, issue 21).
import { describe, expect, it } from 'vitest';
import { RowCache, pitchFor, scrollToShow, windowOf } from './rows.ts';

const base = { faded: [], keys: [0, 1], selected: null, hints: [], cursor: 0 };

describe('Number Match rows', () => {
  it('keeps the same object for a row that did not change', () => {
    const cache = new RowCache();
    const cells = [1, 2, 3, 4, 5, 6, 7, 8, 9, 1, 2];
    const a = cache.build({ ...base, cells });
    const b = cache.build({ ...base, cells, selected: 10 });
    expect(b[0]).toBe(a[0]);
    expect(b[1]).not.toBe(a[1]);
    expect(b[1]).toMatchObject({ kind: 'row', vals: '12', sel: 1 });
  });

  it('shows emptied rows as strips where they were, and marks added cells fresh', () => {
    const cache = new RowCache();
    const rows = cache.build({ ...base, cells: [1, 2, 3, 4, 5, 6, 7, 8, 9, 1], collapsed: [{ before: 1 }], fxId: 3, addedFrom: 9 });
    expect(rows.map((r) => r.kind)).toEqual(['row', 'gone', 'row']);
    expect(rows[2]).toMatchObject({ fresh: 0 });
    expect(rows[0]).toMatchObject({ fresh: 9 });
  });

  it('draws only the rows near the view of a long board', () => {
    expect(windowOf(10, 40, 0, 400)).toEqual([0, 10]);
    expect(windowOf(128, 40, 2000, 400)).toEqual([46, 64]);
  });

  it('sizes cells to fit nine across and six rows down, between 22 and 64 px', () => {
    expect(pitchFor(348, 600)).toBe(38);
    expect(pitchFor(1000, 700)).toBe(64);
    expect(pitchFor(520, 300)).toBe(47);
    expect(pitchFor(100, 100)).toBe(22);
  });

  it('scrolls just enough to show a row', () => {
    expect(scrollToShow(2, 40, 0, 200)).toBe(0);
    expect(scrollToShow(10, 40, 0, 200)).toBe(240);
    expect(scrollToShow(1, 40, 200, 200)).toBe(40);
    // With the board's 1 px border: the last row shows whole, its border too.
    expect(scrollToShow(10, 40, 0, 200, 1)).toBe(242);
    expect(scrollToShow(0, 40, 100, 200, 1)).toBe(0);
  });
});
