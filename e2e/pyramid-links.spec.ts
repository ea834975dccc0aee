// Pyramid: bad deal numbers in a link opened on the first visit: the player is told what happened and the
// address shows the deal actually dealt, so a reload keeps it (issue 14, defects 6 and 7).
import { test, expect } from './fixtures.ts';

test.use({ reducedMotion: 'reduce' });

/** A deal number as the page writes it: German digit groups ("615.222"). */
const grouped = (n: string): string => new Intl.NumberFormat('de-DE').format(Number(n));

test('PYR-9 a first visit with a bad deal link (abc, -5, 1e3) says so and puts the deal dealt into the address', async ({ page }) => {
  const status = page.locator('[data-screen="status"]');
  for (const raw of ['abc', '-5', '1e3']) {
    await page.goto('about:blank');
    await page.goto(`./#/pyramid?deal=${raw}`);
    await expect(status).toContainText('keine gültige Verteilung');
    await expect(status).toContainText(`„${raw}“`);
    await expect(page).toHaveURL(/#\/pyramid\?deal=\d+$/);
    const n = /deal=(\d+)$/.exec(page.url())?.[1] ?? '';
    await expect(page.getByTestId('round-label')).toHaveText(`Verteilung Nr. ${grouped(n)}`);
    // Nothing was in play before: the message names the deal dealt instead, not one that "stays".
    await expect(status).toContainText(`Verteilung Nr. ${grouped(n)}`);
    await expect(status).not.toContainText('bleibt');
  }
  const n = /deal=(\d+)$/.exec(page.url())?.[1] ?? '';
  await page.reload();
  await expect(page.getByTestId('round-label')).toHaveText(`Verteilung Nr. ${grouped(n)}`);
  // With the page open, a bad link keeps the deal in play and says so.
  await page.evaluate(() => (location.hash = '#/pyramid?deal=-5'));
  await expect(status).toContainText(`Es bleibt bei Verteilung Nr. ${grouped(n)}`);
  await expect(page).toHaveURL(new RegExp(`deal=${n}$`));
});
