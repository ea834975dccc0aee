// Paare verbinden in Chromium: deal skip, clearing with the line, blockers, links, menu, timed rounds, results.
import { test, expect } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { PINNED_41739205_B } from '../src/games/connect/testing.ts';

const board = (page: Page) => page.getByTestId('board');
// The shared screen (issue 20): its status line, header figures, round label and end panel.
const status = (page: Page) => page.locator('[data-screen="status"]');
const counter = (page: Page, id: string) => page.locator(`[data-counter="${id}"] dd`);
const endPanel = (page: Page) => page.getByTestId('end-panel');

// The board stands upright in portrait windows and is drawn on its side in landscape ones (issue 13).
// Most tests name cards by row and column as the upright board shows them: they run in a portrait window.
test.use({ viewport: { width: 900, height: 1000 } });

/** Freeze page time (timers, performance.now) so short-lived effects can be checked on a busy machine. */
async function pauseTime(page: Page): Promise<void> {
  await page.clock.install({ time: new Date('2026-03-01T10:00:00') });
  await page.clock.pauseAt(new Date('2026-03-01T10:00:01'));
}

async function openDealt(page: Page, hash: string): Promise<void> {
  await page.goto(`./${hash}`);
  await expect(board(page)).toBeVisible();
  // CON-1: a tap anywhere skips the deal.
  await status(page).click();
  await expect(board(page)).toHaveAttribute('data-dealing', 'false');
}

test('CON-1 the board deals itself at once; a tap skips the animation', async ({ page }) => {
  // Page time stands still, so the deal is still running when it is checked, however busy the machine.
  await pauseTime(page);
  await page.goto('./#/connect?code=41739205-b');
  await expect(board(page)).toHaveAttribute('data-dealing', 'true');
  await expect(status(page)).toContainText('ausgelegt');
  await page.mouse.click(10, 300);
  await expect(board(page)).toHaveAttribute('data-dealing', 'false');
  await expect(status(page)).toContainText('Tippe eine Karte an');
  // No card was selected by the skipping tap.
  await expect(page.locator('.cell.selected')).toHaveCount(0);
});

test('CON-21 the same code gives the same board in Chromium as in Node', async ({ page }) => {
  await page.goto('./#/connect?code=41739205-b');
  await expect(board(page)).toHaveAttribute('data-rows', PINNED_41739205_B.join('/'));
  await expect(board(page)).toHaveAttribute('data-code', '41739205-b');
});

test('CON-3 CON-4 CON-8 select lifts a card; a pair draws the line over the ring and bursts', async ({ page }) => {
  await pauseTime(page);
  await openDealt(page, '#/connect?code=41739205-b');
  const first = page.getByRole('button', { name: 'Anker, Reihe 1, Spalte 2', exact: true });
  await first.click();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await expect(first).toHaveClass(/selected/);
  // Tapping it again deselects; tapping it once more selects again.
  await first.click();
  await expect(first).toHaveAttribute('aria-pressed', 'false');
  await first.click();
  await page.getByRole('button', { name: 'Anker, Reihe 1, Spalte 6', exact: true }).click();
  // The line is drawn from the next frame (not inside the tap): let the paused clock give one.
  await page.clock.runFor(20);
  const line = page.getByTestId('line');
  await expect(line).toBeVisible();
  // CON-8: the corners above the top row lie 8 px outside the board edge.
  const points = await line.getAttribute('points');
  expect(points?.split(' ').filter((p) => p.endsWith(',-8'))).toHaveLength(2);
  await expect(page.getByRole('button', { name: 'Leer, Reihe 1, Spalte 2', exact: true })).toBeVisible();
  await expect(counter(page, 'score')).toHaveText('10');
  await expect(counter(page, 'streak')).toHaveText('1');
  await expect(page.locator('.ghost')).toHaveCount(2);
  await page.clock.runFor(1000);
  await expect(line).toHaveCount(0);
  await expect(page.locator('.ghost')).toHaveCount(0);
});

