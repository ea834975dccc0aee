// Klondike in Chromium: a proven deal won by tapping the solver's solution, a run dragged onto
// another column, Ziehen 3 with a pass, a take-back from a foundation, a reload that resumes with
// undo, "Nur lösbare Blätter" through the worker, and the shared screen's checks at four sizes.
import type { Page } from '@playwright/test';
import { cardNameDe, type Card } from '../src/core/cards.ts';
import {
  FOUNDATION,
  HOME,
  STOCK,
  WASTE,
  canFinish,
  columnMoveCount,
  isColumnPlace,
  isFoundationPlace,
  isWon,
  legalMoves,
  newDeal,
  playMove,
  type KlondikeMove,
  type KlondikeState,
} from '../src/games/klondike/rules.ts';
import { nextWinnableSeed, solve, solveReport } from '../src/games/klondike/solve.ts';
import { addDays, daySeed, localDayKey } from '../src/core/dates.ts';
import { test, expect } from './fixtures.ts';

test.use({ reducedMotion: 'reduce' });

const DEAL = nextWinnableSeed(1, 1) as number;
const card = (page: Page, c: Card) => page.getByRole('button', { name: cardNameDe(c), exact: true });
const counter = (page: Page, id: string) => page.locator(`[data-counter="${id}"] dd`);

function after(s: KlondikeState, m: KlondikeMove): KlondikeState {
  const r = playMove(s, m);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}

function solution(s: KlondikeState): readonly KlondikeMove[] {
  const a = solve(s);
  if (typeof a === 'string') throw new Error(`deal not solved: ${a}`);
  return a;
}

/** The card a tap picks up for a move: the head of the run that goes. */
function movingCard(s: KlondikeState, m: KlondikeMove): Card {
  if (isColumnPlace(m.from)) {
    const col = s.columns[m.from] as readonly Card[];
    const n = m.to === HOME ? 1 : columnMoveCount(s, m.from, m.to);
    return col[col.length - n] as Card;
  }
  if (m.from === WASTE) return s.waste.at(-1) as Card;
  const suit = m.from - FOUNDATION;
  return ((s.foundations[suit] as number) - 1) * 4 + suit;
}

/** Tap a move as a person would: the source card, then the target (a card, an empty column, a foundation). */
async function tapMove(page: Page, s: KlondikeState, m: KlondikeMove): Promise<void> {
  if (m.from === STOCK) return page.locator('[data-place="stock"]').click();
  const c = movingCard(s, m);
  await card(page, c).click({ position: { x: 8, y: 6 } });
  if (m.to === HOME) {
    const top = s.foundations[c & 3] as number;
    if (top === 0) return page.locator(`[data-place="home-${c & 3}"]`).click();
    return card(page, (top - 1) * 4 + (c & 3)).click();
  }
  const col = s.columns[m.to] as readonly Card[];
  if (col.length === 0) return page.locator(`[data-place="col-${m.to}"]`).click();
  return card(page, col.at(-1) as Card).click({ position: { x: 8, y: 6 } });
}

/** The same move by keys (fast replay): S, A, 1–7, 0. */
async function keyMove(page: Page, m: KlondikeMove): Promise<void> {
  if (m.from === STOCK) return page.keyboard.press('s');
  if (isFoundationPlace(m.from)) throw new Error('no key picks up from a foundation');
  await page.keyboard.press(m.from === WASTE ? 'a' : String(m.from + 1));
  await page.keyboard.press(m.to === HOME ? '0' : String(m.to + 1));
}

async function open(page: Page, query: string): Promise<void> {
  await page.goto(`./#/klondike?${query}`);
  await expect(page.locator('[data-place="stock"]')).toBeVisible();
}

