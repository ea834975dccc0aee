// Spider in Chromium: a 1-suit deal played by taps through three deals with a run going home (SPI-3,
// SPI-4, SPI-7), a refused deal with an empty column and its sentence, a drag, the hint cycling,
// keys, reload resuming with the undo history and the undo cost (SPI-6), and the shared screen's
// checks at four sizes.
import type { Page } from '@playwright/test';
import { hintClass, hints } from '../src/games/spider/hint.ts';
import { encodePosition } from '../src/games/spider/notation.ts';
import { newDeal, playMove, scoreWithUndos, visibleView, type SpiderMove, type SpiderState } from '../src/games/spider/rules.ts';
import { z } from '../src/games/spider/strings.de.ts';
import { carried, hintSentence } from '../src/games/spider/taps.ts';
import { table } from '../src/games/spider/testing.ts';
import { STAT_WORDS } from '../src/ui/words.de.ts';
import { test, expect } from './fixtures.ts';

test.use({ reducedMotion: 'reduce' });

const de = (n: number): string => new Intl.NumberFormat('de-DE').format(n);

/** The next move of a simple player: the first hint of SPI-8's classes up to `max`, else a deal. */
function policy(s: SpiderState, max: number): SpiderMove | null {
  const v = visibleView(s);
  return hints(s).find((m) => m.kind === 'deal' || (hintClass(v, m) ?? 9) <= max) ?? null;
}

function after(s: SpiderState, m: SpiderMove): { s: SpiderState; home: boolean } {
  const r = playMove(s, m);
  if (!r.ok) throw new Error(r.error.message);
  return { s: r.value.state, home: r.value.trace.steps.some((x) => x.kind === 'home') };
}

const card = (page: Page, col: number, index: number) => page.locator(`[data-pos="${col}-${index}"]`);

/** Play a move as a person would: tap the stock, or tap the run's deepest card and then the lit target. */
async function tapMove(page: Page, s: SpiderState, m: SpiderMove): Promise<void> {
  if (m.kind === 'deal') return page.getByTestId('stock').click();
  const src = s.columns[m.from] as number[];
  // Tap the card's visible top strip: the cards on it cover the rest.
  await card(page, m.from, src.length - carried(s, m)).click({ position: { x: 6, y: 4 } });
  const dst = s.columns[m.to] as number[];
  const target = dst.length === 0 ? page.locator(`[data-drop="col-${m.to}"] .empty`) : card(page, m.to, dst.length - 1);
  await expect(target).toHaveClass(/lit/);
  await target.click({ position: { x: 6, y: 4 } });
}

async function expectCounters(page: Page, s: SpiderState, undos = 0): Promise<void> {
  await expect(page.locator('[data-counter="moves"] dd')).toHaveText(de(s.moves));
  await expect(page.locator('[data-counter="score"] dd')).toHaveText(de(scoreWithUndos(s.score, undos)));
}

test('SPI-3 SPI-4 SPI-7 a 1-suit deal played by taps through three deals; a completed run goes home', async ({ page }) => {
  test.slow();
  // Deal 28 (1 suit): this simple player deals three times and sends a run home within 23 moves.
  await page.goto('./#/spider?deal=28');
  await expect(page.getByTestId('round-label')).toContainText('Blatt Nr. 28');
  await expect(page.getByTestId('stock')).toHaveAttribute('aria-label', z.stock(5));
  let s = newDeal(28, 1);
  let deals = 0;
  let homes = 0;
  while (deals < 3 || homes < 1) {
    const m = policy(s, 3);
    if (m === null) throw new Error('the simple player is stuck');
    await tapMove(page, s, m);
    const r = after(s, m);
    s = r.s;
    if (m.kind === 'deal') {
      deals++;
      await expect(page.getByTestId('stock')).toHaveAttribute('aria-label', z.stock(5 - deals));
    }
    if (r.home) {
      homes++;
      await expect(page.locator('[data-screen="status"]')).toHaveText(z.home);
      await expect(page.getByRole('img', { name: z.foundation(homes) })).toBeVisible();
    }
    await expectCounters(page, s);
  }
  expect(s.foundations.length).toBe(1);
  // Face-down cards are named as such, face-up ones by their German name.
  await expect(page.getByRole('button', { name: z.faceDown }).first()).toBeVisible();
});