test('CON-5 a blocked pair shakes, the status names the single blocker and it is outlined pink briefly', async ({ page }) => {
  await pauseTime(page);
  await openDealt(page, '#/connect?code=41739205-b');
  const a = page.getByRole('button', { name: 'Blitz, Reihe 2, Spalte 1', exact: true });
  await a.click();
  await page.getByRole('button', { name: 'Blitz, Reihe 2, Spalte 3', exact: true }).click();
  await expect(status(page)).toContainText('Schlüssel (Reihe 2, Spalte 2) steht im Weg');
  const blocker = page.getByRole('button', { name: 'Schlüssel, Reihe 2, Spalte 2', exact: true });
  await expect(blocker).toHaveClass(/blocker/);
  await expect(a).toHaveAttribute('aria-pressed', 'true');
  await expect(a).toHaveClass(/shake/);
  await page.clock.runFor(650);
  await expect(blocker).not.toHaveClass(/blocker/);
  await expect(a).not.toHaveClass(/shake/);
  // CON-3 resolved: a different symbol moves the selection.
  await page.getByRole('button', { name: 'Sonne, Reihe 4, Spalte 1', exact: true }).click();
  await expect(a).toHaveAttribute('aria-pressed', 'false');
  await expect(status(page)).toContainText('Sonne');
});

test('CON-21 copy the board link from the menu, open it, get the same board; a bad code changes nothing', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openDealt(page, '#/connect?code=12345678-c');
  const rows = await board(page).getAttribute('data-rows');
  await page.getByRole('button', { name: 'Menü' }).click();
  await page.getByRole('button', { name: 'Link kopieren' }).click();
  await expect(status(page)).toContainText('Link zu diesem Spiel ist kopiert');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/#\/connect\?code=12345678-c&mode=relaxed$/);
  // Copying closed the menu (the status line says it worked); the code field is in the menu too.
  await page.getByRole('button', { name: 'Menü' }).click();
  await page.getByLabel('Code eingeben').fill('1234-x');
  await page.getByTestId('game-menu').getByRole('button', { name: 'Öffnen' }).click();
  await expect(page.getByRole('alert')).toContainText('kein gültiger Code');
  await expect(board(page)).toHaveAttribute('data-code', '12345678-c');
  const other = await context.newPage();
  await other.goto(link);
  await expect(other.getByTestId('board')).toHaveAttribute('data-rows', rows ?? '');
  await expect(other.getByTestId('board')).toHaveAttribute('data-code', '12345678-c');
  await other.close();
});

test('CON-2 CON-9 changing the size starts a new round; cards keep their width at every size', async ({ page }) => {
  await openDealt(page, '#/connect?code=41739205-b');
  const widthOf = async () => (await page.locator('.cell').first().boundingBox())?.width ?? 0;
  const wB = await widthOf();
  for (const [name, rows, letter] of [
    ['Einsteiger', 6, 'a'],
    ['Lange Runde', 9, 'c'],
  ] as const) {
    await page.getByRole('button', { name: 'Menü' }).click();
    await page.getByRole('radio', { name: new RegExp(name) }).click();
    await expect(board(page)).toHaveAttribute('data-code', new RegExp(`-${letter}$`));
    await expect(page.locator('.cell')).toHaveCount(rows * 6);
    await status(page).click();
    expect(await widthOf()).toBeCloseTo(wB, 0);
  }
  // Changing the mode starts a fresh round too; the title shows the mode.
  const before = await board(page).getAttribute('data-code');
  await page.getByRole('button', { name: 'Menü' }).click();
  await page.getByRole('radio', { name: 'Auf Zeit' }).click();
  await expect(page.getByTestId('round-label')).toContainText('Auf Zeit');
  await expect(board(page)).not.toHaveAttribute('data-code', before ?? '');
});

