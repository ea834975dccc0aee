// Farbschalen rewards (issue 11, BOW-30 … BOW-32): solving a puzzle unlocks Garten with a notice,
// the gallery switches themes and keeps the choice, the puzzle map and the achievements show the
// progress, a corrupt entry is reported; all seven themes are screenshot and pass the axe check.
import { axeProblems, scopeFor } from './axe.ts';
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

const SHOTS = process.env['KK_SHOTS'] ?? '/tmp/shots-bwr';
const THEMES = [
  ['plain', 'Schlicht'],
  ['garden', 'Garten'],
  ['sand', 'Sand'],
  ['ocean', 'Ozean'],
  ['runes', 'Runen'],
  ['neon', 'Neon'],
  ['space', 'Weltraum'],
] as const;

const bowl = (page: Page, i: number) => page.locator(`button[data-bowl="${i}"]`);

async function tapMove(page: Page, i: number): Promise<void> {
  await bowl(page, i).click();
  await expect(bowl(page, i)).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('play').click();
}

/** Write storage entries (the store's envelope) before the app starts. */
async function seed(page: Page, entries: Record<string, unknown>): Promise<void> {
  await page.goto('./');
  await page.evaluate((e) => {
    localStorage.clear();
    for (const [name, data] of Object.entries(e)) localStorage.setItem(`knobelkiste:${name}`, JSON.stringify({ kk: 1, v: 1, data }));
  }, entries);
}

/** Records and feats that earn every theme achievement (50 puzzles, a daily, 1000 endless points, combo ×4, a perfect clear). */
function everything(): Record<string, unknown> {
  const puzzles: Record<string, unknown> = {};
  for (let n = 1; n <= 50; n++) puzzles[String(n)] = { won: 1, lost: 0, bestMoves: 3 };
  return {
    'bowls/records': {
      endless: { played: 1, best: 1200, bestMoves: 40, validSum: 1200, valid: 1 },
      daily: { '2026-12-01': { best: 300, played: 1 } },
      puzzles,
    },
    'bowls/feats': { maxCombo: 4, perfectClears: 1 },
  };
}

test.use({ reducedMotion: 'reduce' });

test('BOW-31 solving a puzzle earns "Erstes Rätsel": a notice, Garten opens in the gallery, the choice is saved and dresses the board', async ({ page }) => {
  await seed(page, {});
  await page.goto('./#/bowls?puzzle=1');
  await expect(page.locator('button[data-bowl]')).toHaveCount(12);
  // Nothing earned yet: the gallery shows Garten locked, with the achievement that opens it.
  await tapMove(page, 1);
  await tapMove(page, 0);
  // The shared screen: its end panel, and the notice on its note line.
  await expect(page.getByTestId('end-panel')).toHaveAttribute('data-result', 'won');
  await expect(page.locator('[data-screen="note"]')).toContainText('Neu freigeschaltet: Thema „Garten“');

  await page.goto('./#/bowls?themes=1');
  await expect(page.locator('[data-theme-card]')).toHaveCount(7, { timeout: 60_000 });
  const garden = page.locator('[data-theme-card="garden"]');
  await expect(garden).toHaveAttribute('data-unlocked', 'true');
  await expect(page.locator('[data-theme-card="sand"]')).toHaveAttribute('data-unlocked', 'false');
  await expect(page.locator('[data-theme-card="sand"]')).toContainText('Blank geputzt');
  // Locked themes cannot be chosen: no button for them.
  await expect(page.locator('[data-theme-card="sand"] [data-choose]')).toHaveCount(0);
  await expect(page.locator('[data-theme-card="garden"] [data-choose]')).toHaveCount(1);
  await expect(page.locator('[data-theme-card="plain"]')).toContainText('Gewählt');
  await page.getByRole('button', { name: 'Thema Garten wählen' }).click();
  await expect(garden.getByTestId('theme-chosen')).toBeVisible();
  await page.reload();
  await expect(page.locator('[data-theme-card="garden"]').getByTestId('theme-chosen')).toBeVisible();

  // The board wears it: the body carries the theme, the board paints its surroundings.
  await page.goto('./#/bowls');
  await expect(page.locator('button[data-bowl]')).toHaveCount(12);
  await expect(page.locator('body')).toHaveAttribute('data-bwt', 'garden');
  const bg = await page.locator('.board').evaluate((el) => getComputedStyle(el).backgroundImage);
  expect(bg).toContain('data:image/svg+xml');

  // The map marks puzzle 1 solved with the moves used and suggests puzzle 2; the profile shows the achievement.
  await page.goto('./#/bowls?map=1');
  await expect(page.locator('a[data-puzzle]')).toHaveCount(100);
  await expect(page.locator('a[data-puzzle="1"]')).toHaveAttribute('data-solved', 'true');
  await expect(page.locator('a[data-puzzle="1"]')).toContainText('✓ 2 Züge');
  await expect(page.locator('a[data-puzzle="1"]')).toHaveAccessibleName(/gelöst in 2 Zügen/);
  await expect(page.locator('a[data-puzzle="2"]')).toHaveClass(/next/);
  await expect(page.getByTestId('map-next')).toHaveText('Weiter mit Rätsel 2');
  await expect(page.getByTestId('map-solved')).toHaveText('1 von 100 gelöst');
  await page.getByRole('link', { name: 'Erfolge', exact: true }).click();
  await expect(page.locator('[data-achievement="firstPuzzle"]')).toHaveAttribute('data-earned', 'true');
  await expect(page.locator('[data-achievement="perfectClear"]')).toHaveAttribute('data-earned', 'false');
  await expect(page.getByTestId('profile-earned')).toHaveText('1 von 10 erreicht');
  // Leaving the game page takes the theme off the body.
  await page.goto('./#/bowls/help');
  await expect(page.locator('[data-achievement="combo4"]')).toContainText('Runen');
  await expect(page.locator('body')).not.toHaveAttribute('data-bwt', /.*/);
});

