// Storage faults for any page (HUB-5): an entry broken in the usual ways (truncated, wrong types,
// newer version, the right shape but impossible). The app starts, says calmly that something was
// set aside, keeps the broken text under an aside key, and every other entry stays byte for byte.
// Issue 34: the notice says it in the one shared sentence, and a game whose save it was says the
// same in its status line.
// Each game lists its own entries in e2e/<id>-storage-faults.spec.ts and calls storageFaults.
import type { Page } from '@playwright/test';
import { SET_ASIDE } from '../src/ui/words.de.ts';
import { test, expect } from './fixtures.ts';

/** A core save slot (src/core/saves.ts) as the games write it: replay log, attempt, metadata. */
export const slot = (game: string, origin: unknown, meta: unknown, attempt: Record<string, unknown> = {}) => ({
  log: { game, origin, steps: [] },
  attempt: { practice: false, counted: [], elapsedMs: 0, ...attempt },
  meta,
});

export interface Entry {
  readonly name: string;
  readonly version: number;
  /** A value play writes. */
  readonly good: unknown;
  /** The right shape, but nothing play can produce (or, where no such value exists, a value out of range). */
  readonly impossible: unknown;
  /** The page that reads the entry (and writes none of the others). */
  readonly route: string;
  /** A further check once the entry was set aside. */
  readonly after?: (page: Page) => Promise<void>;
}

/** The app's own settings: stored beside every game's entries in each test. */
const SETTINGS: Entry = {
  name: 'app/settings',
  version: 1,
  good: { theme: 'dark', motion: 'reduce' },
  impossible: { theme: 'purple', motion: 'reduce' },
  route: '#/settings',
};

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

const allGood = (ENTRIES: readonly Entry[]): Record<string, string> =>
  Object.fromEntries([...ENTRIES.map((e) => [`knobelkiste:${e.name}`, envelope(e.version, e.good)]), ['unrelated-app', '{"mine":true}']]);

async function storage(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k) ?? ''])));
}

/** One test per entry: each fault set aside calmly, every other entry (these and the app's settings) kept byte for byte. */
export function storageFaults(entries: readonly Entry[]): void {
  test.use({ reducedMotion: 'reduce' });
  const ENTRIES = [SETTINGS, ...entries];
  for (const entry of entries.length > 0 ? entries : [SETTINGS]) {
    test(`HUB-5 ${entry.name}: truncated, wrong types, newer version, impossible — set aside calmly, all else kept byte for byte`, async ({ page }) => {
      const key = `knobelkiste:${entry.name}`;
      // Four fresh app starts per entry: more than the default minute on a busy machine.
      test.setTimeout(180_000);
      for (const [what, text, word] of faults(entry)) {
        // Lay out storage on a page that keeps nothing, then start the app afresh on it and open
        // the page that reads the entry.
        await page.goto('./#/nowhere');
        await expect(page.locator('main h1').first()).toBeVisible();
        const before = { ...allGood(ENTRIES), [key]: text };
        await page.evaluate((items) => {
          localStorage.clear();
          for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
        }, before);
        await page.reload();
        await expect(page.locator('main h1').first()).toBeVisible();
        await page.goto(`./${entry.route}`);
        await expect(page.locator('main h1').first(), what).toBeVisible();
        // The shell's notice (the one with the way to the settings) names the owner and says the shared sentence.
        const notice = page.getByRole('status').filter({ has: page.getByRole('link', { name: 'Einstellungen' }) });
        await expect(notice, what).toContainText(word);
        await expect(notice, what).toContainText(SET_ASIDE);
        // A game's own save: its status line says the same.
        if (entry.name.includes('/slot/')) await expect(page.locator('[data-screen="status"]'), what).toHaveText(SET_ASIDE);
        const after = await storage(page);
        // The broken text is kept aside unchanged; every other entry is exactly as it was.
        expect(after[`${key}:aside:1`], what).toBe(text);
        for (const [k, v] of Object.entries(before)) if (k !== key) expect(after[k], `${what}: ${k}`).toBe(v);
        await entry.after?.(page);
      }
    });
  }
}