test('KLO-1 KLO-6 KLO-8 a proven deal is won by tapping the solver’s solution ("Spiel beenden" when the solution reaches it)', async ({ page }) => {
  test.slow();
  await open(page, `deal=${DEAL}`);
  await expect(page.getByTestId('round-label')).toContainText(`Blatt Nr. ${DEAL}`);
  // KLO-1: face-down cards have a name.
  await expect(page.getByRole('img', { name: 'verdeckte Karte' })).toHaveCount(21);
  let s = newDeal(DEAL);
  for (const m of solution(s)) {
    if (canFinish(s)) break;
    await tapMove(page, s, m);
    s = after(s, m);
    await expect(counter(page, 'moves')).toHaveText(String(s.moves));
  }
  // The solution either reaches "Spiel beenden" (KLO-8) or plays every card home itself.
  if (canFinish(s)) {
    await expect(counter(page, 'score')).toHaveText(new Intl.NumberFormat('de-DE').format(s.score));
    await page.getByRole('button', { name: 'Spiel beenden' }).click();
  } else expect(isWon(s)).toBe(true);
  const end = page.getByTestId('end-panel');
  await expect(end).toBeVisible();
  await expect(end.getByRole('heading')).toHaveText('Gewonnen!');
  await page.goto('./#/stats');
  await expect(page.locator('main')).toContainText(/Gewonnen\s*1/);
});

test('KLO-2 KLO-6 a run is dragged onto another column; targets light while it flies', async ({ page }) => {
  let s = newDeal(DEAL);
  const sol = solution(s);
  const at = sol.findIndex((m, i) => {
    const st = sol.slice(0, i).reduce(after, newDeal(DEAL));
    return isColumnPlace(m.from) && isColumnPlace(m.to) && columnMoveCount(st, m.from, m.to) >= 2;
  });
  expect(at).toBeGreaterThan(0);
  await open(page, `deal=${DEAL}`);
  for (const m of sol.slice(0, at)) {
    await keyMove(page, m);
    s = after(s, m);
  }
  await expect(counter(page, 'moves')).toHaveText(String(s.moves));
  const m = sol[at] as KlondikeMove;
  const head = movingCard(s, m);
  const onto = (s.columns[m.to] as readonly Card[]).at(-1) as Card;
  const from = await card(page, head).boundingBox();
  const to = await card(page, onto).boundingBox();
  if (!from || !to) throw new Error('no boxes');
  await page.mouse.move(from.x + 10, from.y + 6);
  await page.mouse.down();
  await page.mouse.move(from.x + 30, from.y + 30, { steps: 4 });
  await expect(page.locator('.ring.target').first()).toBeVisible();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  await page.mouse.up();
  s = after(s, m);
  await expect(counter(page, 'moves')).toHaveText(String(s.moves));
  const moved = await card(page, head).boundingBox();
  expect(Math.abs((moved?.x ?? 0) - to.x)).toBeLessThan(2);
  expect(moved?.y ?? 0).toBeGreaterThan(to.y);
});

test('KLO-5 Ziehen 3: three cards fanned, the empty stock turns the waste over for a new pass', async ({ page }) => {
  await open(page, `deal=${DEAL}&draw=3`);
  await expect(page.getByTestId('round-label')).toContainText('Ziehen 3');
  const stock = page.locator('[data-place="stock"]');
  await stock.click();
  let s = after(newDeal(DEAL, { draw: 3, scoring: 'standard', carry: 0 }), { from: STOCK, to: STOCK });
  // The top three waste cards show: the top one is a button, the two under it are pictures.
  await expect(card(page, s.waste.at(-1) as Card)).toBeVisible();
  await expect(page.getByRole('img', { name: cardNameDe(s.waste.at(-2) as Card), exact: true })).toBeVisible();
  for (let i = 0; i < 7; i++) await stock.click();
  for (let i = 0; i < 7; i++) s = after(s, { from: STOCK, to: STOCK });
  await expect(stock).toHaveAccessibleName(/leer/);
  await stock.click();
  s = after(s, { from: STOCK, to: STOCK });
  expect(s.pass).toBe(2);
  await expect(stock).toHaveAccessibleName('Stapel, 24 Karten');
  await expect(counter(page, 'moves')).toHaveText('9');
  await expect(counter(page, 'score')).toHaveText('0');
});

