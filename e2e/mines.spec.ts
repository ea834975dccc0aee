// Minesweeper in Chromium: an Anfänger board cleared by tapping only cells the pure deduce() proves
// safe (MIN-3), a loss with its lesson cell and undo (MIN-5), flags by long press and right click
// and a chord (MIN-4), the keyboard cursor and the daily (MIN-8), an own board from the menu
// (MIN-1), and the shared screen's checks at four sizes.
import type { Page } from '@playwright/test';
import { SIZES } from '../src/games/mines/board.ts';
import { lessonOf } from '../src/games/mines/layout.ts';
import { CELL_COVERED, CELL_REVEALED, deduceState, newGame, playMove, statusOf, type MinesMove, type MinesState } from '../src/games/mines/rules.ts';
import { test, expect } from './fixtures.ts';

test.use({ reducedMotion: 'reduce' });

const SEED = 11;
const cell = (page: Page, i: number) => page.locator(`[data-cell="${i}"]`);

function apply(s: MinesState, kind: MinesMove['kind'], i: number): MinesState {
  const r = playMove(s, { kind, x: i % s.width, y: Math.floor(i / s.width) });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}

/** Open board SEED at its centre on the page and in the test's own copy of the rules. */
async function opened(page: Page): Promise<MinesState> {
  await page.goto(`./#/mines?seed=${SEED}`);
  const centre = 4 * 9 + 4;
  await cell(page, centre).click();
  await expect(cell(page, centre)).toHaveAttribute('data-look', 'open');
  return apply(newGame(SIZES.beginner, SEED), 'reveal', centre);
}

const neighbours = (s: MinesState, i: number): number[] => {
  const out: number[] = [];
  const x = i % s.width;
  const y = Math.floor(i / s.width);
  for (let dy = -1; dy <= 1; dy++)
    for (let dx = -1; dx <= 1; dx++) {
      const nx = x + dx;
      const ny = y + dy;
      if ((dx || dy) && nx >= 0 && ny >= 0 && nx < s.width && ny < s.height) out.push(ny * s.width + nx);
    }
  return out;
};

test('MIN-3 MIN-6 an Anfänger board is cleared by tapping only the cells deduce proves safe', async ({ page }) => {
  test.slow();
  let s = await opened(page);
  await expect(page.getByTestId('round-label')).toContainText('Anfänger');
  while (statusOf(s) === 'playing') {
    const safe = deduceState(s).safe.filter((c) => s.cell[c] === CELL_COVERED);
    expect(safe.length, 'deduce always finds a safe cell').toBeGreaterThan(0);
    const c = safe[0] as number;
    await cell(page, c).click();
    s = apply(s, 'reveal', c);
    await expect(cell(page, c)).toHaveAttribute('data-look', 'open');
  }
  expect(statusOf(s)).toBe('won');
  await expect(page.getByTestId('end-panel')).toContainText('Feld geräumt!');
  // The mines left are flagged for the player; the counter shows 0.
  await expect(page.locator('[data-look="flag"]')).toHaveCount(10);
  await expect(page.locator('[data-counter="mines"] dd')).toHaveText('0');
});

test('MIN-5 a loss shows every mine, crosses a wrong flag, lights the lesson cell; undo takes it back', async ({ page }) => {
  let s = await opened(page);
  // A wrong flag first (right click on a safe covered cell).
  const safeCell = s.cell.findIndex((c, i) => c === CELL_COVERED && s.mine[i] === 0);
  await cell(page, safeCell).click({ button: 'right' });
  await expect(cell(page, safeCell)).toHaveAttribute('data-look', 'flag');
  s = apply(s, 'flag', safeCell);
  const fatal = s.mine.findIndex((v, i) => v === 1 && s.cell[i] === CELL_COVERED);
  await cell(page, fatal).click();
  s = apply(s, 'reveal', fatal);
  await expect(cell(page, fatal)).toHaveAttribute('data-look', 'boom');
  await expect(page.locator('[data-look="mine"]')).toHaveCount(9);
  await expect(cell(page, safeCell)).toHaveAttribute('data-look', 'wrong');
  const lesson = lessonOf(s);
  expect(lesson).toBeGreaterThanOrEqual(0);
  await expect(page.locator('.lesson')).toHaveCount(1);
  await expect(cell(page, lesson)).toHaveClass(/lesson/);
  await expect(cell(page, lesson)).toHaveAttribute('aria-label', /war sicher/);
  const panel = page.getByTestId('end-panel');
  await expect(panel).toContainText('Mine getroffen');
  await expect(panel).toContainText('grün leuchtende Feld');
  await expect(page.locator('[data-screen="status"]')).toContainText('Grün leuchtet');
  // The panel steps aside to show the board, and comes back.
  await page.getByTestId('end-panel-peek').click();
  await expect(panel).toHaveCount(0);
  await expect(cell(page, lesson)).toBeVisible();
  await page.getByTestId('end-panel-back').click();
  await panel.getByRole('button', { name: 'Rückgängig' }).click();
  await expect(panel).toHaveCount(0);
  await expect(cell(page, fatal)).toHaveAttribute('data-look', 'covered');
  await expect(cell(page, safeCell)).toHaveAttribute('data-look', 'flag');
  await expect(page.locator('.lesson')).toHaveCount(0);
});

