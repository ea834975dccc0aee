// Issue 21 "Speed a player feels": a tap's handler time in the real page, for every game on the
// shared screen. A tap is measured from the moment each of its input events reaches the page (a
// capturing listener on window, registered before the app's own) to the end of that event's
// synchronous work (a listener on the bubbling phase at window, see installProbe); the tap's time is
// the union of its events' intervals (pointerdown, mousedown, pointerup, mouseup, click; keydown and
// keyup for a key). Also reported: the time to a MessageChannel task posted at each event's start,
// which may include a frame's style, layout and paint. Event Timing is not used: Chromium reports
// only events whose duration reaches 16 ms, so the fast taps would be missing from the percentiles.
//
// Taps are mouse clicks at the element's centre (page.mouse), not Locator.click, whose hit-target
// check runs inside the page's input listeners (elementsFromPoint, 0.3–1.5 ms a tap) and would be
// timed as if it were the app's.
//
// To measure rather than smoke-test, run it alone on a quiet machine with more taps:
// `PERF_TAPS=100 PERF_VERBOSE=1 npx playwright test perf.spec --workers 1` (each tap's time is printed;
// a driver whose round ends first deals it again, see reopen in drive.ts).
//
// Each game plays ~30 real moves (a card to a free cell, a pair, a tile, a flag, a draw from the
// stock, a slide by key). The machine running the tests is shared: the spec reports p50/p95 per game
// (annotations and console) and asserts only p95 < 50 ms; the target (p95 under 4 ms) is a report.
import { test, expect } from './fixtures.ts';
import { GAMES } from '../src/games/registry.ts';
import { driveOf } from './drive.ts';

declare global {
  interface Window {
    __tapSpans: Array<Array<[number, number, number]>>;
  }
}

// PERF_TAPS=100 for a measurement on a quiet machine (the suite's default keeps it short).
const TAPS = Number(process.env['PERF_TAPS'] ?? 30);

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
        // The clock starts once the probe's own setup is done (a channel and a listener: ~0.05 ms an
        // event, which would otherwise be timed as the app's).
        const t0 = performance.now();
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

for (const game of GAMES) {
  test(`issue 21: ${game.id}: a tap's handler time (p50/p95 reported, p95 < 50 ms asserted)`, async ({ page }, info) => {
    const driver = (await driveOf(game.id))?.perf;
    if (!driver) throw new Error(`${game.id}: add e2e/${game.id}.drive.ts (see e2e/drive.ts)`);
    await page.addInitScript(installProbe);
    await page.goto(`./${driver.url}`);
    await expect(page.locator('[data-screen-root]'), `${game.id} is on the shared screen`).toHaveCount(1);
    await driver.setup?.(page);
    const times: number[] = [];
    /** The same taps up to the task posted at each event's start (may include a frame's rendering). */
    const toTask: number[] = [];
    for (let k = 0; k < TAPS; k++) {
      const action = await driver.next(page, k);
      await page.evaluate(() => (window.__tapSpans = []));
      if ('tap' in action) {
        // A mouse click at the element's centre, as a person taps: Locator.click would add Playwright's
        // own hit-target check (elementsFromPoint in a listener of each input event) to the time.
        const box = await action.tap.boundingBox();
        if (!box) throw new Error(`${game.id}: tap ${k} has no box`);
        const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
        await page.mouse.click(x, y);
      } else await page.keyboard.press(action.key);
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
    if (process.env['PERF_VERBOSE']) console.log(`each tap ${game.id}`, times.map((t) => ms(t)).join(' '));
    info.annotations.push({ type: 'perf', description: `${game.id} tap handler ms ${JSON.stringify(report)}` });
    expect(times.length).toBeGreaterThanOrEqual(TAPS - 2);
    expect(report.p95).toBeLessThan(50);
  });
}