test('KLO-3 KLO-6 KLO-10 a card comes back from a foundation (−15) and goes home again when tapped twice', async ({ page }) => {
  let s = newDeal(DEAL);
  const sol = solution(s);
  await open(page, `deal=${DEAL}`);
  let back: KlondikeMove | undefined;
  for (const m of sol) {
    back = legalMoves(s).find((x) => isFoundationPlace(x.from));
    if (back) break;
    await keyMove(page, m);
    s = after(s, m);
  }
  if (!back) throw new Error('no take-back along the solution');
  await expect(counter(page, 'moves')).toHaveText(String(s.moves));
  const c = movingCard(s, back);
  await tapMove(page, s, back);
  const t = after(s, back);
  await expect(counter(page, 'score')).toHaveText(String(t.score));
  expect(t.score).toBe(Math.max(0, s.score - 15));
  // Tap it, then tap it again: it goes back to its foundation (KLO-6).
  await card(page, c).click();
  await expect(card(page, c)).toHaveAttribute('aria-pressed', 'true');
  await card(page, c).click();
  await expect(counter(page, 'moves')).toHaveText(String(t.moves + 1));
  await expect(page.locator(`[data-place="home-${c & 3}"]`)).toBeAttached();
});

test('KLO-7 KLO-13 a reload resumes the table with its undo history', async ({ page }) => {
  await open(page, `deal=${DEAL}`);
  let s = newDeal(DEAL);
  for (const m of solution(s).slice(0, 6)) {
    await keyMove(page, m);
    s = after(s, m);
  }
  await expect(counter(page, 'moves')).toHaveText(String(s.moves));
  await page.reload();
  await expect(counter(page, 'moves')).toHaveText(String(s.moves));
  await expect(page.getByRole('status')).toContainText('angefangenes Spiel');
  const undo = page.getByRole('button', { name: 'Rückgängig' });
  await expect(undo).toBeEnabled();
  await undo.click();
  await expect(counter(page, 'moves')).toHaveText(String(s.moves - 1));
});

test('KLO-12 "Nur lösbare Blätter" deals a deal the solver proves, computed in a worker', async ({ page }) => {
  await open(page, `deal=${DEAL}`);
  await page.getByRole('button', { name: 'Menü' }).click();
  await page.getByText('Nur lösbare Blätter').click();
  // The deal's number, not a substring: Playwright trims the expected text, so "Blatt Nr. 1 " matched
  // every deal number that starts with 1 (a flaky failure on random deals).
  const dealShown = async (): Promise<number> =>
    Number(/Blatt Nr\. ([\d.]+)/.exec((await page.getByTestId('round-label').textContent()) ?? '')?.[1]?.replaceAll('.', ''));
  await expect.poll(dealShown).not.toBe(DEAL);
  await expect(page.locator('[data-place="stock"]')).toBeVisible();
  const n = await dealShown();
  expect(Array.isArray(solve(newDeal(n)))).toBe(true);
  // The next new deal is proven too.
  await page.getByRole('button', { name: 'Menü' }).click();
  await page.getByRole('button', { name: 'Neues Blatt' }).click();
  await expect.poll(dealShown).not.toBe(n);
  const n2 = await dealShown();
  expect(Array.isArray(solve(newDeal(n2)))).toBe(true);
});

for (const [w, h] of [
  [360, 740],
  [390, 844],
  [740, 360],
  [1280, 800],
] as const) {
  test(`shared screen at ${w}×${h}: no scroll, one board, status and toolbar, 44 px buttons`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    await open(page, `deal=${DEAL}&draw=3`);
    for (let i = 0; i < 3; i++) await page.locator('[data-place="stock"]').click();
    const m = await page.evaluate(() => ({
      sh: document.documentElement.scrollHeight,
      sw: document.documentElement.scrollWidth,
      ih: innerHeight,
      iw: innerWidth,
    }));
    expect(m.sh).toBeLessThanOrEqual(m.ih);
    expect(m.sw).toBeLessThanOrEqual(m.iw);
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
    // Cards stay at least 22 px wide.
    const cw = await page.locator('[data-place="stock"]').boundingBox();
    expect(cw?.width ?? 0).toBeGreaterThanOrEqual(22);
  });
}