test('HUB-4 the menu is a modal dialog: Tab stays inside, Esc closes it and focus returns to Menü', async ({ page }) => {
  await openDealt(page, '#/connect?code=41739205-b');
  const menuButton = page.getByRole('button', { name: 'Menü' });
  await menuButton.click();
  const menu = page.getByRole('dialog', { name: 'Menü' });
  await expect(menu).toBeVisible();
  const inside = () => page.evaluate(() => document.querySelector('[data-testid=game-menu]')?.contains(document.activeElement) ?? false);
  expect(await inside()).toBe(true);
  // More Tab presses than the menu has stops, forwards and backwards: focus never leaves it.
  for (let k = 0; k < 20; k++) {
    await page.keyboard.press('Tab');
    expect(await inside(), `Tab ${k + 1}`).toBe(true);
  }
  for (let k = 0; k < 6; k++) {
    await page.keyboard.press('Shift+Tab');
    expect(await inside(), `Shift+Tab ${k + 1}`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(menuButton).toBeFocused();
  // The board behind is usable again; Esc with no dialog open only clears a selection.
  const card = page.getByRole('button', { name: 'Anker, Reihe 1, Spalte 2', exact: true });
  await card.click();
  await page.keyboard.press('Escape');
  await expect(card).toHaveAttribute('aria-pressed', 'false');
  // A click on the dimmed backdrop closes the menu as well.
  await menuButton.click();
  await expect(menu).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(menu).toHaveCount(0);
  await expect(menuButton).toBeFocused();
});

test('CON-22 the board of the day is Klassisch with the local date as seed', async ({ page }) => {
  await page.goto('./#/connect?daily=1');
  const today = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;
  });
  await expect(board(page)).toHaveAttribute('data-code', `${today}-b`);
  await expect(page.locator('.cell')).toHaveCount(48);
});

test('CON-11 glow assist lights the twins on Einsteiger by default', async ({ page }) => {
  await pauseTime(page);
  await openDealt(page, '#/connect?code=41739205-a');
  const card = page.locator('.cell.card').first();
  const sym = await card.getAttribute('data-sym');
  await card.click();
  await expect(page.locator(`.cell.glow[data-sym="${sym}"]`)).toHaveCount(5);
  await page.clock.runFor(1000);
  await expect(page.locator('.cell.glow')).toHaveCount(0);
});

test('CON-12 CON-13 Auf Zeit counts down, pulses under 10 s, ends at 0 and restarts the same board relaxed', async ({ page }) => {
  await pauseTime(page);
  await openDealt(page, '#/connect?code=41739205-a&mode=timed');
  await expect(page.locator('[data-counter="clock"]')).toContainText('1:30');
  await page.clock.runFor(81_000);
  // CON-13: below 10 s the clock changes colour and pulses (the screen's warn tone).
  await expect(page.locator('[data-counter="clock"]')).toHaveAttribute('data-tone', 'warn');
  await page.clock.runFor(10_000);
  const results = endPanel(page);
  await expect(results).toContainText('Zeit abgelaufen');
  await expect(results).toContainText('0 von 18 Paaren');
  // The results lie over the board (the shared end panel) with the focus on their first action; Menü still works.
  await expect(results.getByRole('link', { name: 'Dasselbe Feld entspannt spielen' })).toBeFocused();
  await expect(status(page)).toContainText(/abgelaufen/i);
  await page.getByRole('button', { name: 'Menü' }).click();
  await page.getByTestId('game-menu').getByRole('button', { name: 'Neues Spiel' }).click();
  await expect(board(page)).not.toHaveAttribute('data-code', '41739205-a');
  // The same timed board once more, to end it again and take the relaxed replay from the results.
  await openDealt(page, '#/connect?code=41739205-a&mode=timed');
  await page.clock.runFor(91_000);
  await expect(results).toContainText('Zeit abgelaufen');
  await results.getByRole('link', { name: 'Dasselbe Feld entspannt spielen' }).click();
  await expect(board(page)).toHaveAttribute('data-code', '41739205-a');
  await expect(page.getByTestId('round-label')).not.toContainText('Auf Zeit');
});

/** Pretend the page went to the background (or came back), as a tab or app switch does. */
async function setHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((h) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (h ? 'hidden' : 'visible') });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

test('CON-12 CON-13 the clock stands still while the page is hidden, in both modes', async ({ page }) => {
  await pauseTime(page);
  await openDealt(page, '#/connect?code=41739205-a&mode=timed');
  const clock = page.locator('[data-counter="clock"]');
  await page.clock.runFor(5000);
  await expect(clock).toContainText('1:25');
  await setHidden(page, true);
  await page.clock.runFor(120_000);
  await expect(clock).toContainText('1:25');
  await expect(endPanel(page)).toHaveCount(0);
  await setHidden(page, false);
  await page.clock.runFor(5000);
  await expect(clock).toContainText('1:20');
  // Entspannt: the stopwatch stands still too.
  await page.goto('./#/connect?code=41739205-a&mode=relaxed');
  await status(page).click();
  await expect(board(page)).toHaveAttribute('data-dealing', 'false');
  await page.clock.runFor(3000);
  await expect(clock).toContainText('0:03');
  await setHidden(page, true);
  await page.clock.runFor(50_000);
  await setHidden(page, false);
  await page.clock.runFor(1000);
  await expect(clock).toContainText('0:04');
});

