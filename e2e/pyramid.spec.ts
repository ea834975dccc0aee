// Pyramiden-Solitär in Chromium: tapping pairs, blocked cards, hint, undo, restart, links, keyboard, end screens.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

// Card ids are (rank − 1) × 4 + suit (C D H S): 4C = 12, 9S = 35, KH = 50, KS = 51, JC = 40.
const card = (page: Page, id: number) => page.locator(`button.slot[data-card="${id}"]`);
// The shared screen: counters in the header, one status line, one toolbar, the rest in the menu.
const score = (page: Page) => page.locator('[data-counter="score"] dd');
const combo = (page: Page) => page.locator('[data-counter="combo"] dd');
const status = (page: Page) => page.locator('[data-screen="status"]');
const toolbar = (page: Page) => page.locator('[data-screen="toolbar"]');
const label = (page: Page) => page.getByTestId('round-label');
const end = (page: Page) => page.getByTestId('end-panel');

/** Open the menu and press one of its buttons (Neues Spiel, Neustart, Tagesaufgabe …). */
async function menu(page: Page, name: string): Promise<void> {
  await toolbar(page).getByRole('button', { name: 'Menü' }).click();
  await page.getByTestId('game-menu').getByRole('button', { name, exact: true }).click();
}

/** Press Tipp and tap whatever it marks, until the end screen shows. */
async function followHints(page: Page): Promise<void> {
  for (let i = 0; i < 80; i++) {
    // The game is over once the win celebration or the end screen shows.
    if ((await page.locator('[data-testid="end-panel"], [data-testid="celebration"]').count()) > 0) return;
    await toolbar(page).getByRole('button', { name: 'Tipp' }).click();
    const marked = await page.locator('.hinted[data-pos]').all();
    expect(marked.length).toBeGreaterThan(0);
    for (const m of marked) await m.click();
  }
}

test.use({ reducedMotion: 'reduce' });

test('PYR-1 PYR-2 PYR-3 PYR-4 PYR-5 PYR-6 PYR-7 PYR-8 tap a pair, a blocked card, draw, hint, king, undo, redo', async ({ page }) => {
  await page.goto('./#/pyramid?deal=1');
  await expect(page.getByRole('heading', { name: 'Pyramiden-Solitär', level: 1 })).toBeVisible();
  await expect(label(page)).toHaveText('Verteilung Nr. 1');
  await expect(page.locator('button.slot')).toHaveCount(28);
  await expect(page.getByTestId('stock')).toHaveAccessibleName(/24 Karten/);
  await expect(card(page, 40)).toHaveAccessibleName('Kreuz Bube, bedeckt');
  await expect(card(page, 12)).toHaveAccessibleName('Kreuz Vier, frei');

  // PYR-3: a covered card cannot be selected, and the page says why.
  await card(page, 40).click({ force: true });
  await expect(status(page)).toContainText('Kreuz Bube ist noch bedeckt, also nicht frei');
  await expect(page.locator('[aria-pressed="true"]')).toHaveCount(0);

  // PYR-2/5/6: 4 + 9 = 13, two pyramid cards score 2, the combo counts the removal.
  await card(page, 12).click();
  await expect(card(page, 12)).toHaveAttribute('aria-pressed', 'true');
  await card(page, 35).click();
  await expect(card(page, 12)).toHaveCount(0);
  await expect(card(page, 35)).toHaveCount(0);
  await expect(score(page)).toHaveText('2 / 28');
  await expect(combo(page)).toHaveText('1');

  // PYR-4/6: a draw turns up KS and ends the combo.
  await page.getByTestId('stock').click();
  await expect(page.getByTestId('waste')).toHaveAccessibleName(/Pik König, frei/);
  await expect(combo(page)).toHaveText('0');
  await expect(page.getByTestId('stock')).toHaveAccessibleName(/23 Karten/);

  // PYR-7: the hint marks KH (first in board order) and plays nothing.
  await toolbar(page).getByRole('button', { name: 'Tipp' }).click();
  await expect(card(page, 50)).toHaveClass(/hinted/);
  await expect(card(page, 50)).toHaveAccessibleName(/Herz König, frei, vom Tipp markiert/);
  await expect(status(page)).toContainText('Tipp: Herz König');
  await expect(score(page)).toHaveText('2 / 28');

  // PYR-5: a pyramid king alone scores 1; a waste king 0.
  await card(page, 50).click();
  await expect(score(page)).toHaveText('3 / 28');
  await page.getByTestId('waste').click();
  await expect(score(page)).toHaveText('3 / 28');
  await expect(combo(page)).toHaveText('2');
  await expect(page.getByTestId('waste')).toHaveAccessibleName('Ablage, leer');

  // PYR-8: undo restores the waste king, score and combo.
  await toolbar(page).getByRole('button', { name: 'Rückgängig' }).click();
  await expect(page.getByTestId('waste')).toHaveAccessibleName(/Pik König/);
  await expect(combo(page)).toHaveText('1');
  await toolbar(page).getByRole('button', { name: 'Rückgängig' }).click();
  await expect(card(page, 50)).toBeVisible();
  await expect(score(page)).toHaveText('2 / 28');
  await expect(combo(page)).toHaveText('0');

  // Redo plays both undone removals again: cards, score and combo come back.
  const redo = toolbar(page).getByRole('button', { name: 'Wiederholen' });
  await redo.click();
  await expect(card(page, 50)).toHaveCount(0);
  await expect(score(page)).toHaveText('3 / 28');
  await expect(combo(page)).toHaveText('1');
  await expect(page.getByTestId('waste')).toHaveAccessibleName(/Pik König/);
  await redo.click();
  await expect(page.getByTestId('waste')).toHaveAccessibleName('Ablage, leer');
  await expect(score(page)).toHaveText('3 / 28');
  await expect(combo(page)).toHaveText('2');
  await expect(redo).toBeDisabled();
});