/** A proven deal and its solution's moves up to the position where "Spiel beenden" is offered (every card face up). */
function toFinish(): { deal: number; moves: KlondikeMove[]; at: KlondikeState } {
  for (let seed = DEAL; ; seed = nextWinnableSeed(seed + 1, 1) as number) {
    let s = newDeal(seed);
    const moves: KlondikeMove[] = [];
    for (const m of solution(s)) {
      if (canFinish(s) || isFoundationPlace(m.from)) break;
      moves.push(m);
      s = after(s, m);
    }
    if (canFinish(s)) return { deal: seed, moves, at: s };
  }
}

test('KLO-8 "Spiel beenden": with every card face up the main action sends the cards home and the game is won', async ({ page }) => {
  test.slow();
  const { deal, moves, at } = toFinish();
  await open(page, `deal=${deal}`);
  await expect(page.getByTestId('finish')).toHaveCount(0);
  for (const m of moves) await keyMove(page, m);
  await expect(counter(page, 'moves')).toHaveText(String(at.moves));
  await expect(page.getByRole('img', { name: 'verdeckte Karte' })).toHaveCount(0);
  await expect(page.getByRole('status')).toContainText(/beenden/i);
  const finish = page.getByRole('button', { name: 'Spiel beenden' });
  await expect(finish).toBeVisible();
  await finish.click();
  // Every card goes home: each foundation shows its king.
  for (let suit = 0; suit < 4; suit++) await expect(page.locator(`[data-place="home-${suit}"]`)).toBeVisible();
  for (let suit = 0; suit < 4; suit++) await expect(card(page, 12 * 4 + suit)).toBeVisible();
  const end = page.getByTestId('end-panel');
  await expect(end).toBeVisible();
  await expect(end.getByRole('heading')).toHaveText('Gewonnen!');
  await expect(page.getByTestId('finish')).toHaveCount(0);
});

test('arrow keys move a cursor over the table; Enter picks up and places, Esc lets go', async ({ page }) => {
  // A deal with a column-to-column move at the start.
  let deal = 0;
  while (!legalMoves(newDeal(deal)).some((x) => isColumnPlace(x.from) && isColumnPlace(x.to))) deal++;
  const s = newDeal(deal);
  const m = legalMoves(s).find((x) => isColumnPlace(x.from) && isColumnPlace(x.to)) as KlondikeMove;
  await open(page, `deal=${deal}`);
  const last = (c: number): Card => s.columns[c]?.at(-1) as Card;
  const arrows = async (key: string, n: number): Promise<void> => {
    for (let i = 0; i < n; i++) await page.keyboard.press(key);
  };
  await page.keyboard.press('ArrowRight'); // the first arrow shows the cursor on column 1
  await expect(card(page, last(0))).toBeFocused();
  await arrows('ArrowRight', 2);
  await expect(card(page, last(2))).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(card(page, last(2))).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await expect(card(page, last(2))).toHaveAttribute('aria-pressed', 'false');
  // Pick up at the move's column and place at its target.
  await arrows('ArrowLeft', 6);
  await arrows('ArrowRight', m.from);
  await page.keyboard.press('Enter');
  await arrows('ArrowLeft', 6);
  await arrows('ArrowRight', m.to);
  await page.keyboard.press('Enter');
  await expect(counter(page, 'moves')).toHaveText('1');
  await expect(page.locator(`[data-place="col-${m.to}"]`)).toHaveCount(1);
  // Up from the columns goes to the top row: the last column → the stock (on the right unless the
  // player chose the left hand); Space turns a card.
  await arrows('ArrowRight', 6);
  await arrows('ArrowUp', 14);
  await expect(page.locator('[data-place="stock"]')).toBeFocused();
  await page.keyboard.press(' ');
  await expect(counter(page, 'moves')).toHaveText('2');
});

