// Pyramiden-Solitär in Chromium: tapping pairs, blocked cards, hint, undo, restart, links, keyboard, end screens.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

// Card ids are (rank − 1) × 4 + suit (C D H S): 4C = 12, 9S = 35, KH = 50, KS = 51, JC = 40.
const card = (page: Page, id: number) => page.locator(`button.slot[data-card="${id}"]`);
const score = (page: Page) => page.getByTestId('score');
const combo = (page: Page) => page.getByTestId('combo');
const status = (page: Page) => page.getByTestId('status');
const toolbar = (page: Page) => page.getByRole('group', { name: 'Spielknöpfe' });

/** Press Tipp and tap whatever it marks, until the end screen shows. */
async function followHints(page: Page): Promise<void> {
  for (let i = 0; i < 80; i++) {
    // The game is over once the win celebration or the end screen shows.
    if ((await page.locator('[data-testid="end"], [data-testid="celebration"]').count()) > 0) return;
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
  await expect(page.getByTestId('deal')).toHaveText('Verteilung Nr. 1');
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
  await toolbar(page).getByRole('button', { name: 'Neustart' }).click();
  await expect(score(page)).toHaveText('0 / 28');
  await expect(card(page, 12)).toBeVisible();
  await expect(page.getByTestId('deal')).toHaveText('Verteilung Nr. 1');
  await expect(toolbar(page).getByRole('button', { name: 'Rückgängig' })).toBeDisabled();

  await toolbar(page).getByRole('button', { name: 'Neues Spiel' }).click();
  await expect(page.getByTestId('deal')).not.toHaveText('Verteilung Nr. 1');
  const label = (await page.getByTestId('deal').textContent()) ?? '';
  const n = /[\d.]+$/.exec(label)?.[0].replaceAll('.', '');
  await expect(page).toHaveURL(new RegExp(`#/pyramid\\?deal=${n}$`));

  // A shared link with another number opens that deal; a bad number only gets a message.
  await page.goto('./#/pyramid?deal=134');
  await expect(page.getByTestId('deal')).toHaveText('Verteilung Nr. 134');
  await page.locator('button.slot[data-free="true"]').first().click();
  await page.evaluate(() => (location.hash = '#/pyramid?deal=zwölf'));
  await expect(status(page)).toContainText('keine gültige Verteilung');
  await expect(page.getByTestId('deal')).toHaveText('Verteilung Nr. 134');
  await expect(page.locator('[aria-pressed="true"]')).toHaveCount(1);
  await expect(page).toHaveURL(/deal=134$/);
});

