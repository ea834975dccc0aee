// FreeCell: bad deal numbers in a link opened on the first visit: the player is told what happened and the
// address shows the deal actually dealt, so a reload keeps it (issue 14, defects 6 and 7).
import { test, expect } from './fixtures.ts';

test.use({ reducedMotion: 'reduce' });

test('FC-11 a first visit with a bad deal link (-5, abc, 0) says what was dealt and puts that deal into the address', async ({ page }) => {
  // The shared screen says it in its status line and names the round in its header (issue 20).
  const alert = page.locator('[data-screen="status"]');
  const heading = page.getByTestId('round-label');
  let shown = '';
  let n = 0;
  for (const raw of ['-5', 'abc', '0']) {
    await page.goto('about:blank');
    await page.goto(`./#/freecell?deal=${raw}`);
    await expect(alert).toContainText(`„${raw}“`);
    await expect(alert).not.toContainText('bisherige');
    await expect(page).toHaveURL(/#\/freecell\?deal=\d+$/);
    n = Number(/deal=(\d+)$/.exec(page.url())?.[1]);
    shown = new Intl.NumberFormat('de-DE').format(n);
    await expect(heading).toContainText(`Blatt Nr. ${shown}`);
    await expect(alert).toContainText(`Blatt Nr. ${shown}`);
  }
  await page.reload();
  await expect(heading).toContainText(`Blatt Nr. ${shown}`);
  await expect(page).toHaveURL(new RegExp(`deal=${n}$`));
  // With the page open, a bad link keeps the deal in play and says so.
  await page.evaluate(() => (location.hash = '#/freecell?deal=-5'));
  await expect(alert).toContainText(`Es bleibt bei Blatt Nr. ${shown}`);
  await expect(page).toHaveURL(new RegExp(`deal=${n}$`));
});

test('FC-11 a first visit with a bad link continues the saved free game and says so', async ({ page }) => {
  await page.goto('./#/freecell?deal=617');
  // The page loads lazily: wait until the table is there before typing.
  await expect(page.locator('[data-counter="moves"] dd')).toHaveText('0');
  await page.keyboard.press('8');
  await page.keyboard.press('a');
  await expect(page.locator('[data-counter="moves"] dd')).toHaveText('1');
  await page.goto('about:blank');
  await page.goto('./#/freecell?deal=-5');
  await expect(page.locator('[data-screen="status"]')).toContainText('„-5“');
  await expect(page.locator('[data-screen="status"]')).toContainText('Blatt Nr. 617');
  await expect(page.locator('[data-counter="moves"] dd')).toHaveText('1');
  await expect(page).toHaveURL(/deal=617$/);
});