// A long task is wall-clock time: on a machine shared by many jobs a plain redraw can pass 200 ms
// now and then, so this check may run again (a proof on the main thread would fail every time).
test.describe('the daily off the main thread', () => {
  test.describe.configure({ retries: 2 });
  test('KLO-12 the daily opens without a long main-thread task: its proof runs in the worker', async ({ page }) => {
    // Of the open days, the one whose proof searches the most positions (the longest proof on the main thread before).
    const today = localDayKey(new Date());
    const days = Array.from({ length: 30 }, (_, i) => addDays(today, -i));
    const work = (day: string): number => {
      let nodes = 0;
      for (let seed = daySeed(day); seed <= (nextWinnableSeed(daySeed(day), 1) as number); seed++) nodes += solveReport(newDeal(seed)).nodes;
      return nodes;
    };
    const cost = new Map(days.map((d) => [d, work(d)]));
    const day = days.reduce((a, b) => ((cost.get(b) as number) > (cost.get(a) as number) ? b : a));
    const deal = nextWinnableSeed(daySeed(day), 1) as number;
    await page.addInitScript(() => {
      const w = window as unknown as { longTasks: number[] };
      w.longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.longTasks.push(e.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    // The page is open first (its code loaded and a table drawn), then the daily's link is followed.
    await open(page, `deal=${DEAL}`);
    await page.evaluate(() => ((window as unknown as { longTasks: number[] }).longTasks.length = 0));
    await page.goto(`./#/klondike?daily=1${day === today ? '' : `&day=${day}`}`);
    await expect(page.getByTestId('round-label')).toContainText('Tagesaufgabe');
    // The daily's deal: the first proven deal from the day's number on (its columns' face-up cards).
    const s = newDeal(deal);
    for (const col of s.columns) await expect(card(page, col.at(-1) as Card)).toBeVisible();
    const long = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
    expect(Math.max(0, ...long)).toBeLessThan(200);
  });
});

// Issue 34 (1): random play opened "Menü" on the daily while its deal was still being proven in the
// worker, and the menu's draw choice read a round that did not exist yet (an uncaught TypeError).
// The worker's script is held back here, so the daily stays in preparation for as long as needed.
test('issue 34: while the daily is still being proven, the menu and keys wait for the round and nothing throws', async ({ page }) => {
  let release = (): void => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/assets/solve.worker-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('./#/klondike?daily=1');
  await expect(page.locator('[data-screen="status"]')).toHaveText('Blatt wird geprüft …');
  // The keys of the fault run's last actions: none of them may reach a table that is not there.
  for (const key of ['s', 'y', 'p', 'z', 'ArrowLeft', 'Enter', 'u', 'w', 'h', 'f', '1']) await page.keyboard.press(key);
  await page.getByRole('button', { name: 'Menü' }).click();
  const menu = page.getByTestId('game-menu');
  await expect(menu).toBeVisible();
  for (const name of ['1 Karte', '3 Karten', 'Standard', 'Vegas', 'Nur lösbare Blätter']) {
    const choice = menu.getByRole('radio', { name, exact: true });
    await expect(choice, name).toBeDisabled();
    await expect(choice, name).not.toBeChecked();
  }
  await expect(menu.getByRole('button', { name: 'Link kopieren' })).toBeDisabled();
  await menu.getByRole('button', { name: 'Schließen' }).click();
  await expect(page.locator('[data-screen="status"]')).toHaveText('Blatt wird geprüft …');
  release();
  await expect(page.getByTestId('round-label')).toContainText('Tagesaufgabe');
  await expect(page.locator('[data-place="stock"]')).toBeVisible();
  // Now the round is there, and the menu shows its draw count and scoring.
  await page.getByRole('button', { name: 'Menü' }).click();
  await expect(menu.getByRole('radio', { name: '1 Karte', exact: true })).toBeChecked();
  await expect(menu.getByRole('radio', { name: 'Standard', exact: true })).toBeChecked();
  await expect(menu.getByRole('radio', { name: '3 Karten', exact: true })).toBeEnabled();
});
