// Number Match's stored entries broken in the usual ways (HUB-5, see e2e/faults.ts).
import { logOrigin } from '../src/games/numbermatch/saves.ts';
import { slot, storageFaults } from './faults.ts';
import { expect } from './fixtures.ts';

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