test('BOW-30 a corrupt progress entry is reported on the map, which still lists every puzzle', async ({ page }) => {
  await page.goto('./');
  await page.evaluate(() => {
    localStorage.clear();
    localStorage.setItem('knobelkiste:bowls/records', '{"kk":1,"v":1,"data":{"puzzles":{"3":{"won":"oops"}}}}');
  });
  await page.goto('./#/bowls?map=1');
  await expect(page.getByTestId('map-corrupt')).toBeVisible();
  await expect(page.locator('a[data-puzzle]')).toHaveCount(100);
  await expect(page.getByTestId('map-solved')).toHaveText('0 von 100 gelöst');
});

for (const scheme of ['light', 'dark'] as const) {
  test(`BOW-32 all seven themes: chosen in the gallery, screenshot, and the axe check passes in each (${scheme})`, async ({ browser }) => {
    test.setTimeout(600_000);
    mkdirSync(SHOTS, { recursive: true });
    const context = await browser.newContext({ colorScheme: scheme, reducedMotion: 'reduce', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await seed(page, everything());
    const problems: string[] = [];
    let stones: string[] | null = null;

    await page.goto('./#/bowls?themes=1');
    // The gallery draws seven full boards: slow on a busy machine.
    await expect(page.locator('[data-theme-card][data-unlocked="true"]')).toHaveCount(7, { timeout: 60_000 });
    if (scheme === 'light') {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.screenshot({ path: `${SHOTS}/gallery-1280.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
    }
    problems.push(...(await axeProblems(page, `gallery`, scopeFor(scheme))));

    for (const [id, name] of THEMES) {
      await page.goto('./#/bowls?themes=1');
      await expect(page.locator('[data-theme-card]')).toHaveCount(7, { timeout: 60_000 });
      if (id !== 'plain' || (await page.getByRole('button', { name: `Thema ${name} wählen` }).count()) > 0) {
        await page.getByRole('button', { name: `Thema ${name} wählen` }).click();
      }
      await expect(page.locator(`[data-theme-card="${id}"]`).getByTestId('theme-chosen')).toBeVisible({ timeout: 30_000 });
      await page.goto('./#/bowls?puzzle=6');
      await expect(page.locator('button[data-bowl]')).toHaveCount(12);
      if (id === 'plain') await expect(page.locator('body')).not.toHaveAttribute('data-bwt', /.*/);
      else await expect(page.locator('body')).toHaveAttribute('data-bwt', id);
      // BOW-32: the stones keep their colours and symbols in every theme (the same puzzle, painted the same).
      const painted = await page.evaluate(() =>
        [...document.querySelectorAll('.board g.slot *')].map((e) => `${e.tagName}:${getComputedStyle(e).fill}:${e.getAttribute('d') ?? ''}`),
      );
      expect(painted.length).toBeGreaterThan(10);
      if (stones === null) stones = painted;
      else expect(painted, id).toEqual(stones);
      await bowl(page, 0).click();
      await page.screenshot({ path: `${SHOTS}/theme-${id}-${scheme}-390.png` });
      if (scheme === 'light') {
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.screenshot({ path: `${SHOTS}/theme-${id}-light-1280.png` });
        await page.setViewportSize({ width: 390, height: 844 });
      }
      // A theme repaints; markup, names and roles stay: the full rule set runs once (Schlicht, light),
      // the colour rules for every other theme and scheme (axe.ts).
      problems.push(...(await axeProblems(page, `${id} game`, id === 'plain' ? scopeFor(scheme) : 'colour')));
    }
    for (const r of ['map', 'profile']) {
      await page.goto(`./#/bowls?${r}=1`);
      await expect(page.locator('main h1').first()).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/${r}-${scheme}-390.png` });
      problems.push(...(await axeProblems(page, r, scopeFor(scheme))));
    }
    expect(problems, problems.join('\n')).toEqual([]);
    await context.close();
  });
}
