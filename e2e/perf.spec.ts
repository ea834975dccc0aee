// Issue 21 "Speed a player feels": a tap's handler time in the real page, for every game on the
// shared screen. A tap is measured from the moment each of its input events reaches the page (a
// capturing listener on window, registered before the app's own) to the end of that event's
// synchronous work (a listener on the bubbling phase at window, see installProbe); the tap's time is
// the union of its events' intervals (pointerdown, mousedown, pointerup, mouseup, click; keydown and
// keyup for a key). Also reported: the time to a MessageChannel task posted at each event's start,
// which may include a frame's style, layout and paint. Event Timing is not used: Chromium reports
// only events whose duration reaches 16 ms, so the fast taps would be missing from the percentiles.
//
// Each game plays ~30 real moves (a card to a free cell, a pair, a tile, a flag, a draw from the
// stock, a slide by key). The machine running the tests is shared: the spec reports p50/p95 per game
// (annotations and console) and asserts only p95 < 50 ms; the target (p95 under 4 ms) is a report.
import { test, expect } from './fixtures.ts';
import type { Locator, Page } from '@playwright/test';
import { GAMES } from '../src/games/registry.ts';

declare global {
  interface Window {
    __tapSpans: Array<Array<[number, number, number]>>;
  }
}

const TAPS = 30;

/**
 * Installed before the app: records, per tap, two intervals per input event: [start, end of its
 * dispatch] and [start, the task posted at its start]. The dispatch's end is a listener added, at
 * the start, to the bubbling phase at window: it runs after every listener of the page (the app's
 * window listeners too, being added last) and after the microtasks they queued (a checkpoint follows
 * each listener). When the app stops the event's propagation, the posted task's time stands in.
 */
function installProbe(): void {
  window.__tapSpans = [];
  const starts = new Set(['pointerdown', 'keydown']);
  const types = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click', 'keydown', 'keyup'];
  for (const type of types) {
    window.addEventListener(
      type,
      () => {
        const t0 = performance.now();
        const taps = window.__tapSpans;
        if (starts.has(type) || taps.length === 0) taps.push([]);
        const spans = taps[taps.length - 1] as Array<[number, number, number]>;
        let end = -1;
        const mark = (): void => {
          end = performance.now();
        };
        window.addEventListener(type, mark, { once: true });
        const ch = new MessageChannel();
        ch.port1.onmessage = () => {
          const task = performance.now();
          window.removeEventListener(type, mark);
          spans.push([t0, end < 0 ? task : end, task]);
        };
        ch.port2.postMessage(0);
      },
      true,
    );
  }
}

/** Length of the union of intervals. */
function unionLength(spans: ReadonlyArray<readonly [number, number]>): number {
  const s = [...spans].sort((a, b) => a[0] - b[0]);
  let total = 0;
  let end = -Infinity;
  for (const [a, b] of s) {
    if (b <= end) continue;
    total += b - Math.max(a, end);
    end = b;
  }
  return total;
}

const quantile = (xs: readonly number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
};

/** One measured action: a tap on a locator or a key. */
type Action = { readonly tap: Locator } | { readonly key: string };

interface Driver {
  /** The link that opens a fixed game. */
  readonly url: string;
  /** Unmeasured set-up after the page opened. */
  readonly setup?: (page: Page) => Promise<void>;
  /** The k-th measured action (unmeasured preparation may happen first). */
  readonly next: (page: Page, k: number) => Promise<Action>;
  /** Unmeasured work after the k-th action (e.g. undo to keep the stock). */
  readonly after?: (page: Page, k: number) => Promise<void>;
}

const undo = async (page: Page): Promise<void> => {
  await page.keyboard.press('u');
};

/** The bottom card of each FreeCell column (the lowest card button at each column's x). */
async function freecellBottom(page: Page, column: number): Promise<string> {
  return page.evaluate((c) => {
    const byX = new Map<number, HTMLElement>();
    for (const el of document.querySelectorAll<HTMLElement>('.card-btn.in-col')) {
      const x = Math.round(parseFloat(el.style.left));
      const best = byX.get(x);
      if (!best || parseFloat(el.style.top) > parseFloat(best.style.top)) byX.set(x, el);
    }
    const cols = [...byX.keys()].sort((a, b) => a - b);
    return byX.get(cols[c % cols.length] as number)?.dataset['card'] ?? '';
  }, column);
}

