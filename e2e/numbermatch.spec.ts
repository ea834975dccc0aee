// Number Match in the browser: pairs, explanations, adds, row collapse, finishing a stage, saving, keyboard.
import { test, expect } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { legalPairIndices, play, refOf, status, type NumberMatchMove, type NumberMatchState } from '../src/games/numbermatch/rules.ts';
import { randomBoard } from '../src/games/numbermatch/generate.ts';
import { decodePosition, formatMove } from '../src/games/numbermatch/notation.ts';
import { generatedStage } from '../src/games/numbermatch/generated-levels.ts';
import { LEVELS } from '../src/games/numbermatch/levels.ts';

/** A losing line for a seeded board: always the last listed pair, adding only when stuck. */
function losingLine(seed: number): unknown[] {
  let s: NumberMatchState = { cells: randomBoard(seed), adds: 5 };
  const moves: unknown[] = [];
  while (status(s) === 'playing') {
    const pairs = legalPairIndices(s.cells);
    const last = pairs[pairs.length - 1];
    const m: NumberMatchMove = last ? { kind: 'pair', a: refOf(last[0]), b: refOf(last[1]) } : { kind: 'add' };
    const r = play(s, m);
    if (!r.ok) break;
    s = r.value.state;
    moves.push(formatMove(m));
  }
  return moves;
}

const cell = (page: Page, r: number, c: number) => page.locator(`[data-cell="${r},${c}"]`);
/** The screen's status line, the round's label in the header, the count of numbers left. */
const statusLine = (page: Page) => page.locator('[data-screen="status"]');
const label = (page: Page) => page.getByTestId('round-label');
const numbersLeft = (page: Page) => page.locator('[data-counter="numbers"] dd');
/** The level list (one tap from the game's menu). */
const LEVELS_LINK = './#/numbermatch?levels=1';
async function pair(page: Page, a: [number, number], b: [number, number]): Promise<void> {
  await cell(page, ...a).click();
  await cell(page, ...b).click();
}