test('CON-14 CON-16 CON-17 CON-23 clear a board with hints by keyboard; results compare with the saved best', async ({ page }) => {
  test.slow(); // many taps: give a busy machine time
  await page.goto('./');
  await page.evaluate(() => {
    const rec = { played: 3, won: 1, bestTimeMs: 600_000, bestScore: 1, bestStreak: 2, fewestHints: 4, fewestShuffles: 0 };
    localStorage.setItem('knobelkiste:connect/bests', JSON.stringify({ kk: 1, v: 1, data: { 'a-relaxed': rec } }));
  });
  await openDealt(page, '#/connect?code=41739205-a&mode=relaxed');
  for (let k = 0; k < 18; k++) {
    await page.keyboard.press('h');
    const hinted = page.locator('.cell.hinted');
    await expect(hinted).toHaveCount(2);
    await hinted.nth(0).click();
    await hinted.nth(1).click();
  }
  const results = endPanel(page);
  await expect(results).toContainText('Feld geräumt!');
  // CON-17: each figure against the best before this round (10:00, 1 point, 4 hints).
  await expect(results).toContainText(/Hinweise 18 \(Bestwert 4\)/);
  await expect(results).toContainText(/Punkte \d+ \(Rekord, bisher 1\)/);
  await expect(results).toContainText(/Zeit \d+:\d\d \(Rekord, bisher 10:00\)/);
  await page.goto('./#/stats');
  const stats = page.locator('[data-game=connect]');
  const group = stats.locator('[data-key="a-relaxed"]');
  await expect(group).toContainText('Einsteiger · Entspannt');
  // Played 3 before, plus this round; cleared 1 before, plus this one.
  await expect(group.getByText('Gespielt')).toBeVisible();
  await expect(group.locator('dd').first()).toHaveText('4');
  await expect(group.locator('dd').nth(1)).toHaveText('2');
});

test('HUB-4 keyboard: arrows move the cursor, Enter selects, s shuffles', async ({ page }) => {
  await openDealt(page, '#/connect?code=41739205-b');
  await page.getByRole('button', { name: 'Schneeflocke, Reihe 1, Spalte 1', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  const star = page.getByRole('button', { name: 'Stern, Reihe 1, Spalte 3', exact: true });
  await expect(star).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('s');
  await expect(status(page)).toContainText('Neu gemischt');
});

test('HUB-7 reduced motion: no deal animation, and the page fits a 360 px phone', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  // Page time stands still until we move it on, so the briefly shown line can be checked on a busy machine.
  await pauseTime(page);
  await page.goto('./#/connect?code=41739205-c');
  await expect(board(page)).toHaveAttribute('data-dealing', 'false');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // Without motion the line still stands for a moment, then the pair is gone.
  await page.getByRole('button', { name: 'Hinweis', exact: true }).click();
  const hinted = page.locator('.cell.hinted');
  await hinted.nth(0).click();
  await hinted.nth(1).click();
  await page.clock.runFor(20);
  await expect(page.getByTestId('line')).toBeAttached();
  await page.clock.runFor(1000);
  await expect(page.getByTestId('line')).toHaveCount(0);
  // The hint cost nothing at 0 points (never below 0); the pair brings 10.
  await expect(counter(page, 'score')).toHaveText('10');
  await context.close();
});

test('CON-9 HUB-7 a phone on its side (740×360) shows the whole board without scrolling, same card width at every size', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 740, height: 360 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const widths: number[] = [];
  for (const letter of ['c', 'b', 'a']) {
    await page.goto(`./#/connect?code=41739205-${letter}`);
    await expect(board(page)).toHaveAttribute('data-dealing', 'false');
    const fit = await page.evaluate(() => {
      const b = document.querySelector('[data-testid=board]')?.getBoundingClientRect();
      return {
        bottom: (b?.bottom ?? Infinity) + 8, // the ring line runs 8 px outside the board
        scrollY: document.documentElement.scrollHeight - window.innerHeight,
        scrollX: document.documentElement.scrollWidth - window.innerWidth,
      };
    });
    expect(fit.bottom).toBeLessThanOrEqual(360);
    expect(fit.scrollY).toBeLessThanOrEqual(0);
    expect(fit.scrollX).toBeLessThanOrEqual(0);
    widths.push((await page.locator('.cell').first().boundingBox())?.width ?? 0);
  }
  expect(new Set(widths).size).toBe(1);
  // The bar sits beside the board and still works: the hint shows a pair.
  await page.getByRole('button', { name: 'Hinweis', exact: true }).click();
  await expect(page.locator('.cell.hinted')).toHaveCount(2);
  await context.close();
});

