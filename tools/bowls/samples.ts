// The eight hand-made puzzles that open the set (numbers 1–8). The generator rates them and
// writes them first into src/games/bowls/puzzles.data.ts, unchanged.

import type { ShippedPuzzle } from '../../src/games/bowls/puzzles/puzzle-book.ts';

/** A shipped puzzle with the hand-found solution the generator checks and rates. */
export interface Sample extends ShippedPuzzle {
  readonly solution: readonly number[];
}

export const SAMPLES: readonly Sample[] = [
  {
    title: 'Erste Farbgruppe',
    idea: 'Zwei Züge bringen drei rote Steine in dieselbe Schale.',
    q: ['YYR', 'GR', '', 'R', '', '', 'GB', '', 'PY', '', 'BP', ''],
    fx: {},
    goal: { kind: 'removeColor', color: 'R' },
    limit: 2,
    solution: [1, 0],
  },
  {
    title: 'Joker springt ein',
    idea: 'Ein Joker ergänzt ein Paar zur Dreiergruppe.',
    q: ['', '', '', 'R', 'JR', '', '', 'G', 'GJ', '', '', ''],
    fx: {},
    goal: { kind: 'clear' },
    limit: 2,
    solution: [3, 7],
  },
  {
    title: 'Blockierer räumen',
    idea: 'Blockierer wandern mit und verschwinden neben einer Farbgruppe.',
    q: ['', '', '', 'B', 'BB', 'X', 'XG', 'XX', 'GG', '', '', ''],
    fx: {},
    goal: { kind: 'clear' },
    limit: 2,
    solution: [3, 6],
  },
  {
    title: 'Erster Ausbruch',
    idea: 'Ein einziger Stein lässt den Vulkan ausbrechen und füllt fünf Paare auf.',
    q: ['RGBYP', 'RR', 'GG', 'BB', 'YY', 'PP', 'RR', '', '', '', '', 'R'],
    fx: { 0: ['volcano'] },
    goal: { kind: 'clear' },
    limit: 1,
    solution: [11],
  },
  {
    title: 'Dreifach-Kombo',
    idea: 'Erst die Hand vorbereiten, dann drei Schalen auf einmal treffen.',
    q: ['RG', 'RR', 'GG', 'BB', '', '', '', '', '', '', '', 'B'],
    fx: {},
    goal: { kind: 'combo', n: 3 },
    limit: 2,
    solution: [11, 0],
  },
  {
    title: 'Rückwärts',
    idea: 'Eine Rückwärtsschale sät gegen den Uhrzeigersinn.',
    q: ['', '', '', 'PP', 'GG', 'YY', 'YGP', 'YY', 'GG', 'PP', '', ''],
    fx: { 6: ['reverse'] },
    goal: { kind: 'points', n: 270 },
    limit: 1,
    solution: [6],
  },
  {
    title: 'Eisige Schale',
    idea: 'Eine gefrorene Schale ist nicht wählbar, nimmt aber Steine auf und bildet Gruppen.',
    q: ['', '', '', 'BG', 'R', 'RRGG', '', '', '', '', '', ''],
    fx: { 5: ['frozen'] },
    goal: { kind: 'leaveAtMost', n: 1 },
    limit: 2,
    solution: [4, 3],
  },
  {
    title: 'Grün sammeln',
    idea: 'Joker zählen beim Sammeln nicht mit.',
    q: ['', 'G', 'GJ', '', '', '', 'G', 'GG', '', 'G', 'GG', ''],
    fx: {},
    goal: { kind: 'collect', color: 'G', n: 6 },
    limit: 2,
    solution: [6, 9],
  },
];
