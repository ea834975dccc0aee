// Saved data in the formats FreeCell wrote before the replay-log saves (store entries, version 1), copied
// from the browser's storage as the game wrote them: a free deal and a daily deal in progress, and statistics.
// Tests load them to show that games in progress, statistics and bests survive every change of format.

/** localStorage key → the raw text the store wrote (envelope {"kk":1,"v":1,"data":…}). */
export const LEGACY_FREECELL_STORAGE: Readonly<Record<string, string>> = {
  'knobelkiste:freecell/save/free': JSON.stringify({
    kk: 1,
    v: 1,
    data: {
      deal: 11982,
      position:
        'Foundations: H-0 C-0 D-0 S-0\nFreecells: 2S 5H - -\n: AH 3D KD JC 6C JD KC\n: AS 3H 6H 5D 2C 7D 8D\n: 4H QS 5S 5C TH 8H\n: AC QC 4D 8C QH 9C 3S\n: 2D 8S 9H 9D 6D 2H\n: 6S 7H JH TD TC QD\n: TS AD 9S KH 4S 4C\n: JS KS 3C 7C 7S',
      moves: 2,
      elapsedMs: 83412,
      counted: true,
    },
  }),
  'knobelkiste:freecell/save/daily': JSON.stringify({
    kk: 1,
    v: 1,
    data: {
      deal: 258994,
      day: '2026-12-01',
      position:
        'Foundations: H-A C-0 D-0 S-0\nFreecells: - - QC -\n: 9C TD 8H AD 3H 3D\n: 3C KH 2S 9D 2H 6S QD\n: 9H 2C 2D 5D TS 8S 4S\n: TC 5H JC AS QH 5S 6C\n: 8D 5C 3S 7D 6D JD\n: KS 7C 4D 7S 6H\n: KD QS 4H JH KC TH\n: 7H JS AC 9S 4C 8C',
      moves: 2,
      elapsedMs: 41250,
      counted: true,
    },
  }),
  'knobelkiste:freecell/stats': JSON.stringify({
    kk: 1,
    v: 1,
    data: {
      played: 14,
      won: 9,
      bestTimeMs: 192340,
      bestMoves: 87,
      wonTimeMs: 2950120,
      wonMoves: 1013,
      dailyWon: ['2026-11-28', '2026-11-30'],
    },
  }),
};

/** What a player must find again after loading the fixtures. */
export const LEGACY_FREECELL_EXPECTED = {
  free: { deal: 11982, moves: 2, elapsedMs: 83412, cells: '2S 5H - -' },
  daily: { deal: 258994, day: '2026-12-01', moves: 2, elapsedMs: 41250, foundations: 'H-A C-0 D-0 S-0' },
  stats: { played: 14, won: 9, bestTimeMs: 192340, bestMoves: 87, avgMoves: 1013 / 9, dailyWon: ['2026-11-28', '2026-11-30'] },
} as const;