test('CON-15 when no pair can connect, the board shuffles itself for free and play goes on', async ({ page }) => {
  test.slow(); // many taps: give a busy machine time
  // Found with the rules: on 00000098-a, playing the hinted pairs leaves a dead board after 16 pairs.
  await openDealt(page, '#/connect?code=00000098-a&mode=relaxed');
  for (let k = 0; k < 16; k++) {
    await page.keyboard.press('h');
    const hinted = page.locator('.cell.hinted');
    await expect(hinted).toHaveCount(2);
    await hinted.nth(0).click();
    await hinted.nth(1).click();
  }
  await expect(status(page)).toContainText('kostenlos neu gemischt');
  await expect(page.locator('.cell.card')).toHaveCount(4);
  await page.keyboard.press('h');
  await expect(page.locator('.cell.hinted')).toHaveCount(2);
});

test('CON-21 a link with a malformed code explains itself and deals a fresh board', async ({ page }) => {
  await openDealt(page, '#/connect?code=123-zz');
  await expect(status(page)).toContainText('keinen gültigen Spielcode');
  await expect(board(page)).toHaveAttribute('data-code', /^\d{8}-[abc]$/);
  await expect(page.locator('.cell.card')).not.toHaveCount(0);
});

/** Clear `n` pairs the hint shows (the hint's −2 each is part of the score). */
async function clearHinted(page: Page, n: number): Promise<void> {
  for (let k = 0; k < n; k++) {
    await page.keyboard.press('h');
    const hinted = page.locator('.cell.hinted');
    await expect(hinted).toHaveCount(2);
    await hinted.nth(0).click();
    await hinted.nth(1).click();
  }
}

test('issue 12 the round in progress survives Statistik and Back and a reload: same board, score and clock (paused while away)', async ({ page }) => {
  test.slow(); // many taps: give a busy machine time
  await pauseTime(page);
  await openDealt(page, '#/connect?code=41739205-b&mode=relaxed');
  await clearHinted(page, 5);
  await page.clock.runFor(4000);
  const clock = page.locator('[data-counter="clock"]');
  await expect(clock).toContainText('0:04');
  const rows = await board(page).getAttribute('data-rows');
  const score = await counter(page, 'score').textContent();
  expect(Number(score)).toBeGreaterThan(0);
  // The save is a replay log under the game's own key.
  expect(await page.evaluate(() => localStorage.getItem('knobelkiste:connect/slot/round'))).toContain('41739205-b');
  await page.getByRole('link', { name: 'Statistik' }).click();
  await expect(page).toHaveURL(/#\/stats/);
  await page.clock.runFor(60_000);
  await page.goBack();
  await expect(board(page)).toHaveAttribute('data-rows', rows ?? '');
  await expect(board(page)).toHaveAttribute('data-dealing', 'false');
  await expect(counter(page, 'score')).toHaveText(score ?? '');
  await expect(clock).toContainText('0:04');
  await expect(status(page)).toContainText('wieder da');
  // The clock runs again from where it stood.
  await page.clock.runFor(2000);
  await expect(clock).toContainText('0:06');
  // A reload keeps it too; the app's own link without a code opens the round in progress.
  await page.reload();
  await expect(board(page)).toHaveAttribute('data-rows', rows ?? '');
  await expect(counter(page, 'score')).toHaveText(score ?? '');
  await expect(clock).toContainText('0:06');
  await page.goto('./#/');
  await page.goto('./#/connect');
  await expect(board(page)).toHaveAttribute('data-rows', rows ?? '');
  await expect(board(page)).toHaveAttribute('data-code', '41739205-b');
  // Another board named by a link replaces it; a finished round is not kept.
  await openDealt(page, '#/connect?code=41739205-a&mode=relaxed');
  await expect(counter(page, 'score')).toHaveText('0');
  await clearHinted(page, 18);
  await page.clock.runFor(1000); // the last pair's burst (page time stands still here)
  // Issue 12: the cleared board is celebrated first (page time stands still here, so a key skips it).
  await expect(page.getByTestId('celebration')).toBeVisible();
  await expect(endPanel(page)).toHaveCount(0);
  await page.keyboard.press('x');
  await expect(endPanel(page)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('knobelkiste:connect/slot/round'))).toBeNull();
});

