// FreeCell in the suites that run over every game (e2e/drive.ts): one legal move as a person
// makes it, and the inputs the tap-time suite times.
import type { Page } from '@playwright/test';
import { firstThatMoves, keys, undo, type Drive } from './drive.ts';

const ID = 'freecell';

/** The bottom card of each FreeCell column (the lowest card button at each column's x). */
async function bottomCard(page: Page, column: number): Promise<string> {
  return page.evaluate((c) => {
    const byX = new Map<number, HTMLElement>();
    for (const el of document.querySelectorAll<HTMLElement>('.card-btn.in-col')) {
      const x = Math.round(parseFloat(el.style.left));
      const best = byX.get(x);
      if (!best || parseFloat(el.style.top) > parseFloat(best.style.top)) byX.set(x, el);
    }
    const cols = [...byX.keys()].sort((a, b) => a - b);
    return byX.get(cols[c % cols.length] as number)?.dataset['card'] ?? '';
  }, column);
}

export const drive: Drive = {
  // FC-12: a reload keeps the table, not the undo history.
  reload: 'position',
  // A column's top card to an empty free cell; with all four full, another legal move.
  move: async (page, k) => {
    const empty = page.locator('[data-place^="cell-"][aria-label$=", leer"]');
    const cell = (await empty.count()) > 0 ? ((await empty.first().getAttribute('data-place')) ?? 'cell-0') : null;
    const tries =
      cell !== null
        ? Array.from({ length: 8 }, (_, i) => keys(page, String(((i + k) % 8) + 1), 'abcd'.charAt(Number(cell.slice(5)))))
        : [
            // A column's top card onto another column, a card home (0), or a cell's card onto a column.
            ...Array.from({ length: 56 }, (_, i) => keys(page, String((Math.floor(i / 7) % 8) + 1), String((((i % 7) + 1 + Math.floor(i / 7)) % 8) + 1))),
            ...Array.from({ length: 8 }, (_, i) => keys(page, String(i + 1), '0')),
            ...Array.from({ length: 32 }, (_, i) => keys(page, 'abcd'.charAt(i % 4), String(Math.floor(i / 4) + 1))),
          ];
    return firstThatMoves(page, ID, tries);
  },
  // A card to a free cell: tap the column's bottom card, then an empty free cell; undo when all four are full.
  perf: {
    url: '#/freecell?deal=1',
    async next(page, k) {
      if (k % 2 === 0) {
        if ((await page.locator('[data-place^="cell-"][data-card]').count()) === 4) for (let i = 0; i < 4; i++) await undo(page);
        return { tap: page.locator(`.card-btn.in-col[data-card="${await bottomCard(page, k / 2)}"]`) };
      }
      return { tap: page.locator('[data-place^="cell-"]:not([data-card])').first() };
    },
  },
};
