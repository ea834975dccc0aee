// How the suites that run over the whole registry (bad links, two tabs, tap times: issues 21 and
// 26) play a game: each game's own e2e/<id>.drive.ts says how to make one legal move as a person
// would (keys and taps) and which taps to time. A game without one fails those suites with a
// message naming the file to add.
import { expect, type Locator, type Page } from '@playwright/test';

/** One timed input: a tap on a locator or a key. */
export type Action = { readonly tap: Locator } | { readonly key: string };

/** A game's driver (e2e/<id>.drive.ts). */
export interface Drive {
  /**
   * What a reload keeps, where the game's rules say it keeps less than the whole game (random play,
   * e2e/walk.spec.ts): 'position' keeps the table but no undo or redo (FreeCell FC-12); 'round' keeps
   * only the round's link, the deal starts afresh (Pyramid PYR-11). Absent: the whole game, undo and
   * redo included.
   */
  readonly reload?: 'position' | 'round';
  /** One legal move from whatever position the page shows (the k-th move of the test). */
  readonly move: (page: Page, k: number) => Promise<void>;
  /** The tap-time suite: where to start, the k-th timed input, and unmeasured work after it. */
  readonly perf: {
    readonly url: string;
    readonly setup?: (page: Page) => Promise<void>;
    readonly next: (page: Page, k: number) => Promise<Action>;
    readonly after?: (page: Page, k: number) => Promise<void>;
  };
}

/**
 * Open the perf round's link again in a fresh document, for a timed run longer than one round (the
 * board cleared or no move left): the save is dropped first, so the link deals its round anew.
 */
export async function reopen(page: Page, id: string, url: string): Promise<void> {
  await page.evaluate((prefix) => {
    for (const k of Object.keys(localStorage)) if (k.startsWith(prefix)) localStorage.removeItem(k);
  }, `knobelkiste:${id}/`);
  await page.goto('about:blank');
  await page.goto(`./${url}`);
  await expect(page.locator('[data-screen-root]')).toHaveCount(1);
}

/** The driver of game `id`, or null when the game has no e2e/<id>.drive.ts yet. */
export async function driveOf(id: string): Promise<Drive | null> {
  try {
    return ((await import(`./${id}.drive.ts`)) as { drive: Drive }).drive;
  } catch (e) {
    if (String(e).includes(`${id}.drive`)) return null;
    throw e;
  }
}

/** Every save the game keeps in its slots ("knobelkiste:<id>/slot/…"), as one comparable text. */
export const savesOf = (page: Page, id: string): Promise<string> =>
  page.evaluate((prefix) => {
    const out: string[] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i) ?? '';
      if (k.startsWith(prefix)) out.push(`${k}=${localStorage.getItem(k) ?? ''}`);
    }
    return out.sort().join('\n');
  }, `knobelkiste:${id}/slot/`);

/**
 * What the shared screen shows of the round: its label, its counters (not a clock) and the
 * accessible name of everything on the board (cards, tiles, cells, piles with their counts).
 */
export const boardShown = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const root = document.querySelector('[data-screen-root]');
    if (!root) return '';
    const label = root.querySelector('[data-testid="round-label"]')?.textContent?.trim() ?? '';
    const counters = [...root.querySelectorAll('[data-counter]')]
      .filter((c) => !['time', 'clock'].includes(c.getAttribute('data-counter') ?? ''))
      .map((c) => `${c.getAttribute('data-counter') ?? ''}:${c.querySelector('dd')?.textContent?.trim() ?? ''}`);
    const board = [...root.querySelectorAll('[data-board] [aria-label]')].map((e) => e.getAttribute('aria-label') ?? '');
    return JSON.stringify({ label, counters, board });
  });

export type Try = () => Promise<unknown>;

/**
 * Try the inputs in turn until one was a move (the game's save changed: every move is saved at
 * once; a game that keeps no save on the device, like Pyramid, shows another board); Escape drops
 * what a refused try left selected. Fails when none of them moved.
 */
export async function firstThatMoves(page: Page, id: string, tries: readonly Try[], wait = 600): Promise<void> {
  const seen = async (): Promise<string> => {
    const saves = await savesOf(page, id);
    return saves === '' ? boardShown(page) : saves;
  };
  for (const t of tries) {
    const before = await seen();
    await t();
    const moved = await expect
      .poll(seen, { timeout: wait, intervals: [20, 50, 100] })
      .not.toBe(before)
      .then(
        () => true,
        () => false,
      );
    if (moved) return;
    await page.keyboard.press('Escape');
  }
  throw new Error(`${id}: none of ${tries.length} tries made a move`);
}

export const keys =
  (page: Page, ...ks: string[]): Try =>
  async () => {
    for (const k of ks) await page.keyboard.press(k);
  };

export const ARROWS = ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown'];

/** The perf drivers' unmeasured undo after a timed tap. */
export const undo = async (page: Page): Promise<void> => {
  await page.keyboard.press('u');
};
