// Schiebepuzzle in Chromium: play by taps, swipes and keys (SCH-3), moves and clock (SCH-4), reload resumes,
// a 3×3 start solved on the page by the solver's moves with the optimum on the end panel (SCH-6), and the
// shared screen's checks at four sizes. KK_SHOTS=1 also writes screenshots to /tmp/fip/shots.
import type { Page } from '@playwright/test';
import { encodePosition } from '../src/games/fifteen/notation.ts';
import { newGame, playMove, tileForArrow, type Arrow, type FifteenState } from '../src/games/fifteen/rules.ts';
import { solve } from '../src/games/fifteen/solve.ts';
import { test, expect } from './fixtures.ts';

test.use({ reducedMotion: 'reduce' });

/** The position the board shows, read from the tiles' accessible names ("Kachel 7, Reihe 2, Spalte 3"). */
async function shown(page: Page, n: number): Promise<string> {
  const labels = await page.locator('[data-tile]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
  const tiles = new Array<number>(n * n).fill(0);
  for (const l of labels) {
    const m = /^Kachel (\d+), Reihe (\d+), Spalte (\d+)$/.exec(l);
    if (!m) throw new Error(`odd tile name: ${l}`);
    tiles[(Number(m[2]) - 1) * n + Number(m[3]) - 1] = Number(m[1]);
  }
  return tiles.join(',').replace(new RegExp(`((?:\\d+,){${n - 1}}\\d+),`, 'g'), '$1/');
}

const tap = (s: FifteenState, tile: number): FifteenState => {
  const r = playMove(s, tile);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
};

const counter = (page: Page, id: string) => page.locator(`[data-counter="${id}"] dd`);

/** A swipe with the mouse from the middle of `from` by (dx, dy). */
async function swipe(page: Page, from: string, dx: number, dy: number): Promise<void> {
  const box = await page.locator(from).boundingBox();
  if (!box) throw new Error(`no ${from}`);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 6 });
  await page.mouse.up();
}

test('SCH-3 SCH-4 a 4×4 game played by taps, swipes and keys; moves count per tile, the clock starts at the first move; reload resumes', async ({ page }) => {
  const seed = 4242;
  let s = newGame(seed, 4);
  await page.goto(`./#/fifteen?seed=${seed}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Schiebepuzzle');
  await expect(page.getByTestId('round-label')).toHaveText('Spiel Nr. 4.242 · 4×4');
  await expect(counter(page, 'moves')).toHaveText('0');
  await expect(counter(page, 'time')).toHaveText('0:00');
  expect(await shown(page, 4)).toBe(encodePosition(s));
  const gapRow = Math.floor(s.gap / 4) + 1;
  const gapCol = (s.gap % 4) + 1;
  await expect(page.getByRole('img', { name: `Lücke, Reihe ${gapRow}, Spalte ${gapCol}` })).toBeVisible();

  // Keys: the arrow names the way the tile goes.
  for (const key of ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown', 'ArrowLeft'] as Arrow[]) {
    const t = tileForArrow(s, key);
    await page.keyboard.press(key);
    if (t !== null) s = tap(s, t);
    expect(await shown(page, 4)).toBe(encodePosition(s));
  }
  await expect(counter(page, 'moves')).toHaveText(String(s.moves));
  // The clock runs from the first move.
  await expect(counter(page, 'time')).not.toHaveText('0:00', { timeout: 5000 });

  // A tap on the tile farthest from the gap in its row slides the whole run: each tile counts.
  const row = Math.floor(s.gap / 4);
  const far = s.gap % 4 < 2 ? row * 4 + 3 : row * 4;
  const farTile = s.tiles[far] as number;
  const before = s.moves;
  await page.locator(`[data-tile="${farTile}"]`).click();
  s = tap(s, farTile);
  expect(s.moves - before).toBeGreaterThanOrEqual(2);
  await expect(counter(page, 'moves')).toHaveText(String(s.moves));
  expect(await shown(page, 4)).toBe(encodePosition(s));

  // A tap out of line is refused with a sentence.
  const off = [...s.tiles].find((t, i) => t !== 0 && Math.floor(i / 4) !== Math.floor(s.gap / 4) && i % 4 !== s.gap % 4) as number;
  await page.locator(`[data-tile="${off}"]`).click();
  await expect(page.locator('[data-screen="status"]')).toHaveText('Diese Kachel steht nicht in der Reihe oder Spalte der Lücke.');
  await expect(counter(page, 'moves')).toHaveText(String(s.moves));

  // Swipes: anywhere on the board moves the tile beside the gap that way.
  for (const [dx, dy, arrow] of [
    [80, 0, 'ArrowRight'],
    [0, 80, 'ArrowDown'],
    [-80, 0, 'ArrowLeft'],
    [0, -80, 'ArrowUp'],
  ] as const) {
    const t = tileForArrow(s, arrow);
    await swipe(page, '[data-board] [role="group"]', dx, dy);
    if (t !== null) s = tap(s, t);
    expect(await shown(page, 4)).toBe(encodePosition(s));
  }
  await expect(counter(page, 'moves')).toHaveText(String(s.moves));

  // Undo takes the count back; redo brings it again.
  await page.getByRole('button', { name: 'Rückgängig' }).click();
  await expect(counter(page, 'moves')).not.toHaveText(String(s.moves));
  await page.keyboard.press('w');
  await expect(counter(page, 'moves')).toHaveText(String(s.moves));

  // Reload: the same game comes back where it was.
  await page.reload();
  await expect(counter(page, 'moves')).toHaveText(String(s.moves));
  await expect(page.getByTestId('round-label')).toHaveText('Spiel Nr. 4.242 · 4×4');
  await expect(page.locator('[data-screen="status"]')).toHaveText('Dein angefangenes Spiel ist wieder da – kein gespielter Zug fehlt.');
  expect(await shown(page, 4)).toBe(encodePosition(s));
  await expect(page.getByRole('button', { name: 'Rückgängig' })).toBeEnabled();
});

test('SCH-6 a 3×3 start solved on the page with the solver’s moves: the end panel shows the optimum beside the player’s moves', async ({ page }) => {
  const seed = 31;
  let s = newGame(seed, 3);
  const r = solve(s.tiles, 3, 1_000_000);
  if (r.kind !== 'solved') throw new Error(r.kind);
  await page.goto(`./#/fifteen?seed=${seed}&size=3`);
  await expect(page.getByTestId('round-label')).toHaveText('Spiel Nr. 31 · 3×3');
  for (const t of r.tiles) {
    const at = s.tiles.indexOf(t);
    await page.getByRole('button', { name: `Kachel ${t}, Reihe ${Math.floor(at / 3) + 1}, Spalte ${(at % 3) + 1}`, exact: true }).click();
    s = tap(s, t);
  }
  const panel = page.getByTestId('end-panel');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('heading')).toHaveText('Gelöst!');
  const n = r.tiles.length;
  await expect(panel).toContainText(`${n} Züge in `);
  await expect(page.getByTestId('end-more')).toHaveText(`Kürzeste Lösung: ${n} Züge – genau so viele wie du. Perfekt!`);
  await expect(counter(page, 'moves')).toHaveText(String(n));

  // The statistics keep the bests per size.
  await page.goto('./#/stats');
  await expect(page.locator('main')).toContainText('Schiebepuzzle');
});