test('PYR-2 two cards that do not make 13 are not removed; the second becomes the selection', async ({ page }) => {
  await page.goto('./#/pyramid?deal=1');
  await card(page, 12).click(); // 4C
  await card(page, 1).click(); // AD: 4 + 1 = 5
  await expect(status(page)).toContainText('ergeben 5, nicht 13');
  await expect(card(page, 1)).toHaveAttribute('aria-pressed', 'true');
  await expect(card(page, 12)).toHaveAttribute('aria-pressed', 'false');
  await expect(score(page)).toHaveText('0 / 28');
  // Tapping the selected card again clears the selection.
  await card(page, 1).click();
  await expect(page.locator('[aria-pressed="true"]')).toHaveCount(0);
});

test('PYR-9 Neustart repeats the deal, Neues Spiel deals another and updates the link; a bad link changes nothing', async ({ page }) => {
  await page.goto('./#/pyramid?deal=1');
  await card(page, 12).click();
  await card(page, 35).click();
  await expect(score(page)).toHaveText('2 / 28');
  // The shared screen asks before giving up a deal in progress.
  await menu(page, 'Neustart');
  await page.getByTestId('confirm-replace-yes').click();
  await expect(score(page)).toHaveText('0 / 28');
  await expect(card(page, 12)).toBeVisible();
  await expect(label(page)).toHaveText('Verteilung Nr. 1');
  await expect(toolbar(page).getByRole('button', { name: 'Rückgängig' })).toBeDisabled();

  await menu(page, 'Neues Spiel');
  await expect(label(page)).not.toHaveText('Verteilung Nr. 1');
  const text = (await label(page).textContent()) ?? '';
  const n = /[\d.]+$/.exec(text)?.[0].replaceAll('.', '');
  await expect(page).toHaveURL(new RegExp(`#/pyramid\\?deal=${n}$`));

  // A shared link with another number opens that deal; a bad number only gets a message.
  await page.goto('./#/pyramid?deal=134');
  await expect(label(page)).toHaveText('Verteilung Nr. 134');
  await page.locator('button.slot[data-free="true"]').first().click();
  await page.evaluate(() => (location.hash = '#/pyramid?deal=zwölf'));
  await expect(status(page)).toContainText('keine gültige Verteilung');
  await expect(label(page)).toHaveText('Verteilung Nr. 134');
  await expect(page.locator('[aria-pressed="true"]')).toHaveCount(1);
  await expect(page).toHaveURL(/deal=134$/);
});