test('SPI-3 a deal with an empty column is refused with a sentence naming it', async ({ page }) => {
  await page.goto('./#/spider?deal=64');
  let s = newDeal(64, 1);
  while (!s.columns.some((c) => c.length === 0)) {
    const m = policy(s, 4);
    if (m === null) throw new Error('deal 64 should empty a column');
    await tapMove(page, s, m);
    s = after(s, m).s;
  }
  await expectCounters(page, s);
  const empty = s.columns.findIndex((c) => c.length === 0);
  await page.getByTestId('stock').click();
  await expect(page.locator('[data-screen="status"]')).toHaveText(z.emptyColumn(empty + 1));
  await expectCounters(page, s);
  // The toolbar's "Geben" and the key D say the same.
  await page.keyboard.press('d');
  await expect(page.locator('[data-screen="status"]')).toHaveText(z.emptyColumn(empty + 1));
  await expect(page.getByTestId('stock')).toHaveAttribute('aria-label', z.stock(s.stock.length / 10));
});

test('SPI-7 a run dragged onto a fitting card is played; a drop where it does not fit glides back', async ({ page }) => {
  await page.goto('./#/spider?deal=28');
  let s = newDeal(28, 1);
  const m = policy(s, 3);
  if (m === null || m.kind !== 'move') throw new Error('deal 28 starts with a move');
  const from = card(page, m.from, (s.columns[m.from] as number[]).length - carried(s, m));
  const to = card(page, m.to, (s.columns[m.to] as number[]).length - 1);
  // A drop on its own column is refused: nothing changes.
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error('no boxes');
  await page.mouse.move(a.x + 8, a.y + 6);
  await page.mouse.down();
  await page.mouse.move(a.x + 8, a.y + 40, { steps: 4 });
  await page.mouse.up();
  await expectCounters(page, s);
  // Now onto the target: its column lights up while the run is in the air.
  await page.mouse.move(a.x + 8, a.y + 6);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2 + 10, { steps: 4 });
  await expect(to).toHaveClass(/lit/);
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 4 });
  await page.mouse.up();
  s = after(s, m).s;
  await expectCounters(page, s);
});

test('SPI-8 Tipp marks a move and steps to the next one on each tap; SPI-7 a second tap sends the run to its best target', async ({ page }) => {
  await page.goto('./#/spider?deal=28');
  const s = newDeal(28, 1);
  const list = hints(s);
  expect(list.length).toBeGreaterThan(1);
  const status = page.locator('[data-screen="status"]');
  for (let i = 0; i < list.length + 1; i++) {
    await page.locator('[data-tool="hint"]').click();
    await expect(status).toHaveText(hintSentence(s, list[i % list.length] as SpiderMove));
  }
  await expect(page.locator('.hint').first()).toBeVisible();
  // Keys: the column of the first hint twice picks its run up and sends it to its best target.
  const m = list[0] as SpiderMove;
  if (m.kind !== 'move') throw new Error('a move first');
  await page.keyboard.press(String((m.from + 1) % 10));
  await expect(page.locator('.held').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.held')).toHaveCount(0);
  await card(page, m.from, (s.columns[m.from] as number[]).length - carried(s, m)).click({ position: { x: 6, y: 4 } });
  await card(page, m.from, (s.columns[m.from] as number[]).length - carried(s, m)).click({ position: { x: 6, y: 4 } });
  await expect(page.locator('[data-counter="moves"] dd')).toHaveText('1');
});

test('SPI-6 SPI-9 reload resumes the deal with its undo history and the undo cost', async ({ page }) => {
  await page.goto('./#/spider?deal=28&suits=1');
  let s = newDeal(28, 1);
  const states = [s];
  for (let i = 0; i < 3; i++) {
    const m = policy(s, 3) as SpiderMove;
    await tapMove(page, s, m);
    s = after(s, m).s;
    states.push(s);
  }
  await page.locator('[data-tool="undo"]').click();
  await expectCounters(page, states[2] as SpiderState, 1);
  await page.reload();
  await expect(page.locator('[data-screen="status"]')).toHaveText('Dein angefangenes Spiel ist wieder da – kein gespielter Zug fehlt.');
  await expectCounters(page, states[2] as SpiderState, 1);
  await page.locator('[data-tool="undo"]').click();
  await expectCounters(page, states[1] as SpiderState, 2);
  await page.reload();
  await expectCounters(page, states[1] as SpiderState, 2);
});

test('SPI-4 the last run going home wins: the end panel and the statistics', async ({ page }) => {
  // A prepared position through a save: seven runs home, the eighth one move from complete.
  const start = table({ suits: 1, foundations: 'S S S S S S S', columns: { 0: '| KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S', 1: '| AS' } });
  await page.addInitScript((pos) => {
    const data = {
      log: { game: 'spider', origin: { position: pos, options: { suits: 1 } }, steps: [] },
      attempt: { practice: false, counted: ['played'], elapsedMs: 0 },
      meta: { round: { kind: 'free', seed: 5, variant: '1' }, undos: 0 },
    };
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('knobelkiste:spider/slot/free', JSON.stringify({ kk: 1, v: 1, data }));
      sessionStorage.setItem('seeded', '1');
    }
  }, encodePosition(start));
  await page.goto('./#/spider');
  await tapMove(page, start, { kind: 'move', from: 1, to: 0 });
  await expect(page.getByRole('heading', { name: z.wonTitle })).toBeVisible();
  await page.goto('./#/stats');
  await expect(page.getByText(STAT_WORDS.fewestMoves).first()).toBeVisible();
});