const DRIVERS: Partial<Record<string, Driver>> = {
  // A card to a free cell: tap the column's bottom card, then an empty free cell; undo when all four are full.
  freecell: {
    url: '#/freecell?deal=1',
    async next(page, k) {
      if (k % 2 === 0) {
        if ((await page.locator('[data-place^="cell-"][data-card]').count()) === 4) for (let i = 0; i < 4; i++) await undo(page);
        return { tap: page.locator(`.card-btn.in-col[data-card="${await freecellBottom(page, k / 2)}"]`) };
      }
      return { tap: page.locator('[data-place^="cell-"]:not([data-card])').first() };
    },
  },
  // Draws from the stock (undone after each, so the stock never runs out).
  klondike: { url: '#/klondike?deal=1', next: async (page) => ({ tap: page.locator('[data-place="stock"]') }), after: undo },
  spider: { url: '#/spider?deal=1', next: async (page) => ({ tap: page.getByTestId('stock') }), after: undo },
  pyramid: { url: '#/pyramid?deal=1', next: async (page) => ({ tap: page.getByTestId('stock') }), after: undo },
  // A pair that follows in reading order: tap its first number, then its second.
  numbermatch: {
    url: '#/numbermatch?seed=7',
    async next(page, k) {
      if (k % 2 === 1) return { tap: page.locator('[data-perf="b"]') };
      const found = await page.evaluate(() => {
        for (const el of document.querySelectorAll('[data-perf]')) el.removeAttribute('data-perf');
        // The drawn cells by index; the first number from each cell along reading order, down, and
        // both diagonals down (NUM-2) is its only partner there.
        const byIndex = new Map<number, HTMLElement>();
        for (const el of document.querySelectorAll<HTMLElement>('[data-cell][data-value]')) {
          const [r, c] = (el.dataset['cell'] ?? '0,0').split(',').map(Number);
          byIndex.set((r ?? 0) * 9 + (c ?? 0), el);
        }
        const value = (i: number): number => Number(byIndex.get(i)?.dataset['value'] ?? -1);
        const last = Math.max(...byIndex.keys());
        for (const [i, el] of [...byIndex].sort((x, y) => x[0] - y[0])) {
          const v = value(i);
          if (v <= 0) continue;
          for (const step of [1, 9, 10, 8]) {
            let j = i + step;
            while (j <= last && value(j) === 0 && (step === 1 || (step === 10 ? j % 9 !== 0 : step === 8 ? j % 9 !== 8 : true))) j += step;
            if (step === 10 && j % 9 === 0) continue;
            if (step === 8 && j % 9 === 8) continue;
            const w = value(j);
            if (w > 0 && (w === v || w + v === 10)) {
              el.setAttribute('data-perf', 'a');
              byIndex.get(j)?.setAttribute('data-perf', 'b');
              return true;
            }
          }
        }
        return false;
      });
      if (!found) await page.getByTestId('nm-add').click();
      if (!found) return next(page, k);
      return { tap: page.locator('[data-perf="a"]') };
    },
  },
  // Slides by key (2048 has no tap move): left, down, right, down.
  '2048': { url: '#/2048?seed=1', next: async (_page, k) => ({ key: ['ArrowLeft', 'ArrowDown', 'ArrowRight', 'ArrowDown'][k % 4] as string }) },
  // The first tap opens the field; then, in flag mode, flags go on and off covered cells.
  mines: {
    url: '#/mines?seed=1',
    async next(page, k) {
      if (k === 0) return { tap: page.locator('[data-cell="40"]') };
      if (k === 1) await page.getByTestId('flag-mode').click();
      return { tap: page.locator('[data-look="covered"], [data-look="flag"]').nth(k % 6) };
    },
  },
  // A tile next to the gap slides into it.
  fifteen: {
    url: '#/fifteen?seed=1',
    async next(page, k) {
      const tile = await page.evaluate((turn) => {
        const gap = document.querySelector<HTMLElement>('.gap');
        if (!gap) return '';
        const g = { x: parseFloat(gap.style.left), y: parseFloat(gap.style.top), w: parseFloat(gap.style.width) };
        const near = [...document.querySelectorAll<HTMLElement>('[data-tile]')].filter((t) => {
          const d = Math.abs(parseFloat(t.style.left) - g.x) + Math.abs(parseFloat(t.style.top) - g.y);
          return Math.abs(d - g.w) < g.w * 0.5;
        });
        return near[turn % near.length]?.dataset['tile'] ?? '';
      }, k);
      return { tap: page.locator(`[data-tile="${tile}"]`) };
    },
  },
};

/** Numbermatch's `next` refers to itself when it had to add numbers first. */
const next = (page: Page, k: number): Promise<Action> => (DRIVERS['numbermatch'] as Driver).next(page, k);

for (const game of GAMES) {
  test(`issue 21: ${game.id}: a tap's handler time (p50/p95 reported, p95 < 50 ms asserted)`, async ({ page }, info) => {
    const driver = DRIVERS[game.id];
    test.fixme(!driver, `${game.id} has no tap driver yet`);
    if (!driver) return;
    await page.addInitScript(installProbe);
    await page.goto(`./${driver.url}`);
    const onScreen = await page
      .locator('[data-screen-root]')
      .waitFor({ timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    test.fixme(!onScreen, `${game.id} is not on the shared screen yet`);
    await driver.setup?.(page);
    const times: number[] = [];
    /** The same taps up to the task posted at each event's start (may include a frame's rendering). */
    const toTask: number[] = [];
    for (let k = 0; k < TAPS; k++) {
      const action = await driver.next(page, k);
      await page.evaluate(() => (window.__tapSpans = []));
      if ('tap' in action) await action.tap.click();
      else await page.keyboard.press(action.key);
      // Let the posted tasks run, then read this action's spans.
      const spans = await page.evaluate(
        () =>
          new Promise<Array<Array<[number, number, number]>>>((resolve) => {
            const ch = new MessageChannel();
            ch.port1.onmessage = () => resolve(window.__tapSpans);
            ch.port2.postMessage(0);
          }),
      );
      const tap = spans.flat();
      if (tap.length > 0) {
        times.push(unionLength(tap.map(([a, b]) => [a, b] as const)));
        toTask.push(unionLength(tap.map(([a, , c]) => [a, c] as const)));
      }
      await driver.after?.(page, k);
    }
    const ms = (x: number): number => Math.round(x * 100) / 100;
    const report = {
      n: times.length,
      p50: ms(quantile(times, 0.5)),
      p95: ms(quantile(times, 0.95)),
      max: ms(Math.max(...times)),
      toTaskP50: ms(quantile(toTask, 0.5)),
      toTaskP95: ms(quantile(toTask, 0.95)),
    };
    console.log(`tap handler ms ${game.id}`, JSON.stringify(report));
    info.annotations.push({ type: 'perf', description: `${game.id} tap handler ms ${JSON.stringify(report)}` });
    expect(times.length).toBeGreaterThanOrEqual(TAPS - 2);
    expect(report.p95).toBeLessThan(50);
  });
}