test('PYR-9 a typed deal number opens that deal; a bad one gets a message and changes nothing', async ({ page }) => {
  await page.goto('./#/pyramid?deal=1');
  await card(page, 12).click();
  await page.getByText('Bestimmte Verteilung spielen').click();
  const input = page.getByLabel('Nummer der Verteilung');
  await input.fill('-3');
  await input.press('Enter');
  await expect(page.getByRole('alert')).toContainText('keine Verteilungsnummer');
  await expect(page.getByTestId('deal')).toHaveText('Verteilung Nr. 1');
  await expect(card(page, 12)).toHaveAttribute('aria-pressed', 'true');
  await input.fill('134');
  await page.getByRole('button', { name: 'Öffnen' }).click();
  await expect(page.getByTestId('deal')).toHaveText('Verteilung Nr. 134');
  await expect(page).toHaveURL(/deal=134$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('PYR-11 a reload starts the deal from the beginning; nothing is restored', async ({ page }) => {
  await page.goto('./#/pyramid?deal=1');
  await card(page, 12).click();
  await card(page, 35).click();
  await expect(score(page)).toHaveText('2 / 28');
  await page.reload();
  await expect(page.getByTestId('deal')).toHaveText('Verteilung Nr. 1');
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
  await page.getByRole('link', { name: 'Hilfe und Tastatur' }).click();
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
  await expect(page.getByTestId('end')).toHaveCount(0);
  expect(await page.evaluate(() => window.__kkSound ?? [])).toContain('win');
  await party.click();
  await expect(party).toHaveCount(0);
  const end = page.getByTestId('end');
  await expect(end).toHaveAttribute('data-result', 'won');
  await expect(end.getByRole('heading', { name: 'Gewonnen!' })).toBeVisible();
  await expect(end).toContainText('28 von 28 Punkten');
  await expect(score(page)).toHaveText('28 / 28');
  await end.getByRole('button', { name: 'Neustart' }).click();
  await expect(end).toHaveCount(0);
  await expect(score(page)).toHaveText('0 / 28');
  // issue 13: the statistics page shows the win (saved on the device).
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Statistik' }).click();
  const stats = page.getByTestId('pyramid-stats');
  await expect(stats.getByRole('definition')).toHaveText(['1', '1', '100 %', '28 / 28', /^\d+$/, '0']);
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
  const end = page.getByTestId('end');
  await expect(end).toHaveAttribute('data-result', 'lost');
  await expect(end.getByRole('heading', { name: 'Keine Züge mehr' })).toBeVisible();
  await expect(end).toContainText('24 von 28 Punkten');
  await expect(page.getByTestId('stock')).toHaveAccessibleName('Stapel, leer');
  await end.getByRole('button', { name: 'Rückgängig' }).click();
  await expect(end).toHaveCount(0);
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
      await expect(toolbar(page).getByRole('button', { name: 'Neues Spiel' })).toBeInViewport({ ratio: 1 });
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
    await expect(toolbar(page).getByRole('button', { name: 'Neues Spiel' })).toBeInViewport({ ratio: 1 });
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
  const newGame = toolbar(page).getByRole('button', { name: 'Neues Spiel' });
  // Untouched: no question.
  await newGame.click();
  await expect(page.getByTestId('confirm-replace-yes')).toHaveCount(0);
  await expect(page.getByTestId('deal')).not.toHaveText('Verteilung Nr. 1');
  await page.goto('./#/pyramid?deal=1');
  await card(page, 12).click();
  await card(page, 35).click();
  // In progress: Abbrechen keeps playing, exactly where it was.
  await newGame.click();
  await page.getByTestId('confirm-replace-no').click();
  await expect(page.getByTestId('deal')).toHaveText('Verteilung Nr. 1');
  await expect(score(page)).toHaveText('2 / 28');
  // The key N asks too; confirming deals another.
  await page.keyboard.press('n');
  await page.getByTestId('confirm-replace-yes').click();
  await expect(page.getByTestId('deal')).not.toHaveText('Verteilung Nr. 1');
  await expect(score(page)).toHaveText('0 / 28');
});

test('issue 12 deal numbers read "Verteilung Nr. 336.135"; a typed "336.135" opens that deal', async ({ page }) => {
  await page.goto('./#/pyramid?deal=336135');
  await expect(page.getByTestId('deal')).toHaveText('Verteilung Nr. 336.135');
  await page.goto('./#/pyramid?deal=1');
  await page.getByText('Bestimmte Verteilung spielen').click();
  await page.getByLabel('Nummer der Verteilung').fill('336.135');
  await page.getByRole('button', { name: 'Öffnen' }).click();
  await expect(page.getByTestId('deal')).toHaveText('Verteilung Nr. 336.135');
  await expect(page).toHaveURL(/deal=336135$/);
  for (const name of ['Tipp', 'Rückgängig', 'Wiederholen', 'Neustart', 'Neues Spiel']) await expect(toolbar(page).getByRole('button', { name })).toHaveCount(1);
});

test('issue 13 the daily deal: the same deal all day, its link stays ?daily=1, and a finished daily is marked done', async ({ page }) => {
  test.slow();
  await page.goto('./#/pyramid?deal=1');
  await page.getByTestId('open-daily').click();
  await expect(page).toHaveURL(/#\/pyramid\?daily=1$/);
  await expect(page.getByTestId('daily')).toContainText('Tagesaufgabe');
  const label = await page.getByTestId('deal').textContent();
  await page.reload();
  await expect(page.getByTestId('deal')).toHaveText(label ?? '');
  await expect(page.getByTestId('daily-done')).toHaveCount(0);
  await followHints(page);
  await expect(page.getByTestId('end')).toContainText('Tagesaufgabe ist gespeichert');
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
    await toolbar(page).getByRole('button', { name: 'Neustart' }).click();
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
