// Random play (issue 34): a seeded walk of taps, drags, swipes, long presses and keys over a game's
// page, its menu, help and statistics and the app's other routes, and back. Every choice comes from
// core's seeded generator (kb-rng-1), so a failing walk is replayed from its seed; the app's own
// random numbers (new deals) are seeded too. After each action the walk stops at the first page
// error or console error; from time to time it reloads the game and compares what it shows.
import type { CDPSession, Page } from '@playwright/test';
import { createRng, hashString, type Rng } from '../src/core/rng.ts';

/** What the walk may do; a phone taps and swipes by touch, a desktop clicks and drags the mouse. */
export interface WalkOptions {
  readonly id: string;
  readonly touch: boolean;
  readonly seed: number;
  /** The routes the walk wanders to (another game, the start page, statistics, settings, help …). */
  readonly routes: readonly string[];
}

/** One target the walk can hit: a visible element's box, a short description for the log. */
interface Target {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  readonly what: string;
  readonly modal: boolean;
  readonly board: boolean;
}

/** The keys a player might press: every game's letters and digits, arrows, Enter, Space, Esc, Tab, undo/redo chords. */
const KEYS = [
  ...'abcdefghijklmnopqrstuvwxyz0123456789?+-'.split(''),
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Enter',
  ' ',
  'Escape',
  'Tab',
  'Shift+Tab',
  'Backspace',
  'Home',
  'End',
  'Control+z',
  'Control+y',
];

/** The seed of one walk: the run's seed mixed with the game and the screen, so each walk differs. */
export const walkSeed = (base: number, id: string, screen: string): number => (hashString(`${base}:${id}:${screen}`) ^ base) >>> 0;

/**
 * The page's random numbers (crypto, Math.random) from the walk's seed: the same new deals on a
 * replay. Each load of the page goes on from another point (counted in the tab's sessionStorage,
 * which the app does not use): a reload must not deal the very rounds it dealt before.
 */
export async function seedPage(page: Page, seed: number): Promise<void> {
  await page.addInitScript((s: number) => {
    // about:blank (history gone back past the app) has no storage: nothing of the app runs there.
    if (location.protocol !== 'http:' && location.protocol !== 'https:') return;
    const loads = Number(sessionStorage.getItem('kk-walk-loads') ?? '0') + 1;
    sessionStorage.setItem('kk-walk-loads', String(loads));
    let a = (s ^ Math.imul(loads, 0x9e3779b9)) >>> 0;
    // mulberry32: small and enough for picking deals; the walk's own choices use kb-rng-1.
    const next = (): number => {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return (t ^ (t >>> 14)) >>> 0;
    };
    Math.random = () => next() / 2 ** 32;
    const fill = <T extends ArrayBufferView | null>(arr: T): T => {
      if (arr) {
        const bytes = new Uint8Array(arr.buffer, arr.byteOffset, arr.byteLength);
        for (let i = 0; i < bytes.length; i++) bytes[i] = next() & 0xff;
      }
      return arr;
    };
    crypto.getRandomValues = fill as typeof crypto.getRandomValues;
  }, seed);
}

/** Every element a player could hit, in one pass over the page (boxes in viewport pixels). */
const targetsOf = (page: Page): Promise<Target[]> =>
  page.evaluate(() => {
    const out: Target[] = [];
    const vw = window.innerWidth;
    const vh = window.innerHeight;
    const modal = document.querySelector('dialog[open]');
    const sel =
      'button, a[href], input, select, textarea, summary, label, [role="button"], [role="gridcell"], [role="radio"], [role="checkbox"], [tabindex], [data-place], [data-board] [aria-label], [data-board] [data-i], [data-board] [data-bowl]';
    for (const el of document.querySelectorAll<HTMLElement>(sel)) {
      if (out.length >= 400) break;
      // Links that leave the app (or open a window or a download) are not followed.
      if (el instanceof HTMLAnchorElement) {
        const href = el.getAttribute('href') ?? '';
        if (el.target === '_blank' || el.hasAttribute('download') || !(href.startsWith('#') || el.origin === location.origin)) continue;
      }
      const r = el.getBoundingClientRect();
      if (r.width < 3 || r.height < 3 || r.right < 0 || r.bottom < 0 || r.left > vw || r.top > vh) continue;
      const x = Math.max(0, r.left);
      const y = Math.max(0, r.top);
      const label = el.getAttribute('aria-label') ?? el.getAttribute('data-testid') ?? el.textContent ?? '';
      out.push({
        x,
        y,
        w: Math.min(vw, r.right) - x,
        h: Math.min(vh, r.bottom) - y,
        what: `${el.tagName.toLowerCase()} "${label.trim().replace(/\s+/g, ' ').slice(0, 40)}"`,
        modal: modal !== null && modal.contains(el),
        board: el.closest('[data-board]') !== null,
      });
    }
    return out;
  });

