// Storage faults: every stored entry broken in the usual ways (truncated, wrong types, newer
// version, the right shape but impossible). The app starts, says calmly that something was set
// aside, keeps the broken text under an aside key, and every other entry stays byte for byte.
import type { Page } from '@playwright/test';
import { encodePosition } from '../src/games/freecell/notation.ts';
import { applyMove, newDeal } from '../src/games/freecell/rules.ts';
import { dailyDeal } from '../src/games/freecell/records.ts';
import { logOrigin } from '../src/games/numbermatch/saves.ts';
import { test, expect } from './fixtures.ts';

test.use({ reducedMotion: 'reduce' });

const played617 = (() => {
  const r = applyMove(newDeal(617), { from: 7, to: 8 });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
})();

/** A core save slot (src/core/saves.ts) as the games write it: replay log, attempt, metadata. */
const slot = (game: string, origin: unknown, meta: unknown, attempt: Record<string, unknown> = {}) => ({
  log: { game, origin, steps: [] },
  attempt: { practice: false, counted: [], elapsedMs: 0, ...attempt },
  meta,
});
const stage12 = { kind: 'stage', id: '1-2' } as const;
const daily = '2026-11-20';

interface Entry {
  readonly name: string;
  readonly version: number;
  /** A value play writes. */
  readonly good: unknown;
  /** The right shape, but nothing play can produce (or, where no such value exists, a value out of range). */
  readonly impossible: unknown;
  /** The page that reads the entry (and writes none of the others). */
  readonly route: string;
}

const ENTRIES: readonly Entry[] = [
  { name: 'app/settings', version: 1, good: { theme: 'dark', motion: 'reduce' }, impossible: { theme: 'purple', motion: 'reduce' }, route: '#/settings' },
  {
    name: 'connect/prefs',
    version: 1,
    good: { size: 'a', mode: 'timed', glow: { a: false, b: true, c: false } },
    impossible: { size: 'z', mode: 'timed', glow: { a: false, b: true, c: false } },
    route: '#/connect',
  },
  {
    name: 'connect/bests',
    version: 1,
    good: { 'b-relaxed': { played: 3, won: 1, bestTimeMs: 95_000, bestScore: 300, bestStreak: 12, fewestHints: 1, fewestShuffles: 0 } },
    impossible: { 'b-relaxed': { played: 1, won: 9, bestTimeMs: 95_000, bestScore: 1e300, bestStreak: 12, fewestHints: 1, fewestShuffles: 0 } },
    route: '#/stats',
  },
  {
    name: 'numbermatch/progress',
    version: 1,
    good: { stages: { '1-1': { won: 1, lost: 2 } }, free: { won: 0, lost: 1 } },
    impossible: { stages: { '1-1': { won: 1, lost: 2 }, '999-9': { won: 1, lost: 0 } }, free: { won: 0, lost: 1 } },
    route: '#/stats',
  },
  {
    name: 'numbermatch/slot/stage',
    version: 1,
    good: slot('numbermatch', logOrigin(stage12), { origin: stage12 }),
    impossible: slot('numbermatch', logOrigin(stage12), { origin: { kind: 'stage', id: '999-9' } }),
    route: '#/numbermatch',
  },
  {
    name: 'freecell/slot/free',
    version: 1,
    good: slot('freecell', { position: encodePosition(played617) }, { deal: 617, moves: 1 }, { counted: ['played'], elapsedMs: 12_345 }),
    // The table of deal 617 after one move, said to be deal 618: no play leads there.
    impossible: slot('freecell', { position: encodePosition(played617) }, { deal: 618, moves: 1 }, { counted: ['played'], elapsedMs: 12_345 }),
    route: '#/freecell',
  },
  {
    name: 'freecell/slot/daily',
    version: 1,
    good: slot('freecell', { position: encodePosition(newDeal(dailyDeal(daily))) }, { deal: dailyDeal(daily), day: daily, moves: 0 }, { day: daily }),
    impossible: slot('freecell', { position: 'hello' }, { deal: dailyDeal(daily), day: daily, moves: 0 }, { day: daily }),
    route: '#/freecell?daily=1',
  },
  {
    name: 'freecell/stats',
    version: 1,
    good: { played: 4, won: 1, bestTimeMs: 200_000, bestMoves: 90, wonTimeMs: 200_000, wonMoves: 90, dailyWon: [] },
    impossible: { played: 1, won: 1, bestTimeMs: 1e22, bestMoves: 90, wonTimeMs: 1e22, wonMoves: 90, dailyWon: [] },
    route: '#/stats',
  },
];

const envelope = (version: number, data: unknown): string => JSON.stringify({ kk: 1, v: version, data });

/** Every leaf of another type: numbers become text, text a number, booleans text, null a number. */
function wrongTypes(v: unknown): unknown {
  if (Array.isArray(v)) return v.length ? v.map(wrongTypes) : [7];
  if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, wrongTypes(x)]));
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string') return 7;
  if (typeof v === 'boolean') return 'yes';
  return 0;
}

const faults = (e: Entry): Array<[string, string, 'beiseitegelegt' | 'neueren Version']> => {
  const good = envelope(e.version, e.good);
  return [
    ['truncated', good.slice(0, Math.floor(good.length / 2)), 'beiseitegelegt'],
    ['wrong types', envelope(e.version, wrongTypes(e.good)), 'beiseitegelegt'],
    ['newer version', envelope(e.version + 1, e.good), 'neueren Version'],
    ['schema-valid but impossible', envelope(e.version, e.impossible), 'beiseitegelegt'],
  ];
};

const allGood = (): Record<string, string> =>
  Object.fromEntries([...ENTRIES.map((e) => [`knobelkiste:${e.name}`, envelope(e.version, e.good)]), ['unrelated-app', '{"mine":true}']]);

async function storage(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k) ?? ''])));
}

for (const entry of ENTRIES) {
  test(`HUB-5 ${entry.name}: truncated, wrong types, newer version, impossible — set aside calmly, all else kept byte for byte`, async ({ page }) => {
    const key = `knobelkiste:${entry.name}`;
    // Four fresh app starts per entry: more than the default minute on a busy machine.
    test.setTimeout(180_000);
    for (const [what, text, word] of faults(entry)) {
      // Lay out storage on a page that keeps nothing, then start the app afresh on it and open
      // the page that reads the entry.
      await page.goto('./#/nowhere');
      await expect(page.locator('main h1').first()).toBeVisible();
      const before = { ...allGood(), [key]: text };
      await page.evaluate((items) => {
        localStorage.clear();
        for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
      }, before);
      await page.reload();
      await expect(page.locator('main h1').first()).toBeVisible();
      await page.goto(`./${entry.route}`);
      await expect(page.locator('main h1').first(), what).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: word }), what).toBeVisible();
      const after = await storage(page);
      // The broken text is kept aside unchanged; every other entry is exactly as it was.
      expect(after[`${key}:aside:1`], what).toBe(text);
      for (const [k, v] of Object.entries(before)) if (k !== key) expect(after[k], `${what}: ${k}`).toBe(v);
      if (entry.name === 'numbermatch/slot/stage') await expect(page.getByRole('link', { name: /Weiterspielen/ })).toHaveCount(0);
    }
  });
}