test('issue 12 feel: a pair sounds (streak steps as combo), a win sounds; a new round asks only while a round is under way', async ({ page }) => {
  test.slow(); // many taps: give a busy machine time
  await pauseTime(page);
  await openDealt(page, '#/connect?code=41739205-a&mode=relaxed');
  // Untouched: Neues Spiel does not ask.
  await page.getByRole('button', { name: 'Menü' }).click();
  await page.getByTestId('game-menu').getByRole('button', { name: 'Neues Spiel' }).click();
  await expect(page.getByTestId('confirm-replace-yes')).toHaveCount(0);
  await openDealt(page, '#/connect?code=41739205-a&mode=relaxed');
  await page.evaluate(() => (window.__kkSound = []));
  await clearHinted(page, 2);
  const sounds = await page.evaluate(() => window.__kkSound ?? []);
  expect(sounds).toEqual(['match', 'combo']);
  // Under way: it asks; Abbrechen keeps the round, the answer yes replaces it.
  await page.getByRole('button', { name: 'Menü' }).click();
  await page.getByTestId('game-menu').getByRole('button', { name: 'Neues Spiel' }).click();
  await page.getByTestId('confirm-replace-no').click();
  await expect(board(page)).toHaveAttribute('data-code', '41739205-a');
  await expect(page.locator('.cell.card:not(.ghost)')).toHaveCount(32);
  await page.getByRole('button', { name: 'Menü' }).click();
  await page.getByTestId('game-menu').getByRole('button', { name: 'Neues Spiel' }).click();
  await page.getByTestId('confirm-replace-yes').click();
  await expect(board(page)).not.toHaveAttribute('data-code', '41739205-a');
  // A win plays its sound and celebrates before the results. (The round given up above stays saved until
  // the new one is played, so the link resumes it with two pairs gone: the shared screen's rule.)
  await openDealt(page, '#/connect?code=41739205-a&mode=relaxed');
  await clearHinted(page, (await page.locator('.cell.card:not(.ghost)').count()) / 2);
  // Page time stands still: the last pair's burst ends first, then the celebration starts.
  await page.clock.runFor(1000);
  await expect(page.getByTestId('celebration')).toBeVisible();
  expect(await page.evaluate(() => window.__kkSound ?? [])).toContain('win');
  await page.getByTestId('celebration').click();
  await expect(endPanel(page)).toBeVisible();
});

test('issue 13 a cleared pair bursts with sparks; the hint pulses on opacity and stops with the hint; reduced motion: no sparks', async ({ browser }) => {
  test.slow(); // two browser contexts: give a busy machine time
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    const context = await browser.newContext({ reducedMotion, viewport: { width: 900, height: 1000 } });
    const page = await context.newPage();
    await pauseTime(page);
    await openDealt(page, '#/connect?code=41739205-b&mode=relaxed');
    await page.keyboard.press('h');
    const hinted = page.locator('.cell.hinted');
    const anim = await hinted.first().evaluate((el) => getComputedStyle(el, '::after').animationName);
    expect(anim).toMatch(reducedMotion === 'reduce' ? /^none$/ : /hintpulse/);
    await hinted.nth(0).click();
    await hinted.nth(1).click();
    await expect(page.locator('.cell.hinted')).toHaveCount(0);
    await expect(page.locator('.ghost .spark')).toHaveCount(reducedMotion === 'reduce' ? 0 : 24);
    await page.clock.runFor(1000);
    await expect(page.locator('.ghost')).toHaveCount(0);
    await context.close();
  }
});