test('SCH-6 a 3×3 start solved the long way: the optimum is shorter than the player’s moves', async ({ page }) => {
  const seed = 8;
  let s = newGame(seed, 3);
  const r = solve(s.tiles, 3, 1_000_000);
  if (r.kind !== 'solved') throw new Error(r.kind);
  await page.goto(`./#/fifteen?seed=${seed}&size=3`);
  await expect(counter(page, 'moves')).toHaveText('0');
  // Two detours (there and back with the keys), then the solver's way.
  for (const key of ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'] as Arrow[]) {
    const t = tileForArrow(s, key);
    if (t === null) continue;
    await page.keyboard.press(key);
    s = tap(s, t);
    const back = ({ ArrowLeft: 'ArrowRight', ArrowRight: 'ArrowLeft', ArrowUp: 'ArrowDown', ArrowDown: 'ArrowUp' } as const)[key];
    await page.keyboard.press(back);
    s = tap(s, tileForArrow(s, back) as number);
  }
  for (const t of r.tiles) {
    await page.locator(`[data-tile="${t}"]`).click();
    s = tap(s, t);
  }
  await expect(page.getByTestId('end-more')).toHaveText(`Kürzeste Lösung: ${r.tiles.length} Züge – du hast ${s.moves} Züge gebraucht.`);
});

test('SCH-6 4×4: the worker finds the optimum within its node budget and the panel shows it', async ({ page }) => {
  // Seed 3's start takes 42 moves; the solver needs a fraction of a second for it.
  const seed = 3;
  const s = newGame(seed, 4);
  const r = solve(s.tiles, 4, 60_000_000);
  if (r.kind !== 'solved') throw new Error(r.kind);
  await page.goto(`./#/fifteen?seed=${seed}`);
  await expect(counter(page, 'moves')).toHaveText('0');
  for (const t of r.tiles) await page.locator(`[data-tile="${t}"]`).click();
  await expect(page.getByTestId('end-panel')).toBeVisible();
  await expect(page.getByTestId('end-more')).toHaveText(`Kürzeste Lösung: ${r.tiles.length} Züge – genau so viele wie du. Perfekt!`, { timeout: 30_000 });
});