test('NUM-1 NUM-5 NUM-6 NUM-8 stage 1-1: clear pairs, explain a bad pair, collapse a row, add, win', async ({ page }) => {
  await page.goto('./#/numbermatch?stage=1-1');
  await expect(page.getByRole('button', { name: 'Eins, Reihe 1, Spalte 1' })).toBeVisible();
  await expect(page.getByTestId('nm-add')).toContainText('3');

  // An illegal pair: 1 and 5 neither match nor sum to 10.
  await pair(page, [0, 0], [0, 2]);
  await expect(statusLine(page)).toContainText('passen nicht');
  await expect(cell(page, 0, 0)).toHaveAttribute('data-value', '1');
  await page.keyboard.press('Escape');

  // The shipped solution of stage 1-1: 1,0-1,1 0,0-0,1 0,3-0,4 0,5-0,6 0,7-0,8 + 0,2-1,0
  await pair(page, [1, 0], [1, 1]);
  await expect(page.getByRole('button', { name: 'Lücke, Reihe 2, Spalte 1' })).toHaveCount(0);
  await expect(page.locator('.row:not(.gone)')).toHaveCount(1);
  await pair(page, [0, 0], [0, 1]);
  await expect(cell(page, 0, 0)).toHaveAttribute('data-value', '0');
  await expect(cell(page, 0, 0)).toHaveAccessibleName('Lücke, Reihe 1, Spalte 1');
  await pair(page, [0, 3], [0, 4]);
  await pair(page, [0, 5], [0, 6]);
  await pair(page, [0, 7], [0, 8]);
  await page.getByTestId('nm-add').click();
  await expect(page.getByTestId('nm-add')).toContainText('2');
  await expect(cell(page, 1, 0)).toHaveAttribute('data-value', '5');
  await pair(page, [0, 2], [1, 0]);
  await expect(page.getByTestId('end-panel')).toContainText('geschafft');
  await page.screenshot({ path: '/tmp/nm-won-1280.png' });
  await page.getByRole('link', { name: /Weiter: Level 1, Stufe 2/ }).click();
  await expect(label(page)).toContainText('Level 1 · Stufe 2');
  await page.goto(LEVELS_LINK);
  await expect(page.getByRole('link', { name: 'Level 1, Stufe 1, geschafft' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Level 1, Stufe 2' })).toBeVisible();
  // Issue 13: a locked stage looks locked and says why when tapped.
  await page.getByRole('button', { name: 'Level 1, Stufe 3, noch gesperrt' }).click();
  await expect(page.getByTestId('nm-locked-note')).toContainText('sobald du Level 1, Stufe 2 geschafft hast');
});

/** Play the pair the hint shows. */
async function playHint(page: Page): Promise<void> {
  const hinted = page.locator('.cell.hint');
  await expect(hinted).toHaveCount(2);
  const second = hinted.nth(1);
  const where = await second.getAttribute('data-cell');
  await hinted.nth(0).click();
  await page.locator(`[data-cell="${where}"]`).click();
}

test('issue 13: cleared cells keep their digit faded; hints are counted (3 per stage) and saved', async ({ page }) => {
  await page.goto('./#/numbermatch?stage=1-1');
  await pair(page, [0, 0], [0, 1]);
  await expect(cell(page, 0, 0)).toHaveAttribute('data-value', '0');
  await expect(cell(page, 0, 0)).toHaveText('1');
  await expect(cell(page, 0, 1)).toHaveText('9');
  await expect(page.locator('[data-screen-root] header')).not.toContainText('Paar');
  const hint = page.locator('[data-tool="hint"]');
  await expect(hint).toHaveAccessibleName('Tipp, noch 3 von 3');
  await hint.click();
  await expect(hint).toHaveAccessibleName('Tipp, noch 2 von 3');
  // Asking again while the hint is shown costs nothing.
  await hint.click();
  await expect(hint).toHaveAccessibleName('Tipp, noch 2 von 3');
  await playHint(page);
  await hint.click();
  await expect(hint).toHaveAccessibleName('Tipp, noch 1 von 3');
  await page.reload();
  await expect(hint).toHaveAccessibleName('Tipp, noch 1 von 3');
  await expect(cell(page, 0, 0)).toHaveText('1');
  await hint.click();
  await expect(hint).toHaveAccessibleName('Tipp, noch 0 von 3');
  await page.getByTestId('nm-add').click();
  await hint.click();
  await expect(statusLine(page)).toContainText('Tipps dieser Stufe sind verbraucht');
});

test('issue 12: sounds for pair, add and collapse; Neustart of a game in progress asks first; a win bursts before the panel', async ({ page }) => {
  await page.goto('./#/numbermatch?stage=1-1');
  await pair(page, [0, 0], [0, 1]);
  await page.getByTestId('nm-add').click();
  await pair(page, [1, 0], [1, 1]);
  const sounds = await page.evaluate(() => (window as unknown as { __kkSound?: string[] }).__kkSound ?? []);
  expect(sounds).toEqual(expect.arrayContaining(['match', 'deal']));
  await page.locator('[data-tool="menu"]').click();
  await page.getByRole('button', { name: 'Neustart' }).click();
  await page.getByTestId('confirm-replace-no').click();
  await expect(cell(page, 0, 0)).toHaveAttribute('data-value', '0');
  await page.locator('[data-tool="menu"]').click();
  await page.getByRole('button', { name: 'Neustart' }).click();
  await page.getByTestId('confirm-replace-yes').click();
  await expect(cell(page, 0, 0)).toHaveAttribute('data-value', '1');
  // The shipped solution; the last pair empties the board.
  await pair(page, [1, 0], [1, 1]);
  await pair(page, [0, 0], [0, 1]);
  await pair(page, [0, 3], [0, 4]);
  await pair(page, [0, 5], [0, 6]);
  await pair(page, [0, 7], [0, 8]);
  await page.getByTestId('nm-add').click();
  await pair(page, [0, 2], [1, 0]);
  await expect(page.getByTestId('celebration')).toBeVisible();
  await expect(page.getByTestId('end-panel')).toContainText('geschafft');
  const after = await page.evaluate(() => (window as unknown as { __kkSound?: string[] }).__kkSound ?? []);
  expect(after).toEqual(expect.arrayContaining(['collapse', 'win']));
});

test('issue 13: the daily board opens from the overview and is counted when won', async ({ page }) => {
  await page.goto(LEVELS_LINK);
  await page.getByTestId('nm-daily').click();
  await expect(label(page)).toContainText('Tagesaufgabe vom');
  await expect(page.locator('[data-cell="0,0"]')).toBeVisible();
  await page.goto('./#/numbermatch?daily=2026-02-30');
  await expect(statusLine(page)).toContainText('keinen gültigen Tag');
});

test('issue 13: with level 12 complete the overview offers level 13; its first stage opens and plays a pair', async ({ page }) => {
  const stages: Record<string, { won: number; lost: number }> = {};
  for (const s of LEVELS.flatMap((l) => l.stages)) stages[s.id] = { won: 1, lost: 0 };
  await page.goto('./');
  await page.evaluate((st) => {
    localStorage.setItem('knobelkiste:numbermatch/progress', JSON.stringify({ kk: 1, v: 1, data: { stages: st, free: { won: 0, lost: 0 } } }));
  }, stages);
  await page.goto(LEVELS_LINK);
  // Level 13 is open, level 14 is shown once as the next (locked) level, nothing after it.
  await expect(page.locator('[data-level="13"] a[data-stage="13-1"]')).toBeVisible();
  await expect(page.locator('[data-level="13"] button[data-stage="13-2"]')).toHaveAccessibleName(/gesperrt/);
  await expect(page.locator('[data-level="14"] .stage')).toHaveCount(4);
  await expect(page.locator('[data-level="15"]')).toHaveCount(0);
  await page.locator('[data-level="14"] button[data-stage="14-1"]').click();
  await expect(page.getByTestId('nm-locked-note')).toContainText('Level 13, Stufe 4');
  await page.locator('[data-level="13"]').scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/nm-level13-overview.png' });

  await page.locator('a[data-stage="13-1"]').click();
  await expect(label(page)).toContainText('Level 13');
  const def = generatedStage(13, 1);
  const start = decodePosition({ rows: [...(def?.rows ?? [])], adds: def?.adds });
  if (!start.ok) throw new Error('stage 13-1 does not decode');
  const first = legalPairIndices(start.value.cells)[0] as [number, number];
  const [a, b] = [refOf(first[0]), refOf(first[1])];
  await expect(cell(page, a[0], a[1])).toHaveAttribute('data-value', String(start.value.cells[first[0]]));
  await pair(page, [a[0], a[1]], [b[0], b[1]]);
  await expect(cell(page, a[0], a[1])).toHaveAttribute('data-value', '0');
  await expect(page).toHaveURL(/stage=13-1/);
});

test('NUM-5 a collapsing row animates and the rows below move up', async ({ page }) => {
  await page.goto('./#/numbermatch?stage=1-1');
  for (const [a, b] of [
    [
      [0, 0],
      [0, 1],
    ],
    [
      [0, 3],
      [0, 4],
    ],
    [
      [0, 5],
      [0, 6],
    ],
    [
      [0, 7],
      [0, 8],
    ],
  ] as Array<[[number, number], [number, number]]>)
    await pair(page, a, b);
  // The collapse lasts well under a second: watch for it from inside the page, so a busy
  // machine cannot make the test miss it between two polls.
  await page.evaluate(() => {
    const w = window as unknown as { sawCollapse: boolean };
    w.sawCollapse = false;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="nm-collapsing"]')) w.sawCollapse = true;
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await pair(page, [0, 2], [1, 0]);
  await expect.poll(() => page.evaluate(() => (window as unknown as { sawCollapse: boolean }).sawCollapse)).toBe(true);
  await expect(statusLine(page)).toContainText('leere Reihe');
  await expect(page.getByTestId('nm-collapsing')).toHaveCount(0);
  await expect(cell(page, 0, 1)).toHaveAttribute('data-value', '5');
  await expect(page.locator('[data-cell^="1,"]')).toHaveCount(0);
});

test('NUM-5 with reduced motion rows vanish without animation', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('./#/numbermatch?stage=1-1');
  await pair(page, [1, 0], [1, 1]);
  await expect(statusLine(page)).toContainText('leere Reihe');
  expect(await page.getByTestId('nm-collapsing').count()).toBe(0);
  expect(await page.locator('.ghost').count()).toBe(0);
  await context.close();
});

test('NUM-8 a game in progress survives a reload; undo brings a pair back', async ({ page }) => {
  await page.goto('./#/numbermatch?classic=1');
  await expect(label(page)).toContainText('Klassischer Start');
  await pair(page, [0, 0], [1, 0]);
  await expect(cell(page, 0, 0)).toHaveAttribute('data-value', '0');
  await page.reload();
  await expect(cell(page, 0, 0)).toHaveAttribute('data-value', '0');
  await page.getByRole('button', { name: 'Rückgängig' }).click();
  await expect(cell(page, 0, 0)).toHaveAttribute('data-value', '1');
});

test('NUM-8 the stage in progress and the free game in progress keep separate saves', async ({ page }) => {
  await page.goto('./#/numbermatch?stage=1-1');
  await pair(page, [0, 0], [0, 1]);
  await expect(cell(page, 0, 0)).toHaveAttribute('data-value', '0');
  await page.goto('./#/numbermatch?classic=1');
  await expect(label(page)).toContainText('Klassischer Start');
  await pair(page, [0, 0], [1, 0]);
  await expect(cell(page, 1, 0)).toHaveAttribute('data-value', '0');
  await page.goto(LEVELS_LINK);
  await expect(page.getByRole('heading', { name: 'Angefangene Spiele' })).toBeVisible();
  await page.getByRole('link', { name: 'Weiterspielen: Level 1 · Stufe 1' }).click();
  await expect(label(page)).toContainText('Level 1 · Stufe 1');
  await expect(cell(page, 0, 0)).toHaveAttribute('data-value', '0');
  await expect(cell(page, 0, 1)).toHaveAttribute('data-value', '0');
  await expect(cell(page, 0, 2)).toHaveAttribute('data-value', '5');
  await page.reload();
  await page.locator('[data-tool="menu"]').click();
  await page.getByRole('link', { name: 'Alle Level' }).click();
  await page.getByRole('link', { name: 'Weiterspielen: Klassischer Start' }).click();
  await expect(cell(page, 0, 0)).toHaveAttribute('data-value', '0');
  await expect(cell(page, 1, 0)).toHaveAttribute('data-value', '0');
});

test('NUM-2 NUM-9 keyboard: arrows move, Enter selects, a adds, h hints, u undoes; blocked path explained', async ({ page }) => {
  await page.goto('./#/numbermatch?seed=1');
  await expect(label(page)).toContainText('Zufallsbrett Nr. 1');
  // Row 1 is 2 1 7 1 8 4 4 2 8: the two 1s at columns 2 and 4 are blocked by the 7.
  await pair(page, [0, 1], [0, 3]);
  await expect(statusLine(page)).toContainText('Dazwischen steht noch die 7');
  await page.keyboard.press('Escape');
  await cell(page, 0, 5).focus();
  await page.keyboard.press('ArrowRight');
  await expect(cell(page, 0, 6)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(cell(page, 0, 5)).toHaveAttribute('data-value', '0');
  await page.keyboard.press('h');
  await expect(statusLine(page)).toContainText('Tipp:');
  await expect(page.locator('.cell.hint')).toHaveCount(2);
  await page.keyboard.press('a');
  await expect(page.getByTestId('nm-add')).toContainText('4');
  await page.keyboard.press('u');
  await page.keyboard.press('u');
  await expect(cell(page, 0, 5)).toHaveAttribute('data-value', '4');
  await expect(page.getByTestId('nm-add')).toContainText('5');
});

test('NUM-8 bad links get a message; screens fit a phone', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto('./#/numbermatch?seed=abc');
  await expect(statusLine(page)).toContainText('keine gültige Brett-Nummer');
  await page.goto('./#/numbermatch?stage=4-2');
  await expect(statusLine(page)).toContainText('gesperrt');
  await page.goto(LEVELS_LINK);
  await page.screenshot({ path: '/tmp/nm-overview-360.png', fullPage: true });
  await page.goto('./#/numbermatch?stage=1-1');
  await page.locator('[data-cell="0,0"]').tap();
  await page.screenshot({ path: '/tmp/nm-stage-360.png' });
  await page.goto('./#/numbermatch?seed=42');
  await page.locator('[data-cell="0,0"]').tap();
  await page.locator('[data-cell="0,5"]').tap();
  await page.screenshot({ path: '/tmp/nm-seed-360.png' });
  for (let i = 0; i < 3; i++) await page.getByTestId('nm-add').tap();
  await page.screenshot({ path: '/tmp/nm-long-360.png' });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.goto('./#/numbermatch/help');
  await page.screenshot({ path: '/tmp/nm-help-360.png' });
  await context.close();
});

test('NUM-8 a saved lost game reopens on the loss screen; undo leaves it', async ({ page }) => {
  const moves = losingLine(5);
  await page.goto('./');
  // A version 1 (single-slot) entry, as saved before the slots: it migrates into the free slot.
  await page.evaluate((m) => {
    localStorage.setItem(
      'knobelkiste:numbermatch/save',
      JSON.stringify({ kk: 1, v: 1, data: { origin: { kind: 'seed', seed: 5 }, moves: m, lostCounted: true } }),
    );
  }, moves);
  await page.goto('./#/numbermatch?seed=5');
  await expect(page.getByTestId('end-panel')).toContainText('Keine Züge mehr');
  await expect(page.getByTestId('nm-add')).toContainText('0');
  await page.screenshot({ path: '/tmp/nm-lost-1280.png' });
  await page.getByTestId('end-panel').getByRole('button', { name: 'Rückgängig' }).click();
  await expect(page.getByTestId('end-panel')).toHaveCount(0);
});

test('NUM-8 a corrupt save is refused with a message and a fresh board', async ({ page }) => {
  await page.goto('./');
  await page.evaluate(() => {
    localStorage.setItem(
      'knobelkiste:numbermatch/save',
      JSON.stringify({
        kk: 1,
        v: 1,
        data: {
          origin: { kind: 'seed', seed: 5 },
          moves: [
            [
              [0, 0],
              [0, 1],
            ],
          ],
          lostCounted: false,
        },
      }),
    );
  });
  await page.goto('./#/numbermatch?seed=5');
  await expect(statusLine(page)).toContainText('beschädigt');
  await expect(numbersLeft(page)).toHaveText('36');
  // Broken progress and a save of a foreign shape: the overview and the stats still open.
  await page.evaluate(() => {
    localStorage.setItem('knobelkiste:numbermatch/progress', '{"kk":1,"v":1,"data":{"x":[1,2,3]}}');
    localStorage.setItem('knobelkiste:numbermatch/save', '[]');
  });
  await page.goto(LEVELS_LINK);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Level 1, Stufe 1' })).toBeVisible();
  await page.goto('./#/stats');
  // Issue 21: as many levels as the list shows (the twelve and the locked thirteenth).
  await expect(page.getByTestId('nm-stats')).toContainText('0 / 13');
});

test('NUM-9 desktop screenshots and the help page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('./#/numbermatch?classic=1');
  await page.keyboard.press('h');
  await page.screenshot({ path: '/tmp/nm-classic-1280.png' });
  await page.goto('./#/numbermatch/help');
  await expect(page.getByRole('heading', { name: 'Tastatur' })).toBeVisible();
  await page.goto('./#/stats');
  await expect(page.getByTestId('nm-stats')).toContainText('Level abgeschlossen');
});

// Overview, a stage in progress and the win screen on a phone, a phone turned sideways and a desktop.
for (const [w, h] of [
  [360, 740],
  [740, 360],
  [1280, 800],
] as const) {
  test(`NUM-8 screens at ${w}x${h}: overview, stage in progress, win; no sideways scrolling`, async ({ browser }) => {
    const mobile = w < 1000;
    const context = await browser.newContext({ viewport: { width: w, height: h }, isMobile: mobile, hasTouch: mobile });
    const page = await context.newPage();
    const noOverflow = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.goto('./#/numbermatch?stage=1-1');
    await pair(page, [1, 0], [1, 1]);
    await page.goto(LEVELS_LINK);
    await expect(page.getByRole('link', { name: 'Weiterspielen: Level 1 · Stufe 1' })).toBeVisible();
    // Moving between a game and the overview starts at the top of the page.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await noOverflow();
    await page.screenshot({ path: `/tmp/nm-overview-${w}x${h}.png` });
    await page.getByRole('link', { name: 'Weiterspielen: Level 1 · Stufe 1' }).click();
    await pair(page, [0, 0], [0, 1]);
    await cell(page, 0, 3).click();
    await expect(statusLine(page)).toContainText('gewählt');
    await noOverflow();
    if (w > h && h < 500) {
      // A phone turned sideways: the toolbar sits beside the board instead of below it.
      const board = await page.locator('.board').boundingBox();
      const add = await page.getByTestId('nm-add').boundingBox();
      expect(add && board && add.x).toBeGreaterThan((board?.x ?? 0) + (board?.width ?? 0));
    }
    await page.screenshot({ path: `/tmp/nm-stage-${w}x${h}.png`, animations: 'disabled' });
    for (const [a, b] of [
      [
        [0, 3],
        [0, 4],
      ],
      [
        [0, 5],
        [0, 6],
      ],
      [
        [0, 7],
        [0, 8],
      ],
    ] as Array<[[number, number], [number, number]]>) {
      if (a[1] !== 3) await cell(page, ...a).click();
      await cell(page, ...b).click();
    }
    await page.getByTestId('nm-add').click();
    await pair(page, [0, 2], [1, 0]);
    await expect(page.getByTestId('end-panel')).toContainText('geschafft');
    await noOverflow();
    await page.screenshot({ path: `/tmp/nm-won-${w}x${h}.png`, animations: 'disabled' });
    // Issue 13: the page itself never scrolls; a long board scrolls in its own area.
    await page.goto('./#/numbermatch?seed=5');
    for (let k = 0; k < 3; k++) await page.getByTestId('nm-add').click();
    expect(await page.evaluate(() => document.documentElement.scrollHeight - innerHeight)).toBeLessThanOrEqual(0);
    // At least six whole rows show in the board's area at every size (740x360 included).
    const area = await page.getByTestId('nm-scroller').boundingBox();
    const pitch = (await cell(page, 0, 0).boundingBox())?.height ?? 1000;
    expect(Math.floor((area?.height ?? 0) / pitch)).toBeGreaterThanOrEqual(6);
    await context.close();
  });
}

test('issue 21: "Spielen" opens the next stage not won, the level list is one tap away, the daily is on the start card', async ({ page }) => {
  await page.goto('./');
  const card = page.getByTestId('game-list').locator('[data-game=numbermatch]');
  await card.getByRole('link', { name: 'Spielen: Number Match' }).click();
  await expect(label(page)).toHaveText('Level 1 · Stufe 1');
  await expect(cell(page, 0, 0)).toBeVisible();
  // The level list: one tap from the menu, and back to the game from there.
  await page.locator('[data-tool="menu"]').click();
  await page.getByRole('link', { name: 'Alle Level' }).click();
  await expect(page.getByRole('heading', { name: 'Level', exact: true })).toBeVisible();
  await page.getByTestId('nm-back').click();
  await expect(label(page)).toHaveText('Level 1 · Stufe 1');
  // With stage 1-1 won, "Spielen" opens 1-2.
  await page.evaluate(() => {
    localStorage.setItem(
      'knobelkiste:numbermatch/progress',
      JSON.stringify({ kk: 1, v: 1, data: { stages: { '1-1': { won: 1, lost: 0 } }, free: { won: 0, lost: 0 } } }),
    );
  });
  await page.goto('./');
  await card.getByRole('link', { name: 'Spielen: Number Match' }).click();
  await expect(label(page)).toHaveText('Level 1 · Stufe 2');
  // The start card's daily opens today's board; begun, the card says "Weiterspielen" and opens it again.
  await page.goto('./');
  await card.getByRole('link', { name: /Tagesaufgabe/ }).click();
  await expect(label(page)).toContainText('Tagesaufgabe vom');
  await page.getByTestId('nm-add').click();
  await page.goto('./');
  await expect(card.getByRole('link', { name: 'Weiterspielen: Number Match' })).toBeVisible();
  await expect(card.getByTestId('in-progress')).toContainText('Tagesaufgabe');
  await card.getByRole('link', { name: 'Weiterspielen: Number Match' }).click();
  await expect(label(page)).toContainText('Tagesaufgabe vom');
  await expect(page.locator('[data-tool="undo"]')).toBeEnabled();
});

for (const [w, h] of [
  [360, 740],
  [390, 844],
  [740, 360],
  [1280, 800],
] as const) {
  test(`issue 21 issue 31 at ${w}x${h}: the title is whole, the grid starts under the header, an add's new rows come into view inside the board`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: w, height: h } });
    const page = await context.newPage();
    await page.goto('./#/numbermatch?daily=2026-12-03');
    for (const el of [page.locator('#screen-title'), label(page)]) {
      await expect(el).toBeVisible();
      expect(await el.evaluate((e) => e.scrollWidth <= e.clientWidth + 1)).toBe(true);
    }
    await expect(label(page)).toHaveText('Tagesaufgabe vom 3.12.2026');
    // The grid starts right under the header and grows down (issue 31 replaced issue 21's grid
    // anchored above the status line, which left a band of up to 546 px above it).
    const board = await page.getByTestId('nm-board').boundingBox();
    const header = await page.locator('[data-screen="header"]').boundingBox();
    if (board && header) expect(board.y - (header.y + header.height)).toBeLessThan(40);
    // Adds until the board is longer than its area: the last new number is in view inside the board, the page did not move.
    await page.goto('./#/numbermatch?seed=5');
    for (let k = 0; k < 3; k++) await page.getByTestId('nm-add').click();
    const last = page.locator('.cell').last();
    await expect(last).toBeInViewport();
    const area = await page.getByTestId('nm-scroller').boundingBox();
    await expect
      .poll(async () => {
        const box = await last.boundingBox();
        return box !== null && area !== null && box.y >= area.y && box.y + box.height <= area.y + area.height + 0.5;
      })
      .toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollHeight - innerHeight)).toBeLessThanOrEqual(0);
    // Hints: the shared Tipp button shows how many are left.
    await expect(page.locator('[data-tool="hint"]')).toHaveAccessibleName('Tipp, noch 3 von 3');
    await expect(page.locator('[data-tool="hint"] .badge')).toHaveText('3');
    await page.screenshot({ path: `/tmp/nm-issue21-${w}x${h}.png` });
    await context.close();
  });
}