test('issue 13 Lange Runde: tiles at least 44 px on the long side on a phone on its side and on a desktop; nothing scrolls', async ({ browser }) => {
  test.slow(); // many taps: give a busy machine time
  for (const [w, h] of [
    [390, 844],
    [740, 360],
    [1280, 800],
  ] as const) {
    const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: w, height: h } });
    const page = await context.newPage();
    await page.goto('./#/connect?code=41739205-c');
    await expect(board(page)).toHaveAttribute('data-dealing', 'false');
    await expect(board(page)).toHaveAttribute('data-turned', w > h ? 'true' : 'false');
    const m = await page.evaluate(() => {
      const cell = document.querySelector('.cell')?.getBoundingClientRect();
      const b = document.querySelector('[data-testid=board]')?.getBoundingClientRect();
      return {
        long: Math.max(cell?.width ?? 0, cell?.height ?? 0),
        right: (b?.right ?? Infinity) + 8,
        bottom: (b?.bottom ?? Infinity) + 8, // the ring line runs 8 px outside the board
        scrollY: document.documentElement.scrollHeight - window.innerHeight,
        scrollX: document.documentElement.scrollWidth - window.innerWidth,
      };
    });
    if (w > h) expect(m.long, `${w}×${h}`).toBeGreaterThanOrEqual(44);
    expect(m.scrollY, `${w}×${h}`).toBeLessThanOrEqual(0);
    expect(m.scrollX, `${w}×${h}`).toBeLessThanOrEqual(0);
    expect(m.bottom).toBeLessThanOrEqual(h);
    expect(m.right).toBeLessThanOrEqual(w);
    if (w > h) {
      // Turned: the rules' row 1 is the first screen column, and a pair still clears with its line.
      const first = await page.locator('.cell[data-i="0"]').boundingBox();
      const below = await page.locator('.cell[data-i="1"]').boundingBox();
      expect(below?.y ?? 0).toBeGreaterThan(first?.y ?? 0);
      expect(below?.x).toBeCloseTo(first?.x ?? 0, 0);
      await page.getByRole('button', { name: 'Hinweis', exact: true }).click();
      const hinted = page.locator('.cell.hinted');
      await hinted.nth(0).click();
      await hinted.nth(1).click();
      await expect(counter(page, 'score')).toHaveText('10');
    }
    await context.close();
  }
});

/** Everything the player can press in `selector` lies inside the window, and the dialog does not scroll. */
async function fitsWindow(page: Page, selector: string): Promise<void> {
  const m = await page.evaluate((sel) => {
    const root = document.querySelector<HTMLElement>(sel);
    const items = [...(root?.querySelectorAll<HTMLElement>('button, input, a[href]') ?? [])].map((el) => el.getBoundingClientRect());
    return {
      found: items.length,
      lowest: Math.max(...items.map((r) => r.bottom)),
      rightmost: Math.max(...items.map((r) => r.right)),
      scrolls: (root?.scrollHeight ?? 0) - (root?.clientHeight ?? 0),
    };
  }, selector);
  expect(m.found).toBeGreaterThan(0);
  expect(m.lowest, `${selector} buttons below the fold`).toBeLessThanOrEqual(360);
  expect(m.rightmost).toBeLessThanOrEqual(740);
  expect(m.scrolls, `${selector} scrolls`).toBeLessThanOrEqual(1);
}

test('issue 13 at 740×360 the results and the menu fit; the results offer Neues Spiel', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 740, height: 360 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await pauseTime(page);
  await openDealt(page, '#/connect?code=41739205-a&mode=timed');
  await page.clock.runFor(91_000);
  const results = endPanel(page);
  await expect(results).toContainText('Zeit abgelaufen');
  await fitsWindow(page, '[data-testid=end-panel]');
  // The next step is on the board, in view, and has the focus (the same board in Entspannt first).
  await expect(results.getByRole('link', { name: 'Dasselbe Feld entspannt spielen' })).toBeFocused();
  const again = results.getByRole('button', { name: 'Neues Spiel' });
  await page.getByRole('button', { name: 'Menü' }).click();
  await expect(page.getByTestId('game-menu')).toBeVisible();
  await fitsWindow(page, '[data-testid=game-menu]');
  await page.keyboard.press('Escape');
  await again.click();
  await expect(results).toHaveCount(0);
  await expect(board(page)).not.toHaveAttribute('data-code', '41739205-a');
  await context.close();
});