for (const [width, height] of [
  [360, 740],
  [390, 844],
  [740, 360],
  [1280, 800],
] as const) {
  test(`the shared screen at ${width}×${height}: no scrolling, one board, status and toolbar, targets ≥ 44 px, tiles ≥ 22 px`, async ({ browser }) => {
    const ctx = await browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce', serviceWorkers: 'block' });
    const page = await ctx.newPage();
    for (const size of [3, 4, 5]) {
      await page.goto(`./#/fifteen?seed=77&size=${size}`);
      await expect(page.locator('[data-tile]')).toHaveCount(size * size - 1);
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowDown');
      await expect(page.locator('[data-board]')).toHaveCount(1);
      await expect(page.locator('[data-screen="status"]')).toHaveCount(1);
      await expect(page.locator('[data-screen="toolbar"]')).toHaveCount(1);
      const m = await page.evaluate(() => ({
        sh: document.documentElement.scrollHeight,
        sw: document.documentElement.scrollWidth,
        ih: window.innerHeight,
        iw: window.innerWidth,
      }));
      expect(m.sh, 'no vertical scroll').toBeLessThanOrEqual(m.ih);
      expect(m.sw, 'no horizontal scroll').toBeLessThanOrEqual(m.iw);
      const small = await page.evaluate(() =>
        [...document.querySelectorAll('button, a[href]')]
          .filter((b) => !b.closest('[data-board]'))
          .map((b) => ({ b, r: b.getBoundingClientRect() }))
          // On screen only: the shell's skip link waits above the top edge until it is focused.
          .filter(({ r }) => r.width > 0 && r.bottom > 0 && r.right > 0 && (r.width < 44 || r.height < 44))
          .map(({ b, r }) => `${b.textContent?.trim() || b.getAttribute('aria-label')}: ${r.width}×${r.height}`),
      );
      expect(small).toEqual([]);
      const tile = await page.locator('[data-tile="1"]').boundingBox();
      expect(tile?.width ?? 0).toBeGreaterThanOrEqual(22);
      // The whole board is on screen.
      const board = await page.locator('[data-board] [role="group"]').boundingBox();
      expect((board?.y ?? 0) + (board?.height ?? 0)).toBeLessThanOrEqual(height);
      expect((board?.x ?? 0) + (board?.width ?? 0)).toBeLessThanOrEqual(width);
      // Leave the game unsaved for the next size: nothing asks, as a size link opens a fresh round.
    }
    await ctx.close();
  });
}

test('screenshots (KK_SHOTS=1): light and dark, mid-game and end, at three sizes', async ({ browser }) => {
  test.skip(!process.env['KK_SHOTS'], 'screenshots only on request');
  test.slow();
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const [width, height] of [
      [390, 844],
      [740, 360],
      [1280, 800],
    ] as const) {
      const ctx = await browser.newContext({ viewport: { width, height }, colorScheme, reducedMotion: 'reduce', serviceWorkers: 'block' });
      const page = await ctx.newPage();
      await page.goto('./#/fifteen?seed=4242');
      await expect(page.locator('[data-tile]')).toHaveCount(15);
      for (const key of ['ArrowLeft', 'ArrowUp', 'ArrowRight']) await page.keyboard.press(key);
      await page.screenshot({ path: `/tmp/fip/shots/mid-${colorScheme}-${width}x${height}.png` });
      let s = newGame(12, 3);
      const r = solve(s.tiles, 3, 1_000_000);
      if (r.kind !== 'solved') throw new Error(r.kind);
      await page.goto('./#/fifteen?seed=12&size=3');
      await expect(page.locator('[data-tile]')).toHaveCount(8);
      for (const t of r.tiles) {
        await page.locator(`[data-tile="${t}"]`).click();
        s = tap(s, t);
      }
      await expect(page.getByTestId('end-more')).toContainText('Kürzeste');
      await page.screenshot({ path: `/tmp/fip/shots/end-${colorScheme}-${width}x${height}.png` });
      await ctx.close();
    }
  }
});

test('tiles glide from the trace with motion on; the help page and the start page know the game', async ({ browser }) => {
  const ctx = await browser.newContext({ reducedMotion: 'no-preference', serviceWorkers: 'block' });
  const page = await ctx.newPage();
  const s = newGame(5, 4);
  await page.goto('./#/fifteen?seed=5');
  await expect(page.locator('[data-tile]')).toHaveCount(15);
  const t = tileForArrow(s, 'ArrowLeft') ?? (tileForArrow(s, 'ArrowRight') as number);
  const gapBox = await page.getByRole('img', { name: /^Lücke/ }).boundingBox();
  // Count the Web Animations the board starts.
  await page.evaluate(() => {
    const w = window as unknown as { glides: string[] };
    w.glides = [];
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
      w.glides.push(this.getAttribute('data-tile') ?? '');
      return animate.apply(this, args);
    };
  });
  await page.locator(`[data-tile="${t}"]`).click();
  // The tile glides into the old gap and ends there.
  await expect.poll(() => page.evaluate(() => (window as unknown as { glides: string[] }).glides)).toEqual([String(t)]);
  await expect
    .poll(async () => {
      const b = await page.locator(`[data-tile="${t}"]`).boundingBox();
      return b && gapBox ? Math.round(Math.abs(b.x - gapBox.x) + Math.abs(b.y - gapBox.y)) : -1;
    })
    .toBe(0);
  await expect(counter(page, 'moves')).toHaveText('1');
  await page.goto('./#/fifteen/help');
  await expect(page.getByTestId('help-first').locator('svg')).toBeVisible();
  await expect(page.getByTestId('help-first')).toContainText('Lücke');
  await page.goto('./#/');
  await expect(page.getByText('Schiebepuzzle').first()).toBeVisible();
  await ctx.close();
});