test('PYR-9 a typed deal number opens that deal; a bad one gets a message and changes nothing', async ({ page }) => {
  await page.goto('./#/pyramid?deal=1');
  await card(page, 12).click();
  await toolbar(page).getByRole('button', { name: 'Menü' }).click();
  const input = page.getByLabel('Nummer der Verteilung');
  await input.fill('-3');
  await input.press('Enter');
  await expect(page.getByRole('alert')).toContainText('keine Verteilungsnummer');
  await expect(label(page)).toHaveText('Verteilung Nr. 1');
  await expect(card(page, 12)).toHaveAttribute('aria-pressed', 'true');
  await input.fill('134');
  await page.getByRole('button', { name: 'Öffnen' }).click();
  await expect(label(page)).toHaveText('Verteilung Nr. 134');
  await expect(page).toHaveURL(/deal=134$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('PYR-11 a reload starts the deal from the beginning; nothing is restored', async ({ page }) => {
  await page.goto('./#/pyramid?deal=1');
  await card(page, 12).click();
  await card(page, 35).click();
  await expect(score(page)).toHaveText('2 / 28');
  await page.reload();
  await expect(label(page)).toHaveText('Verteilung Nr. 1');
  await expect(score(page)).toHaveText('0 / 28');
  await expect(card(page, 12)).toBeVisible();
  await expect(toolbar(page).getByRole('button', { name: 'Rückgängig' })).toBeDisabled();
  // Only the statistics are stored (issue 13), never the deal, its cards or its moves.
  const stored = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.includes('pyramid'))
      .map((k) => [k, localStorage.getItem(k) ?? '']),
  );
  expect(stored.map(([k]) => k)).toEqual(['knobelkiste:pyramid/stats']);
  expect(stored[0]?.[1]).not.toMatch(/pyramid"|stock|waste|deal|moves/);
});

test('PYR-11 issue 12: play 2 pairs, go to Statistik and back: cards, stock, score, combo and undo history come back exactly; a reload starts afresh', async ({
  page,
}) => {
  await page.goto('./#/pyramid?deal=1');
  await card(page, 12).click(); // 4C
  await card(page, 35).click(); // 9S
  await card(page, 10).click(); // 3H
  await card(page, 38).click(); // TH
  await expect(score(page)).toHaveText('4 / 28');
  await expect(combo(page)).toHaveText('2');
  const stock = await page.getByTestId('stock').getAttribute('aria-label');
  const names = await page.locator('button.slot').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Statistik' }).click();
  await expect(page).toHaveURL(/#\/stats/);
  // The statistics count the deal as played from its first move.
  await expect(page.getByTestId('pyramid-stats')).toContainText('Gespielt');
  await page.goBack();
  await expect(page).toHaveURL(/#\/pyramid\?deal=1$/);
  await expect(score(page)).toHaveText('4 / 28');
  await expect(combo(page)).toHaveText('2');
  await expect(page.getByTestId('stock')).toHaveAttribute('aria-label', stock ?? '');
  expect(await page.locator('button.slot').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).toEqual(names);
  // The undo history came back too: two undos give back both pairs, in order.
  const undo = toolbar(page).getByRole('button', { name: 'Rückgängig' });
  await undo.click();
  await expect(card(page, 10)).toBeVisible();
  await expect(card(page, 12)).toHaveCount(0);
  await expect(score(page)).toHaveText('2 / 28');
  await undo.click();
  await expect(card(page, 12)).toBeVisible();
  await expect(undo).toBeDisabled();
  // Help and back keeps it as well; the start page's entry (no deal in the link) finds it too.
  await toolbar(page).getByRole('button', { name: 'Wiederholen' }).click();
  await toolbar(page).getByRole('button', { name: 'Menü' }).click();
  await page.getByTestId('game-menu').getByRole('link', { name: 'Hilfe' }).click();
  await expect(page).toHaveURL(/#\/pyramid\/help/);
  await page.goto('./#/pyramid');
  await expect(score(page)).toHaveText('2 / 28');
  await expect(page).toHaveURL(/#\/pyramid\?deal=1$/);
  await page.reload();
  await expect(score(page)).toHaveText('0 / 28');
  await expect(card(page, 12)).toHaveCount(1);
});

test('keyboard: arrows move the frame, Enter pairs, D draws, H hints, U undoes, W redoes', async ({ page }) => {
  await page.goto('./#/pyramid?deal=1');
  // The frame starts on the first base card (4C).
  await page.locator('button.slot[tabindex="0"]').focus();
  await expect(page.locator(':focus')).toHaveAccessibleName('Kreuz Vier, frei');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.locator(':focus')).toHaveAccessibleName('Pik Neun, frei, passt zur Auswahl');
  await page.keyboard.press('Enter');
  await expect(score(page)).toHaveText('2 / 28');
  // The focus stays on the board after the focused card vanished.
  await expect(page.locator('.table :focus')).toHaveCount(1);
  await page.keyboard.press('ArrowUp');
  await expect(page.locator(':focus')).toHaveAccessibleName(/bedeckt/);
  await page.keyboard.press('d');
  await expect(page.getByTestId('waste')).toHaveAccessibleName(/Pik König/);
  // T was the hint key before the keys were shared across games; now it does nothing.
  await page.keyboard.press('t');
  await expect(card(page, 50)).not.toHaveClass(/hinted/);
  await page.keyboard.press('h');
  await expect(card(page, 50)).toHaveClass(/hinted/);
  await expect(toolbar(page).getByRole('button', { name: 'Tipp' })).toHaveAttribute('aria-keyshortcuts', 'H');
  await page.keyboard.press('u');
  await expect(page.getByTestId('waste')).toHaveAccessibleName('Ablage, leer');
  await page.keyboard.press('w');
  await expect(page.getByTestId('waste')).toHaveAccessibleName(/Pik König/);
  await page.keyboard.press('u');
  await expect(page.getByTestId('waste')).toHaveAccessibleName('Ablage, leer');
  for (let i = 0; i < 8; i++) await page.keyboard.press('ArrowDown');
  await expect(page.locator(':focus')).toHaveAttribute('data-pos', /stock|waste/);
});

test('PYR-10 following the hints on deal 134 wins and shows the win screen', async ({ page }) => {
  // Many clicks (or four browser contexts): on a busy machine this takes longer than the default minute.
  test.slow();
  // The page's clock stands still, so the celebration waits for the tap that skips it.
  await page.clock.install({ time: new Date('2026-12-03T10:00:00') });
  await page.clock.pauseAt(new Date('2026-12-03T10:00:01'));
  await page.goto('./#/pyramid?deal=134');
  await followHints(page);
  // issue 12: the win is celebrated first (under reduced motion a calm "Gewonnen!"), a tap skips to the win panel.
  const party = page.getByTestId('celebration');
  await expect(party).toContainText('Gewonnen!');
  await expect(party).toHaveClass(/kk-calm/);
  await expect(end(page)).toHaveCount(0);
  expect(await page.evaluate(() => window.__kkSound ?? [])).toContain('win');
  await party.click();
  await expect(party).toHaveCount(0);
  const panel = end(page);
  await expect(panel).toHaveAttribute('data-result', 'won');
  await expect(panel.getByRole('heading', { name: 'Gewonnen!' })).toBeVisible();
  await expect(panel).toContainText('28 von 28 Punkten');
  await expect(score(page)).toHaveText('28 / 28');
  await panel.getByRole('button', { name: 'Neustart' }).click();
  await expect(panel).toHaveCount(0);
  await expect(score(page)).toHaveText('0 / 28');
  // issue 13: the statistics page shows the win (saved on the device).
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Statistik' }).click();
  const stats = page.getByTestId('pyramid-stats');
  await expect(stats.getByRole('definition')).toHaveText(['1', '1', '100 %', '28 / 28', /^\d+$/]);
  // Issue 31: the dailies won are the shared calendar's count under the section.
  await expect(page.locator('[data-game=pyramid]').getByTestId('daily-totals').getByRole('definition')).toHaveText(['0']);
  const longest = Number(await stats.getByRole('definition').nth(4).textContent());
  expect(longest).toBeGreaterThanOrEqual(2);
  await page.reload();
  await expect(page.getByTestId('pyramid-stats').getByRole('definition').first()).toHaveText('1');
});

test('PYR-10 following the hints on deal 1 loses; undo gives another try', async ({ page }) => {
  // Many clicks (or four browser contexts): on a busy machine this takes longer than the default minute.
  test.slow();
  await page.goto('./#/pyramid?deal=1');
  await followHints(page);
  const panel = end(page);
  await expect(panel).toHaveAttribute('data-result', 'lost');
  await expect(panel.getByRole('heading', { name: 'Keine Züge mehr' })).toBeVisible();
  await expect(panel).toContainText('24 von 28 Punkten');
  await expect(page.getByTestId('stock')).toHaveAccessibleName('Stapel, leer');
  await panel.getByRole('button', { name: 'Rückgängig' }).click();
  await expect(panel).toHaveCount(0);
});

test('the page fits a 360 px phone, landscape phones and a desktop without horizontal scrolling', async ({ browser }) => {
  // Many clicks (or four browser contexts): on a busy machine this takes longer than the default minute.
  test.slow();
  const sizes = [
    [360, 740, 'phone'],
    [740, 360, 'landscape'],
    [640, 360, 'landscape-small'],
    [1280, 800, 'desktop'],
  ] as const;
  for (const [width, height, name] of sizes) {
    const small = Math.min(width, height) < 400;
    const context = await browser.newContext({ viewport: { width, height }, isMobile: small, hasTouch: small });
    const page = await context.newPage();
    await page.goto('./#/pyramid?deal=7');
    await expect(page.locator('button.slot')).toHaveCount(28);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Every card and both piles (the waste's outer box: an empty one draws a dashed frame inside) lie fully inside the viewport's width.
    const boxes = await page
      .locator('button.slot, [data-testid=stock], .wastebox')
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => [r.left, r.right, r.width, r.bottom]));
    for (const [l, r, w] of boxes) {
      expect(l).toBeGreaterThanOrEqual(0);
      expect(r).toBeLessThanOrEqual(width);
      expect(w).toBeGreaterThanOrEqual(34);
    }
    if (height < 400) {
      // On a landscape phone the whole table (bottom row, stock and waste) is visible without scrolling.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      for (const [, , , bottom] of boxes) expect(bottom).toBeLessThanOrEqual(height);
      await expect(page.locator('button.slot[data-card]').last()).toBeInViewport({ ratio: 1 });
      await expect(page.getByTestId('stock')).toBeInViewport({ ratio: 1 });
      await expect(toolbar(page).getByRole('button', { name: 'Menü' })).toBeInViewport({ ratio: 1 });
    }
    await page.screenshot({ path: `/tmp/pyramid-e2e-${name}.png`, fullPage: true });
    await context.close();
  }
});

test('issue 13 covered cards show only rank and suit in a strip; no grey wash; the page fits 390x844, 740x360 and 1280x800', async ({ browser }) => {
  test.slow();
  for (const [width, height] of [
    [390, 844],
    [740, 360],
    [1280, 800],
  ] as const) {
    const small = Math.min(width, height) < 400;
    const context = await browser.newContext({ viewport: { width, height }, isMobile: small, hasTouch: small, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('./#/pyramid?deal=1');
    await expect(page.locator('button.slot')).toHaveCount(28);
    // 21 covered cards are strips without a drawn card face; the 7 free ones are whole cards.
    await expect(page.locator('button.slot[data-free="false"] .stub')).toHaveCount(21);
    await expect(page.locator('button.slot[data-free="false"] .pc')).toHaveCount(0);
    await expect(page.locator('button.slot[data-free="true"] .pc')).toHaveCount(7);
    await expect(page.locator('button.slot[data-card="40"] .stub')).toHaveText('B♣');
    const filters = await page.locator('button.slot *').evaluateAll((els) => els.map((e) => getComputedStyle(e).filter).filter((f) => f !== 'none'));
    expect(filters).toEqual([]);
    // Each covered card's strip is not hidden by the row below: the point in its strip hits the card itself.
    const hits = await page.locator('button.slot[data-free="false"]').evaluateAll((els) =>
      els.map((e) => {
        const r = e.getBoundingClientRect();
        const stripH = parseFloat(getComputedStyle(e.querySelector('.idx') as Element).height);
        return e.contains(document.elementFromPoint(r.left + r.width / 2, r.top + stripH / 2));
      }),
    );
    expect(hits.every(Boolean)).toBe(true);
    // Play never scrolls: the pyramid's last row, both piles and the buttons are on screen.
    await expect(page.locator('button.slot').last()).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId('stock')).toBeInViewport({ ratio: 1 });
    await expect(page.locator('.wastebox')).toBeInViewport({ ratio: 1 });
    await expect(toolbar(page).getByRole('button', { name: 'Menü' })).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
    await context.close();
  }
});

test('issue 13 selected, legal partner and hinted cards look different (ring shape and thickness, not only colour)', async ({ page }) => {
  await page.goto('./#/pyramid?deal=1');
  await card(page, 12).click(); // 4C selected: 9S is its partner
  await expect(card(page, 12)).toHaveClass(/selected/);
  await expect(card(page, 35)).toHaveClass(/partner/);
  await expect(card(page, 35)).toHaveAccessibleName('Pik Neun, frei, passt zur Auswahl');
  await expect(page.locator('button.partner')).toHaveCount(1);
  const look = (id: number) =>
    card(page, id).evaluate((e) => {
      const a = getComputedStyle(e, '::after');
      return { outline: a.outlineStyle, shadow: a.boxShadow, dot: getComputedStyle(e, '::before').content !== 'none', lift: getComputedStyle(e).transform };
    });
  const selected = await look(12);
  const partner = await look(35);
  expect(selected.outline).toBe('none');
  expect(selected.shadow).toContain('4px');
  expect(selected.lift).not.toBe('none');
  expect(partner.shadow).toContain('2px');
  expect(partner.dot).toBe(true);
  // The hint on deal 1 marks KH after the pair: a dashed ring and a flag.
  await card(page, 35).click();
  await toolbar(page).getByRole('button', { name: 'Tipp' }).click();
  await expect(card(page, 50)).toHaveClass(/hinted/);
  const hinted = await look(50);
  expect(hinted.outline).toBe('dashed');
  expect(hinted.lift).toBe('none');
  await expect(card(page, 50).locator('.tag')).toHaveText('Tipp');
});

test('issue 12 sounds: pick on a selection, match on a pair, combo steps, place on a draw', async ({ page }) => {
  await page.goto('./#/pyramid?deal=1');
  const sounds = () => page.evaluate(() => window.__kkSound ?? []);
  await card(page, 12).click();
  await expect.poll(sounds).toEqual(['pick']);
  await card(page, 35).click();
  await card(page, 10).click();
  await card(page, 38).click();
  await page.getByTestId('stock').click();
  await expect.poll(sounds).toEqual(['pick', 'match', 'pick', 'match', 'combo', 'place']);
});

test('issue 12 Neues Spiel asks first only while a game is in progress', async ({ page }) => {
  await page.goto('./#/pyramid?deal=1');
  const newGame = () => menu(page, 'Neues Spiel');
  // Untouched: no question.
  await newGame();
  await expect(page.getByTestId('confirm-replace-yes')).toHaveCount(0);
  await expect(label(page)).not.toHaveText('Verteilung Nr. 1');
  await page.goto('./#/pyramid?deal=1');
  await card(page, 12).click();
  await card(page, 35).click();
  // In progress: Abbrechen keeps playing, exactly where it was.
  await newGame();
  await page.getByTestId('confirm-replace-no').click();
  await expect(label(page)).toHaveText('Verteilung Nr. 1');
  await expect(score(page)).toHaveText('2 / 28');
  // The key N asks too; confirming deals another.
  await page.keyboard.press('n');
  await page.getByTestId('confirm-replace-yes').click();
  await expect(label(page)).not.toHaveText('Verteilung Nr. 1');
  await expect(score(page)).toHaveText('0 / 28');
});

test('issue 12 deal numbers read "Verteilung Nr. 336.135"; a typed "336.135" opens that deal', async ({ page }) => {
  await page.goto('./#/pyramid?deal=336135');
  await expect(label(page)).toHaveText('Verteilung Nr. 336.135');
  await page.goto('./#/pyramid?deal=1');
  await toolbar(page).getByRole('button', { name: 'Menü' }).click();
  await page.getByLabel('Nummer der Verteilung').fill('336.135');
  await page.getByRole('button', { name: 'Öffnen' }).click();
  await expect(label(page)).toHaveText('Verteilung Nr. 336.135');
  await expect(page).toHaveURL(/deal=336135$/);
  for (const name of ['Tipp', 'Rückgängig', 'Wiederholen', 'Menü']) await expect(toolbar(page).getByRole('button', { name })).toHaveCount(1);
  await toolbar(page).getByRole('button', { name: 'Menü' }).click();
  for (const name of ['Neustart', 'Neues Spiel', 'Tagesaufgabe'])
    await expect(page.getByTestId('game-menu').getByRole('button', { name, exact: true })).toHaveCount(1);
});

test('issue 13 the daily deal: the same deal all day, its link stays ?daily=1, and a finished daily is marked done', async ({ page }) => {
  test.slow();
  await page.goto('./#/pyramid?deal=1');
  await menu(page, 'Tagesaufgabe');
  await expect(page).toHaveURL(/#\/pyramid\?daily=1$/);
  await expect(label(page)).toContainText('Tagesaufgabe');
  const shown = await label(page).textContent();
  await page.reload();
  await expect(label(page)).toHaveText(shown ?? '');
  await expect(page.getByTestId('daily-done')).toHaveCount(0);
  await followHints(page);
  await expect(end(page)).toContainText('Tagesaufgabe ist gespeichert');
  await expect(page.getByTestId('daily-done')).toContainText(/geschafft|beendet mit \d+ von 28/);
  await page.reload();
  await expect(page.getByTestId('daily-done')).toContainText(/geschafft|beendet mit \d+ von 28/);
});

test.describe('with animations', () => {
  test.use({ reducedMotion: 'no-preference' });
  test('issue 12 the deal is laid card by card with its sound; a tap skips it and selects nothing', async ({ page }) => {
    // The page's clock stands still, so the deal waits for the tap however busy the machine is.
    await page.clock.install({ time: new Date('2026-12-03T10:00:00') });
    await page.clock.pauseAt(new Date('2026-12-03T10:00:01'));
    await page.goto('./#/pyramid?deal=1');
    await expect(page.locator('.pyramid.dealing')).toHaveCount(1);
    await expect(status(page)).toContainText('ausgeteilt');
    expect(await page.evaluate(() => window.__kkSound ?? [])).toEqual(['deal']);
    await card(page, 12).click({ force: true });
    await expect(page.locator('.pyramid.dealing')).toHaveCount(0);
    await expect(page.locator('[aria-pressed="true"]')).toHaveCount(0);
    // Neustart deals again; left alone the deal ends by itself (about 0.9 s).
    await menu(page, 'Neustart');
    await expect(page.locator('.pyramid.dealing')).toHaveCount(1);
    await page.clock.runFor(1500);
    await expect(page.locator('.pyramid.dealing')).toHaveCount(0);
  });

  test('issue 13 each combo step pops', async ({ page }) => {
    await page.goto('./#/pyramid?deal=1');
    await page.locator('.table').click({ position: { x: 5, y: 5 } });
    await card(page, 12).click();
    await card(page, 35).click();
    await expect(combo(page)).toHaveText('1');
    await card(page, 10).click();
    await card(page, 38).click();
    await expect(page.locator('.combopop')).toHaveText('Kombo ×2');
    await expect(page.locator('.combopop')).toHaveCount(0, { timeout: 3000 });
  });
});

test.describe('with animations, removal', () => {
  test.use({ reducedMotion: 'no-preference' });
  test('PYR-2 a removed pair animates away, then is gone; the hint pulse does not block taps', async ({ page }) => {
    await page.goto('./#/pyramid?deal=1');
    await expect(page.locator('html')).toHaveAttribute('data-motion', 'full');
    // The first tap skips the deal animation.
    await page.locator('.table').click({ position: { x: 5, y: 5 } });
    await card(page, 12).click();
    await card(page, 35).click();
    await expect(score(page)).toHaveText('2 / 28');
    await expect(card(page, 12)).toHaveCount(0);
    await toolbar(page).getByRole('button', { name: 'Tipp' }).click();
    await expect(card(page, 50)).toHaveClass(/hinted/);
    await card(page, 50).click();
    await expect(score(page)).toHaveText('3 / 28');
    await page.getByTestId('stock').click();
    await page.getByTestId('waste').click();
    await expect(page.getByTestId('waste')).toHaveAccessibleName('Ablage, leer');
  });
});

test('issue 21 opening and leaving the game logs no Svelte warning (derived_inert)', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (m) => {
    // Playwright itself blocks the service worker and says so; every other warning counts.
    if ((m.type() === 'warning' || m.type() === 'error') && !m.text().includes('Service Worker registration blocked')) warnings.push(m.text());
  });
  await page.goto('./#/pyramid?deal=1');
  await card(page, 12).click();
  await card(page, 35).click();
  await expect(score(page)).toHaveText('2 / 28');
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Statistik' }).click();
  await expect(page.getByTestId('pyramid-stats')).toBeVisible();
  await page.goBack();
  await expect(score(page)).toHaveText('2 / 28');
  await page.goto('./#/');
  await expect(page.getByTestId('game-list')).toBeVisible();
  expect(warnings).toEqual([]);
});

test('issue 21 PYR-11 the reload rule is said before it happens; the keys show only once a keyboard is used', async ({ page }) => {
  await page.goto('./#/pyramid?deal=1');
  const note = page.locator('[data-screen-root] .note');
  await expect(note).toHaveText('Nur in diesem Tab: Neuladen beginnt die Verteilung von vorn.');
  await card(page, 12).click();
  await expect(note).not.toContainText('Pfeile');
  await page.keyboard.press('ArrowLeft');
  await expect(note).toContainText('Pfeile bewegen den Rahmen');
  // The help's first screen says it too.
  await page.goto('./#/pyramid/help');
  await expect(page.getByTestId('help-first')).toContainText('Neuladen beginnt die Verteilung von vorn');
});

// The phones (three sizes, touch) share one page and the desktop has its own: each size is checked
// on the deal's first table, then deal 1 is followed to the loss once, and each size is checked on
// the end screen (before: one page per size, each following the hints to the loss again).
for (const sizes of [
  [
    [360, 740],
    [390, 844],
    [740, 360],
  ],
  [[1280, 800]],
] as const) {
  const names = sizes.map(([w, h]) => `${w}x${h}`).join(', ');
  test(`issue 21 the screen at ${names}: no scrolling, one board, status and toolbar, buttons ≥ 44 px, the status under the table and never covered`, async ({
    browser,
  }) => {
    const small = Math.min(...sizes.flat()) < 500;
    const context = await browser.newContext({
      viewport: { width: sizes[0][0], height: sizes[0][1] },
      isMobile: small,
      hasTouch: small,
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await page.goto('./#/pyramid?deal=1');
    const fits = () =>
      page.evaluate(() => {
        const d = document.documentElement;
        const s = document.querySelector('[data-screen="status"]') as HTMLElement;
        const r = s.getBoundingClientRect();
        return {
          scrollH: d.scrollHeight - innerHeight,
          scrollW: d.scrollWidth - innerWidth,
          statusInside: r.bottom <= innerHeight && r.top >= 0,
          clipped: s.scrollHeight > s.clientHeight + 1,
        };
      });
    for (const [width, height] of sizes) {
      const at = `${width}x${height}`;
      await page.setViewportSize({ width, height });
      await expect(page.locator('button.slot'), at).toHaveCount(28);
      await expect(page.locator('[data-board]'), at).toHaveCount(1);
      await expect(status(page), at).toHaveCount(1);
      await expect(toolbar(page), at).toHaveCount(1);
      // A long message (a blocked card with two cards on it) shows whole.
      await card(page, 40).click({ force: true });
      await expect(status(page), at).toContainText('liegen darauf');
      await expect.poll(fits, at).toEqual({ scrollH: 0, scrollW: 0, statusInside: true, clipped: false });
      const tooSmall = await page.locator('[data-screen-root] button:visible, [data-screen-root] a:visible').evaluateAll((els) =>
        els
          .filter((e) => !e.closest('[data-board]'))
          .map((e) => e.getBoundingClientRect())
          .filter((r) => r.width < 44 || r.height < 44)
          .map((r) => `${r.width}x${r.height}`),
      );
      expect(tooSmall, at).toEqual([]);
      const table = await page.locator('.table').boundingBox();
      const line = await status(page).boundingBox();
      if (!table || !line) throw new Error('no table or status');
      // Upright the status line sits under the table; sideways beside it.
      if (width < height) expect(line.y, at).toBeGreaterThanOrEqual(table.y + table.height - 1);
      else expect(line.x, at).toBeGreaterThanOrEqual(table.x + table.width - 1);
    }
    // Follow the hints on deal 1 to the loss: the end panel never covers the status line.
    for (let i = 0; i < 80 && (await end(page).count()) === 0; i++) {
      await toolbar(page).getByRole('button', { name: 'Tipp' }).click();
      for (const m of await page.locator('.hinted[data-pos]').all()) await m.click();
    }
    for (const [width, height] of sizes) {
      const at = `${width}x${height}`;
      await page.setViewportSize({ width, height });
      await expect(end(page), at).toBeVisible();
      const overlap = async (): Promise<boolean> => {
        const panel = await end(page).boundingBox();
        const after = await status(page).boundingBox();
        if (!panel || !after) throw new Error('no panel');
        return panel.x < after.x + after.width && after.x < panel.x + panel.width && panel.y < after.y + after.height && after.y < panel.y + panel.height;
      };
      await expect.poll(overlap, at).toBe(false);
      expect((await fits()).scrollH, at).toBe(0);
    }
    await context.close();
  });
}
