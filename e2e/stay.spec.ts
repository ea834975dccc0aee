// Issue 12: no game is lost by moving inside the app. For FreeCell, Number Match and Farbschalen
// (Paare verbinden and Pyramid have their own tests in their specs): play a few moves, open
// Statistik from the header, go Back, and every piece, counter and button is exactly as it was.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

test.use({ reducedMotion: 'reduce' });

/** What the player sees of the game: every control of the page with its name and state, and the page's text. */
async function seen(page: Page): Promise<{ controls: string[]; text: string }> {
  return page.evaluate(() => {
    const main = document.querySelector('main')!;
    const controls = [...main.querySelectorAll<HTMLElement>('button, a[href], [data-bowl], [data-place]')].map(
      (el) =>
        `${el.getAttribute('aria-label') ?? el.textContent?.trim() ?? ''}|${(el as HTMLButtonElement).disabled ? 'off' : 'on'}|${el.getAttribute('aria-pressed') ?? ''}`,
    );
    // Live messages ("Karte abgelegt") may be spoken once and cleared; everything else must match.
    const clone = main.cloneNode(true) as HTMLElement;
    for (const live of clone.querySelectorAll('[role=status], [aria-live], [data-testid=status]')) live.remove();
    return { controls, text: (clone.textContent ?? '').replace(/\s+/g, ' ').trim() };
  });
}

async function toStatsAndBack(page: Page): Promise<void> {
  const url = page.url();
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Statistik' }).click();
  await expect(page.getByRole('heading', { name: 'Statistik', level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(url);
}

test('issue 12 FreeCell: moves, Statistik and Back: the same cards, cells and move count', async ({ page }) => {
  await page.goto('./#/freecell?deal=11982');
  await expect(page.getByRole('heading', { name: /FreeCell/, level: 1 })).toBeVisible();
  // Column 1 to cell a, column 2 to cell b (keyboard: column digit, then cell letter).
  for (const k of ['1', 'a', '2', 'b']) await page.keyboard.press(k);
  await expect(page.locator('[data-counter="moves"] dd')).toHaveText('2');
  // FC-12: FreeCell's save is the table itself (a log without steps), so its undo history lives only
  // while the page is open; everything else must come back exactly.
  const withoutUndo = (s: { controls: string[]; text: string }) => ({ ...s, controls: s.controls.filter((c) => !c.startsWith('Rückgängig|')) });
  const before = withoutUndo(await seen(page));
  await toStatsAndBack(page);
  await expect(page.locator('[data-counter="moves"] dd')).toHaveText('2');
  await expect.poll(async () => withoutUndo(await seen(page))).toEqual(before);
  // And the game goes on from there.
  await page.keyboard.press('3');
  await page.keyboard.press('c');
  await expect(page.locator('[data-counter="moves"] dd')).toHaveText('3');
});

test('issue 12 Number Match: an add, Statistik and Back: the same board, counters and hints', async ({ page }) => {
  await page.goto('./#/numbermatch?seed=123');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /Zahlen hinzufügen/ }).click();
  const before = await seen(page);
  expect(before.controls.length).toBeGreaterThan(20);
  await toStatsAndBack(page);
  // The page's chunk may still be drawing right after Back: wait until it shows the game again.
  await expect.poll(() => seen(page)).toEqual(before);
});

test('issue 12 Farbschalen endless: two moves, Statistik and Back: the same bowls, points and moves', async ({ page }) => {
  await page.goto('./#/bowls');
  await expect(page.locator('button[data-bowl]')).toHaveCount(12);
  for (const i of [0, 6]) {
    await page.locator(`button[data-bowl="${i}"]`).click();
    await page.getByTestId('play').click();
    // The shared toolbar keeps Verteilen, disabled once the move is played (nothing selected).
    await expect(page.getByTestId('play')).toBeDisabled();
  }
  await expect(page.locator('button[data-bowl="0"]')).toHaveAttribute('aria-pressed', 'false');
  const before = await seen(page);
  await toStatsAndBack(page);
  await expect(page.locator('button[data-bowl]')).toHaveCount(12);
  await expect.poll(() => seen(page)).toEqual(before);
});
