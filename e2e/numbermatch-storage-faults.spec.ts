// Number Match's stored entries broken in the usual ways (HUB-5, see e2e/faults.ts).
import { logOrigin } from '../src/games/numbermatch/saves.ts';
import { slot, storageFaults } from './faults.ts';
import { SET_ASIDE } from '../src/ui/words.de.ts';
import { expect, test } from './fixtures.ts';

const stage12 = { kind: 'stage', id: '1-2' } as const;

storageFaults([
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
    // A set-aside stage save is no game in progress.
    after: async (page) => {
      await expect(page.getByRole('link', { name: /Weiterspielen/ })).toHaveCount(0);
    },
  },
]);

// Issue 34: a save that passes its schema but does not replay through the rules was listed in the
// level list as a game to continue, and kept unread without a word until the player opened it.
test('issue 34: the level list sets aside a save the rules refuse and says so in the shared sentence', async ({ page }) => {
  const origin = { kind: 'seed', seed: 5 } as const;
  const bad = { ...slot('numbermatch', logOrigin(origin), { origin }), log: { game: 'numbermatch', origin: logOrigin(origin), steps: [{ move: 'zz' }] } };
  const text = JSON.stringify({ kk: 1, v: 1, data: bad });
  await page.goto('./#/nowhere');
  await page.evaluate((t) => localStorage.setItem('knobelkiste:numbermatch/slot/free', t), text);
  await page.reload();
  await page.goto('./#/numbermatch?levels=1');
  await expect(page.getByRole('heading', { name: 'Number Match', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Weiterspielen/ })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ has: page.getByRole('link', { name: 'Einstellungen' }) })).toContainText(`Number Match: ${SET_ASIDE}`);
  expect(await page.evaluate(() => localStorage.getItem('knobelkiste:numbermatch/slot/free:aside:1'))).toBe(text);
});
