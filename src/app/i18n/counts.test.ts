// Issue 21: every count phrase of every German catalog is grammatical for n = 0, 1, 2 and 5
// ("Gelöst in 2 Zügen", never "in 2 Züge" or "1 Züge"). A sweep calls every function of every
// catalog (the app's, the shared words and each game's *.de.ts, found by their file names) with
// numbers and checks the forms it can; each game pins its own phrases in its counts.test.ts.

import { movesDe } from '../../ui/summary.ts';
import { describe, expect, it } from 'vitest';
import { countSlips } from '../../testing/german.ts';
import { de } from './de.ts';
import { WORDS } from '../../ui/words.de.ts';

const GAME_CATALOGS = import.meta.glob<Record<string, unknown>>('../../games/*/*.de.ts', { eager: true });
const CATALOGS: Record<string, unknown> = {
  de,
  WORDS,
  ...Object.fromEntries(Object.entries(GAME_CATALOGS).map(([f, m]) => [f.replace('../../games/', ''), m])),
};
const COUNTS = [0, 1, 2, 5] as const;

function* functionsOf(value: unknown, path: string): Generator<[string, (...args: unknown[]) => unknown]> {
  if (typeof value === 'function') yield [path, value as (...args: unknown[]) => unknown];
  else if (typeof value === 'object' && value !== null) for (const [k, v] of Object.entries(value)) yield* functionsOf(v, `${path}.${k}`);
}

describe('issue 21: German count phrases', () => {
  it('issue 21: the slip finder catches the reported forms', () => {
    expect(countSlips('Gelöst in 2 Züge.')).not.toEqual([]);
    expect(countSlips('1 Züge')).not.toEqual([]);
    expect(countSlips('noch 2 Zug übrig')).not.toEqual([]);
    expect(countSlips('mit 8 Steine übergelaufen')).not.toEqual([]);
    expect(countSlips('Gelöst in 2 Zügen. Zug 5. Schale 2 verteilen: 1 Stein')).toEqual([]);
  });

  it('issue 21: every catalog function called with n = 0, 1, 2, 5 writes no count slip', () => {
    let checked = 0;
    const slips: string[] = [];
    for (const [name, catalog] of Object.entries(CATALOGS)) {
      for (const [path, fn] of functionsOf(catalog, name)) {
        for (const n of COUNTS) {
          let out: unknown;
          try {
            out = fn(...Array.from({ length: Math.max(1, fn.length) }, () => n));
          } catch {
            continue; // takes something other than numbers: covered by the table below
          }
          if (typeof out !== 'string') continue;
          checked++;
          if (countSlips(out).length > 0) slips.push(`${path}(${n}) = ${out}`);
        }
      }
    }
    expect(slips).toEqual([]);
    expect(checked).toBeGreaterThan(200);
  });

  it('issue 21: the shared moves phrase for n = 0, 1, 2, 5', () => {
    expect(COUNTS.map((n) => movesDe(n))).toEqual(['0 Züge', '1 Zug', '2 Züge', '5 Züge']);
  });
  it('issue 21: the sweep reaches every game catalog', () => {
    expect(Object.keys(GAME_CATALOGS).length).toBeGreaterThanOrEqual(10);
  });
});
