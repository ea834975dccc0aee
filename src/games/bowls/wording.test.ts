// Issue 21, Farbschalen's German: "One word per thing" (the seed calls the grey stone "Blockierer",
// so every player-facing text does, and no English name such as "Perfect Clear" reaches the
// player), and the count phrases for n = 0, 1, 2 and 5 ("Gelöst in 2 Zügen").

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACHIEVEMENTS } from './rewards/achievements.ts';
import { countSlips } from '../../testing/german.ts';
import { bw, rw } from './strings.de.ts';

const DIR = 'src/games/bowls';
/** The files of the game folder and its subfolders, as paths below it. */
const filesBelow = (dir: string): string[] =>
  readdirSync(join(DIR, dir), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesBelow(join(dir, e.name)) : [join(dir, e.name)]));
/** Player-facing sources: the catalogs, every component, the achievements and the puzzle texts. */
const SOURCES = filesBelow('.').filter(
  (f) =>
    f.endsWith('.de.ts') ||
    f.endsWith('.svelte') ||
    f === join('rewards', 'achievements.ts') ||
    f === join('rewards', 'puzzle-index.ts') ||
    (f.startsWith(join('puzzles', '')) && !f.endsWith('.test.ts')),
);

/** German text of a source: its string literals and, in Svelte files, the markup outside <script>. */
function texts(file: string): string {
  const src = readFileSync(join(DIR, file), 'utf8');
  const literals = [...src.matchAll(/'([^'\n]*)'|`([^`]*)`/g)].map((m) => m[1] ?? m[2] ?? '');
  const markup = file.endsWith('.svelte') ? src.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<style[\s\S]*?<\/style>/g, '') : '';
  return [...literals, markup].join('\n');
}

describe('issue 21: one word per thing in Farbschalen', () => {
  it.each(SOURCES)('issue 21: %s says "Blockierer", never "Blocker", and no "Perfect Clear"', (file) => {
    const text = texts(file);
    expect(text).not.toMatch(/\bBlocker(s|n)?\b/);
    expect(text).not.toMatch(/Perfect Clear/i);
  });

  it('issue 21: the stone name and the clear-board achievement are German', () => {
    expect(bw.stoneName('X')).toBe('Blockierer');
    expect(ACHIEVEMENTS.map((a) => `${a.name} ${a.task}`).join(' ')).not.toMatch(/Perfect|Clear/);
  });
});

const COUNTS = [0, 1, 2, 5] as const;

const TABLE: readonly [string, (n: number) => string, readonly [string, string, string, string]][] = [
  ['bw.end.puzzleMoves', bw.end.puzzleMoves, ['Gelöst in 0 Zügen.', 'Gelöst in 1 Zug.', 'Gelöst in 2 Zügen.', 'Gelöst in 5 Zügen.']],
  ['bw.center.left', bw.center.left, ['noch 0 Züge', 'noch 1 Zug', 'noch 2 Züge', 'noch 5 Züge']],
  [
    'bw.status.overflow',
    (n) => bw.status.overflow(0, n),
    [
      'Schale 1 ist mit 0 Steinen übergelaufen – der Versuch ist vorbei.',
      'Schale 1 ist mit 1 Stein übergelaufen – der Versuch ist vorbei.',
      'Schale 1 ist mit 2 Steinen übergelaufen – der Versuch ist vorbei.',
      'Schale 1 ist mit 5 Steinen übergelaufen – der Versuch ist vorbei.',
    ],
  ],
  ['bw.end.score', bw.end.score, ['0 Punkte', '1 Punkt', '2 Punkte', '5 Punkte']],
  [
    'bw.goalText(collect)',
    (n) => bw.goalText({ kind: 'collect', color: 'R', n }),
    ['Sammle 0 rote Steine', 'Sammle 1 roten Stein', 'Sammle 2 rote Steine', 'Sammle 5 rote Steine'],
  ],
  [
    'bw.goalText(combo)',
    (n) => bw.goalText({ kind: 'combo', n }),
    [
      'Löse in einem Zug Gruppen in 0 Schalen',
      'Löse in einem Zug Gruppen in einer Schale',
      'Löse in einem Zug Gruppen in 2 Schalen',
      'Löse in einem Zug Gruppen in 5 Schalen',
    ],
  ],
  ['bw.goalText(points)', (n) => bw.goalText({ kind: 'points', n }), ['Erreiche 0 Punkte', 'Erreiche 1 Punkt', 'Erreiche 2 Punkte', 'Erreiche 5 Punkte']],
  ['bw.progressText(points)', (n) => bw.progressText({ kind: 'points', n }, 0, n), ['0 von 0 Punkten', '0 von 1 Punkt', '0 von 2 Punkten', '0 von 5 Punkten']],
  [
    'bw.progressText(clear)',
    (n) => bw.progressText({ kind: 'clear' }, n, 0),
    ['noch 0 Steine auf dem Feld', 'noch 1 Stein auf dem Feld', 'noch 2 Steine auf dem Feld', 'noch 5 Steine auf dem Feld'],
  ],
  ['rw.map.solvedIn', (n) => rw.map.solvedIn(n), ['gelöst in 0 Zügen', 'gelöst in 1 Zug', 'gelöst in 2 Zügen', 'gelöst in 5 Zügen']],
  ['rw.map.limit', rw.map.limit, ['höchstens 0 Züge', 'höchstens 1 Zug', 'höchstens 2 Züge', 'höchstens 5 Züge']],
];

describe('issue 21: Farbschalen count phrases', () => {
  it.each(TABLE)('issue 21: %s for n = 0, 1, 2, 5', (_name, fn, expected) => {
    const out = COUNTS.map((n) => fn(n));
    expect(out).toEqual(expected);
    expect(out.flatMap(countSlips)).toEqual([]);
  });
});
