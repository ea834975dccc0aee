// One legal move on every registered game's page, made as a person would (keys and taps), for the
// suites that run over the whole registry (bad links, two tabs: issue 26). A new game on the shared
// screen adds its line to MOVES; the suites fail with a message naming the game until it does.
import { expect, type Page } from '@playwright/test';

/** Every save the game keeps in its slots ("knobelkiste:<id>/slot/…"), as one comparable text. */
export const savesOf = (page: Page, id: string): Promise<string> =>
  page.evaluate((prefix) => {
    const out: string[] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i) ?? '';
      if (k.startsWith(prefix)) out.push(`${k}=${localStorage.getItem(k) ?? ''}`);
    }
    return out.sort().join('\n');
  }, `knobelkiste:${id}/slot/`);

/**
 * What the shared screen shows of the round: its label, its counters (not the clock) and the
 * accessible name of everything on the board (cards, tiles, cells, piles with their counts).
 */
export const boardShown = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const root = document.querySelector('[data-screen-root]');
    if (!root) return '';
    const label = root.querySelector('[data-testid="round-label"]')?.textContent?.trim() ?? '';
    const counters = [...root.querySelectorAll('[data-counter]')]
      .filter((c) => c.getAttribute('data-counter') !== 'time')
      .map((c) => `${c.getAttribute('data-counter') ?? ''}:${c.querySelector('dd')?.textContent?.trim() ?? ''}`);
    const board = [...root.querySelectorAll('[data-board] [aria-label]')].map((e) => e.getAttribute('aria-label') ?? '');
    return JSON.stringify({ label, counters, board });
  });

type Try = () => Promise<unknown>;

/**
 * Try the inputs in turn until one was a move (the game's save changed: every move is saved at
 * once; a game that keeps no save on the device, like Pyramid, shows another board); Escape drops
 * what a refused try left selected. Fails when none of them moved.
 */
async function firstThatMoves(page: Page, id: string, tries: readonly Try[], wait = 600): Promise<void> {
  const seen = async (): Promise<string> => {
    const saves = await savesOf(page, id);
    return saves === '' ? boardShown(page) : saves;
  };
  for (const t of tries) {
    const before = await seen();
    await t();
    const moved = await expect
      .poll(seen, { timeout: wait, intervals: [20, 50, 100] })
      .not.toBe(before)
      .then(
        () => true,
        () => false,
      );
    if (moved) return;
    await page.keyboard.press('Escape');
  }
  throw new Error(`${id}: none of ${tries.length} tries made a move`);
}

const keys =
  (page: Page, ...ks: string[]): Try =>
  async () => {
    for (const k of ks) await page.keyboard.press(k);
  };

const ARROWS = ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown'];

/** Game id → one legal move from whatever position the page shows (the k-th move of the test). */
export const MOVES: Readonly<Record<string, (page: Page, k: number) => Promise<void>>> = {
  // A column's top card to an empty free cell; with all four full, a column's top card onto another column.
  freecell: async (page, k) => {
    const empty = page.locator('[data-place^="cell-"][aria-label$=", leer"]');
    const cell = (await empty.count()) > 0 ? ((await empty.first().getAttribute('data-place')) ?? 'cell-0') : null;
    const tries =
      cell !== null
        ? Array.from({ length: 8 }, (_, i) => keys(page, String(((i + k) % 8) + 1), 'abcd'.charAt(Number(cell.slice(5)))))
        : Array.from({ length: 56 }, (_, i) => keys(page, String((Math.floor(i / 7) % 8) + 1), String((((i % 7) + 1 + Math.floor(i / 7)) % 8) + 1)));
    return firstThatMoves(page, 'freecell', tries);
  },
  // Draw from the stock (turning the waste over once it is empty).
  klondike: (page) => firstThatMoves(page, 'klondike', [keys(page, 's')]),
  // Deal a row from the stock (five deals), else the hint's first move by its column twice.
  spider: (page) => firstThatMoves(page, 'spider', [keys(page, 'd'), ...['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'].map((c) => keys(page, c, c))]),
  // Draw from the stock.
  pyramid: (page) => firstThatMoves(page, 'pyramid', [keys(page, 'd')]),
  // Add the numbers left as new rows, else tap the pair the hint marks.
  numbermatch: (page) =>
    firstThatMoves(page, 'numbermatch', [
      keys(page, 'a'),
      async () => {
        await page.keyboard.press('h');
        const hinted = page.locator('.cell.hint');
        await expect(hinted).toHaveCount(2);
        const second = await hinted.nth(1).getAttribute('data-cell');
        await hinted.nth(0).click();
        await page.locator(`[data-cell="${second}"]`).click();
      },
    ]),
  // Slide the tiles one way or another.
  '2048': (page) =>
    firstThatMoves(
      page,
      '2048',
      ARROWS.map((a) => keys(page, a)),
    ),
  // Slide a tile into the gap.
  fifteen: (page, k) =>
    firstThatMoves(
      page,
      'fifteen',
      [0, 1, 2, 3].map((i) => keys(page, ARROWS[(i + k) % 4] as string)),
    ),
  // Open the board at the cursor (its first tap deals it), then flag a covered cell in flag mode (M).
  mines: async (page, k) => {
    const covered = page.locator('[data-board] [aria-label$=": verdeckt"]');
    if ((await covered.count()) === (await page.locator('[data-board] [aria-label*=", Reihe "]').count()))
      return firstThatMoves(page, 'mines', [keys(page, 'ArrowDown', ' ')], 5000);
    return firstThatMoves(page, 'mines', [
      async () => {
        await page.keyboard.press('m');
        await covered.nth(k % (await covered.count())).click();
        await page.keyboard.press('m');
      },
    ]);
  },
};