test('issue 26: a bad link keeps the round in progress byte for byte, says why and corrects the address', async ({ page }) => {
  await openDealt(page, '#/connect?code=41739205-b&mode=relaxed');
  await clearHinted(page, 2);
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  const stored = async (): Promise<string> =>
    page.evaluate(() =>
      JSON.stringify(
        Object.keys(localStorage)
          .sort()
          .map((k) => [k, localStorage.getItem(k)]),
      ),
    );
  const before = await stored();
  const score = await counter(page, 'score').textContent();
  for (const bad of ['code=-1', 'code=abc', 'code=99999999999-z', 'mode=fast', `code=${'9'.repeat(10_000)}`, 'code=%3Cscript%3Ex%3C%2Fscript%3E', 'code=']) {
    await page.goto(`./#/connect?${bad}`);
    await expect(status(page)).toContainText('keinen gültigen Spielcode');
    await expect(page).toHaveURL(/code=41739205-b/);
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    expect(await stored()).toBe(before);
  }
  // A reload on a bad link (first opening) continues the saved round too.
  await page.goto('./#/connect?code=-1');
  await page.reload();
  await expect(page).toHaveURL(/code=41739205-b/);
  await expect(counter(page, 'score')).toHaveText(score ?? '');
});

test('issue 21 at 740×360: cards 44 px on both sides, a long status keeps every control in view, the mode is named', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 740, height: 360 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto('./#/connect?code=41739205-b&mode=timed');
  await expect(board(page)).toHaveAttribute('data-dealing', 'false');
  const cell = await page.locator('.cell').first().boundingBox();
  expect(cell?.width).toBeGreaterThanOrEqual(44);
  expect(cell?.height).toBeGreaterThanOrEqual(44);
  await expect(page.getByTestId('round-label')).toHaveText('Klassisch · Auf Zeit');
  // The longest sentence the game says: a blocked pair naming the card in the way.
  await page.getByRole('button', { name: /^Blitz, Reihe 1, Spalte 2$/ }).click();
  await page.getByRole('button', { name: /^Blitz, Reihe 3, Spalte 2$/ }).click();
  await expect(status(page)).toContainText('Kein Weg');
  const m = await page.evaluate(() => ({
    tools: [...document.querySelectorAll('[data-screen="toolbar"] button')].map((b) => b.getBoundingClientRect().bottom),
    scroll: document.documentElement.scrollHeight - window.innerHeight,
  }));
  expect(m.tools.length).toBeGreaterThan(0);
  for (const bottom of m.tools) expect(bottom).toBeLessThanOrEqual(360);
  expect(m.scroll).toBeLessThanOrEqual(0);
  // The menu's controls wear the app's colour, not the browser's default blue.
  await page.getByRole('button', { name: 'Menü' }).click();
  const accents = await page
    .getByTestId('game-menu')
    .locator('input[type=radio], input[type=checkbox]')
    .evaluateAll((els) => els.map((el) => getComputedStyle(el).accentColor));
  expect(accents.length).toBeGreaterThan(0);
  for (const a of accents) expect(a).not.toBe('auto');
  await context.close();
});

test('issue 21 a cleared board: one celebration, then one result that says it is the first', async ({ page }) => {
  test.slow(); // many taps: give a busy machine time
  await openDealt(page, '#/connect?code=41739205-a&mode=relaxed');
  await clearHinted(page, 18);
  const celebration = page.getByTestId('celebration');
  await expect(celebration).toBeVisible();
  // While the celebration runs, no result and no second "cleared" message.
  await expect(endPanel(page)).toHaveCount(0);
  await expect(status(page)).not.toContainText(/geräumt|leer/);
  await celebration.click();
  await expect(endPanel(page)).toBeVisible();
  await expect(celebration).toHaveCount(0);
  await expect(page.getByText(/Feld geräumt/)).toHaveCount(1);
  await expect(endPanel(page)).toContainText('Dein erstes Ergebnis');
  await expect(endPanel(page)).not.toContainText('Bestwert –');
});