test('MIN-4 flags by long press and by right click, the flag switch, and a chord', async ({ page }) => {
  let s = await opened(page);
  const counter = page.locator('[data-counter="mines"] dd');
  const covered = [...s.cell.keys()].filter((i) => s.cell[i] === CELL_COVERED);
  // Long press (held 0.5 s): a flag, set while still held.
  const a = covered[0] as number;
  const box = await cell(page, a).boundingBox();
  if (!box) throw new Error('no cell');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await expect(cell(page, a)).toHaveAttribute('data-look', 'flag');
  await page.mouse.up();
  await expect(cell(page, a)).toHaveAttribute('data-look', 'flag');
  await expect(counter).toHaveText('9');
  // A short tap on a flag does not reveal it.
  await cell(page, a).click();
  await expect(cell(page, a)).toHaveAttribute('data-look', 'flag');
  // Right click takes it off again and sets another.
  await cell(page, a).click({ button: 'right' });
  await expect(cell(page, a)).toHaveAttribute('data-look', 'covered');
  await expect(counter).toHaveText('10');
  // The flag switch: a tap flags.
  await page.getByTestId('flag-mode').click();
  await expect(page.getByTestId('flag-mode')).toHaveAttribute('aria-pressed', 'true');
  await cell(page, a).click();
  await expect(cell(page, a)).toHaveAttribute('data-look', 'flag');
  await cell(page, a).click();
  await expect(cell(page, a)).toHaveAttribute('data-look', 'covered');
  await page.getByTestId('flag-mode').click();
  await expect(page.getByTestId('flag-mode')).toHaveAttribute('aria-pressed', 'false');

  // A chord: a shown number with a safe covered neighbour; flag its mines, tap the number.
  const n = [...s.cell.keys()].find(
    (i) => s.cell[i] === CELL_REVEALED && s.count[i]! > 0 && neighbours(s, i).some((j) => s.cell[j] === CELL_COVERED && s.mine[j] === 0),
  );
  if (n === undefined) throw new Error('no number to chord');
  for (const j of neighbours(s, n).filter((j) => s.mine[j] === 1)) {
    await cell(page, j).click({ button: 'right' });
    s = apply(s, 'flag', j);
  }
  const opening = neighbours(s, n).filter((j) => s.cell[j] === CELL_COVERED);
  await cell(page, n).click();
  for (const j of opening) await expect(cell(page, j)).toHaveAttribute('data-look', 'open');
});