/** A point inside a target (not always its centre: a card's corner, a cell's edge). */
const pointIn = (rng: Rng, t: Target): { x: number; y: number } => ({
  x: Math.round(t.x + t.w * (0.15 + 0.7 * rng.nextFloat())),
  y: Math.round(t.y + t.h * (0.15 + 0.7 * rng.nextFloat())),
});

const pick = <T>(rng: Rng, items: readonly T[]): T => items[rng.nextInt(items.length)] as T;

/** The walker: one instance per page; `step()` does one random action and returns what it did. */
export class Walker {
  readonly #page: Page;
  readonly #o: WalkOptions;
  readonly #rng: Rng;
  #cdp: CDPSession | null = null;
  /** Actions since the walk left the game's route (it comes back after a few). */
  #away = 0;
  #awayFor = 3;
  /** The targets last read and for how many more pointer actions they serve (one read per three saves time; boxes that moved a little are still random taps). */
  #targets: { all: Target[]; url: string; uses: number } | null = null;

  constructor(page: Page, o: WalkOptions) {
    this.#page = page;
    this.#o = o;
    this.#rng = createRng(o.seed);
  }

  get rng(): Rng {
    return this.#rng;
  }

  /** Whether the page shows the game's own route (not its help, not another page). */
  onGame(): boolean {
    const hash = new URL(this.#page.url()).hash;
    return hash === `#/${this.#o.id}` || hash.startsWith(`#/${this.#o.id}?`);
  }

  async #touch(type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number): Promise<void> {
    this.#cdp ??= await this.#page.context().newCDPSession(this.#page);
    await this.#cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  }

  /** Press at `from`, move in a few steps to `to`, let go (a drag or a swipe; by touch on a phone). */
  async #drag(from: { x: number; y: number }, to: { x: number; y: number }, steps: number, holdMs = 0): Promise<void> {
    const page = this.#page;
    if (this.#o.touch) {
      await this.#touch('touchStart', from.x, from.y);
      if (holdMs > 0) await page.waitForTimeout(holdMs);
      for (let i = 1; i <= steps; i++) await this.#touch('touchMove', from.x + ((to.x - from.x) * i) / steps, from.y + ((to.y - from.y) * i) / steps);
      await this.#touch('touchEnd', to.x, to.y);
      return;
    }
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    if (holdMs > 0) await page.waitForTimeout(holdMs);
    await page.mouse.move(to.x, to.y, { steps });
    await page.mouse.up();
  }

  async #tap(p: { x: number; y: number }): Promise<void> {
    if (this.#o.touch) await this.#page.touchscreen.tap(p.x, p.y);
    else await this.#page.mouse.click(p.x, p.y);
  }

