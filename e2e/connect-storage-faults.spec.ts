// Paare verbinden's stored entries broken in the usual ways (HUB-5, see e2e/faults.ts).
import { storageFaults } from './faults.ts';

storageFaults([
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
]);