test('MIN-8 keyboard cursor: arrows, Space reveals, F flags; the daily opens with its centre open', async ({ page }) => {
  await page.goto(`./#/mines?seed=${SEED}`);
  await expect(cell(page, 40)).toHaveAttribute('data-look', 'covered');
  await page.keyboard.press('ArrowLeft');
  await expect(cell(page, 40)).toHaveClass(/cursor/);
  await page.keyboard.press('Space');
  await expect(cell(page, 40)).toHaveAttribute('data-look', 'open');
  const s = apply(newGame(SIZES.beginner, SEED), 'reveal', 40);
  const target = [...s.cell.keys()].find((i) => s.cell[i] === CELL_COVERED) as number;
  // Walk the cursor there: up/left to the corner, then right and down.
  for (let k = 0; k < 8; k++) await page.keyboard.press('ArrowUp');
  for (let k = 0; k < 8; k++) await page.keyboard.press('ArrowLeft');
  for (let k = 0; k < target % 9; k++) await page.keyboard.press('ArrowRight');
  for (let k = 0; k < Math.floor(target / 9); k++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('f');
  await expect(cell(page, target)).toHaveAttribute('data-look', 'flag');

  await page.goto('./#/mines?daily=1&size=intermediate');
  await expect(page.getByTestId('round-label')).toContainText('Tagesaufgabe');
  await expect(page.getByTestId('round-label')).toContainText('Fortgeschritten');
  await expect(cell(page, 8 * 16 + 8)).toHaveAttribute('data-look', 'open');
  await expect(page.locator('[data-counter="time"] dd')).toHaveText('0:00');
});

test('MIN-1 an own board from the menu; a link with a bad size is refused', async ({ page }) => {
  await page.goto(`./#/mines?seed=${SEED}`);
  await page.getByRole('button', { name: 'Menü' }).click();
  await page.getByLabel('Eigenes Feld').fill('50 × 10 × 20');
  await page.getByLabel('Eigenes Feld').press('Enter');
  await expect(page.getByRole('alert')).toContainText('Breite und Höhe');
  await page.getByLabel('Eigenes Feld').fill('12 × 10 × 20');
  await page.getByLabel('Eigenes Feld').press('Enter');
  await expect(page.locator('[data-cell]')).toHaveCount(120);
  await expect(page.getByTestId('round-label')).toContainText('12 × 10, 20 Minen');
  await expect(page).toHaveURL(/size=12x10x20/);
  await page.goto('./#/mines?seed=3&size=99x99x5');
  await expect(page.locator('[data-screen="status"]')).toContainText('unbekannte Einstellung');
});

for (const [w, h] of [
  [360, 740],
  [390, 844],
  [740, 360],
  [1280, 800],
] as const) {
  test(`shared screen at ${w}×${h}: no page scroll, one board, status and toolbar, targets ≥ 44 px, cells ≥ 22 px`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    for (const size of ['beginner', 'expert']) {
      await page.goto(`./#/mines?seed=${SEED}&size=${size}`);
      await expect(page.locator('[data-cell]')).toHaveCount(size === 'expert' ? 480 : 81);
      // Mid-game: the first reveal.
      const n = size === 'expert' ? 8 * 30 + 15 : 40;
      await cell(page, n).click();
      await expect(cell(page, n)).toHaveAttribute('data-look', 'open');
      const m = await page.evaluate(() => ({
        overY: document.documentElement.scrollHeight - innerHeight,
        overX: document.documentElement.scrollWidth - innerWidth,
        boards: document.querySelectorAll('[data-board]').length,
        status: document.querySelectorAll('[data-screen="status"]').length,
        toolbars: document.querySelectorAll('[data-screen="toolbar"]').length,
        small: [...document.querySelectorAll('[data-screen-root] button, [data-screen-root] a[href]')]
          .filter((el) => !el.closest('[data-board]') && el.getClientRects().length > 0)
          .map((el) => ({ t: el.textContent?.trim() ?? '', r: el.getBoundingClientRect() }))
          .filter(({ r }) => r.width < 44 || r.height < 44)
          .map(({ t, r }) => `${t} ${r.width}×${r.height}`),
        cell: (() => {
          const r = document.querySelector('[data-cell="0"]')?.getBoundingClientRect();
          return r ? Math.min(r.width, r.height) : 0;
        })(),
        turned: document.querySelector('[data-turned]')?.getAttribute('data-turned'),
      }));
      expect(m.overY, `${size} page scrolls down`).toBeLessThanOrEqual(0);
      expect(m.overX, `${size} page scrolls sideways`).toBeLessThanOrEqual(0);
      expect([m.boards, m.status, m.toolbars]).toEqual([1, 1, 1]);
      expect(m.small, 'buttons under 44 px').toEqual([]);
      expect(m.cell).toBeGreaterThanOrEqual(21.9);
      if (size === 'expert') expect(m.turned).toBe(h > w ? 'true' : 'false');
    }
  });
}