for (const [w, h] of [
  [360, 740],
  [390, 844],
  [740, 360],
  [1280, 800],
] as const) {
  test(`the shared screen at ${w}×${h}: nothing scrolls, one board, status and toolbar, buttons ≥ 44 px, cards ≥ 22 px`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    await page.goto('./#/spider?deal=28');
    let s = newDeal(28, 1);
    for (let i = 0; i < 6; i++) {
      const m = policy(s, 3) as SpiderMove;
      await tapMove(page, s, m);
      s = after(s, m).s;
    }
    const m = await page.evaluate(() => ({
      sx: document.documentElement.scrollWidth - innerWidth,
      sy: document.documentElement.scrollHeight - innerHeight,
    }));
    expect(m.sx).toBeLessThanOrEqual(0);
    expect(m.sy).toBeLessThanOrEqual(0);
    await expect(page.locator('[data-board]')).toHaveCount(1);
    await expect(page.locator('[data-screen="status"]')).toHaveCount(1);
    await expect(page.locator('[data-screen="toolbar"]')).toHaveCount(1);
    const small = await page.evaluate(
      () =>
        [...document.querySelectorAll('button')]
          .filter((b) => !b.closest('[data-board]') && b.offsetParent !== null)
          .map((b) => b.getBoundingClientRect())
          .filter((r) => r.width < 44 || r.height < 44).length,
    );
    expect(small).toBe(0);
    // All ten columns inside the board; each card at least 22 px wide and inside the viewport.
    const tenth = await card(page, 9, (s.columns[9] as number[]).length - 1).boundingBox();
    expect(tenth).not.toBeNull();
    expect((tenth?.x ?? 0) + (tenth?.width ?? 0)).toBeLessThanOrEqual(w);
    expect(tenth?.width ?? 0).toBeGreaterThanOrEqual(22);
    const lowest = await page.evaluate(() => Math.max(...[...document.querySelectorAll('[data-pos]')].map((e) => e.getBoundingClientRect().bottom)));
    expect(lowest).toBeLessThanOrEqual(h);
  });
}

test.describe('with motion', () => {
  test.use({ reducedMotion: 'no-preference' });
  test('SPI-4 SPI-5 moves, deals, turns and a run going home animate and settle without errors', async ({ page }) => {
    test.slow();
    await page.goto('./#/spider?deal=28');
    let s = newDeal(28, 1);
    while (s.foundations.length === 0) {
      const m = policy(s, 3) as SpiderMove;
      await tapMove(page, s, m);
      s = after(s, m).s;
      await expect(page.locator('[data-counter="moves"] dd')).toHaveText(de(s.moves));
    }
    await expect(page.locator('.ghost')).toHaveCount(0);
    await expect(page.getByRole('img', { name: z.foundation(1) })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('home.png') });
  });
});