  /** A target: mostly inside an open dialog when there is one, often on the board. */
  #target(all: readonly Target[]): Target | null {
    if (all.length === 0) return null;
    const modal = all.filter((t) => t.modal);
    if (modal.length > 0 && this.#rng.nextFloat() < 0.8) return pick(this.#rng, modal);
    const board = all.filter((t) => t.board);
    if (board.length > 0 && this.#rng.nextFloat() < 0.6) return pick(this.#rng, board);
    return pick(this.#rng, all);
  }

  /**
   * One random action; returns its description for the log. A page that navigates under the walk's
   * feet (a tap on a link while the walk reads the page) is no fault of the app: the walk waits for
   * the new page and goes on. Going back past the app's first page returns to the game.
   */
  async step(): Promise<string> {
    try {
      const what = await this.#step();
      return (await this.#inApp()) ? what : `${what}, left the app: back to #/${this.#o.id}`;
    } catch (e) {
      if (!/Execution context was destroyed|interrupted by another navigation|net::ERR_ABORTED|frame was detached/.test(String(e))) throw e;
      await this.#page.waitForLoadState('domcontentloaded').catch(() => null);
      await this.#inApp();
      return `(the page navigated during the action: ${String(e).split('\n')[0]?.slice(0, 80)})`;
    }
  }

  /** Whether the page is still the app; if not (history went back past its first page) it opens the game again. */
  async #inApp(): Promise<boolean> {
    const url = this.#page.url();
    if (url.includes('/#/') || /:\d+\/$/.test(url)) return true;
    await this.#page.goto(`./#/${this.#o.id}`);
    return false;
  }

  async #step(): Promise<string> {
    const page = this.#page;
    const rng = this.#rng;
    if (!this.onGame()) {
      this.#away++;
      if (this.#away > this.#awayFor) {
        this.#away = 0;
        this.#awayFor = 2 + rng.nextInt(6);
        if (rng.nextFloat() < 0.5) {
          await page.goBack().catch(() => null);
          if (this.onGame()) return 'back (history)';
        }
        await page.goto(`./#/${this.#o.id}`);
        return `back to #/${this.#o.id}`;
      }
    }
    const roll = rng.nextFloat();
    if (roll < 0.03) {
      const route = pick(rng, this.#o.routes);
      await page.goto(`./${route}`);
      return `go ${route}`;
    }
    if (roll < 0.035) {
      await page.goBack().catch(() => null);
      return 'history back';
    }
    if (roll < 0.32) {
      const key = pick(rng, KEYS);
      await page.keyboard.press(key);
      return `key ${key === ' ' ? 'Space' : key}`;
    }
    if (roll < 0.34 && this.#o.touch) {
      // The phone turned sideways, or upright again.
      const v = page.viewportSize();
      if (v) await page.setViewportSize({ width: v.height, height: v.width });
      return `turn to ${v?.height}×${v?.width}`;
    }
    if (roll < 0.345) {
      await page.waitForTimeout(400);
      return 'wait 400 ms';
    }
    const url = page.url();
    if (this.#targets === null || this.#targets.uses <= 0 || this.#targets.url !== url) this.#targets = { all: await targetsOf(page), url, uses: 3 };
    this.#targets.uses--;
    const all = this.#targets.all;
    const t = this.#target(all);
    const v = page.viewportSize() ?? { width: 800, height: 600 };
    if (!t) {
      const p = { x: rng.nextInt(v.width), y: rng.nextInt(v.height) };
      await this.#tap(p);
      return `tap ${p.x},${p.y} (nothing there)`;
    }
    // A control outside the board (a menu, a dialog, a link) changes the page: read it afresh next time.
    if (!t.board) this.#targets.uses = 0;
    const p = pointIn(rng, t);
    if (roll < 0.7) {
      await this.#tap(p);
      return `tap ${t.what}`;
    }
    if (roll < 0.74) {
      if (this.#o.touch) {
        await page.touchscreen.tap(p.x, p.y);
        await page.touchscreen.tap(p.x, p.y);
      } else await page.mouse.dblclick(p.x, p.y);
      return `double tap ${t.what}`;
    }
    if (roll < 0.77 && !this.#o.touch) {
      await page.mouse.click(p.x, p.y, { button: 'right' });
      return `right click ${t.what}`;
    }
    if (roll < 0.78) {
      await this.#drag(p, p, 1, 650);
      return `long press ${t.what}`;
    }
    if (roll < 0.88) {
      // A swipe: short and quick, one of four directions (the games that slide tiles).
      const [dx, dy] = pick(rng, [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ] as const);
      const len = 40 + rng.nextInt(120);
      const to = { x: Math.min(v.width - 1, Math.max(0, p.x + dx * len)), y: Math.min(v.height - 1, Math.max(0, p.y + dy * len)) };
      await this.#drag(p, to, 3);
      return `swipe ${t.what} ${dx > 0 ? 'right' : dx < 0 ? 'left' : dy > 0 ? 'down' : 'up'}`;
    }
    // A drag from one target onto another (a card onto a column, a stone onto a bowl).
    const to = this.#target(all) ?? t;
    await this.#drag(p, pointIn(rng, to), 4 + rng.nextInt(6));
    return `drag ${t.what} → ${to.what}`;
  }
}

/** What a reload must keep: the round, its counters (no clock), the board's names, and whether undo and redo are on. */
export interface Shown {
  readonly label: string;
  readonly counters: readonly string[];
  readonly board: readonly string[];
  readonly undo: boolean | null;
  readonly redo: boolean | null;
}

/** The game screen as a comparable snapshot, or null when no round is on screen (or it ended). */
export const shownOf = (page: Page): Promise<Shown | null> =>
  page.evaluate(() => {
    const root = document.querySelector('[data-screen-root]');
    const label = root?.querySelector('[data-testid="round-label"]')?.textContent?.trim();
    if (!root || !label) return null;
    const enabled = (tool: string): boolean | null => {
      const b = root.querySelector<HTMLButtonElement>(`[data-tool="${tool}"]`);
      return b ? !b.disabled : null;
    };
    return {
      label,
      counters: [...root.querySelectorAll('[data-counter]')]
        .filter((c) => !['time', 'clock'].includes(c.getAttribute('data-counter') ?? ''))
        .map((c) => `${c.getAttribute('data-counter') ?? ''}:${c.querySelector('dd')?.textContent?.trim() ?? ''}`),
      board: [...root.querySelectorAll('[data-board] [aria-label]')].map((e) => e.getAttribute('aria-label') ?? ''),
      undo: enabled('undo'),
      redo: enabled('redo'),
    };
  });

/** The screen once it stops changing (animations done, a deal laid out), or null when there is none. */
export async function settled(page: Page, timeout = 4000): Promise<Shown | null> {
  const end = Date.now() + timeout;
  let last = JSON.stringify(await shownOf(page));
  for (;;) {
    await page.waitForTimeout(150);
    const now = JSON.stringify(await shownOf(page));
    if (now === last || Date.now() > end) return JSON.parse(now) as Shown | null;
    last = now;
  }
}
