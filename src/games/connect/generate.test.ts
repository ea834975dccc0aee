// Generator, codes and shuffles (CON-9, CON-10, CON-15, CON-20, CON-21, CON-22) with the independent solver.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng } from '../../core/rng.ts';
import { daySeed, localDayKey } from '../../core/dates.ts';
import { SIZES, SIZE_IDS, codeFromNumber, dailyCode, fallbackOrder, generateBoard, parseCode, reshuffle, type SizeId } from './generate.ts';
import { rowsOf } from './notation.ts';
import { PW, WIDTH } from './path.ts';
import { bfsConnected, solveBoard } from './solve.ts';
import { PINNED_41739205_B } from './testing.ts';

const countSymbols = (cells: readonly number[]): Map<number, number> => {
  const m = new Map<number, number>();
  for (const x of cells) if (x >= 0) m.set(x, (m.get(x) ?? 0) + 1);
  return m;
};

describe('connect codes (CON-21, CON-22)', () => {
  const good: Array<[string, string, SizeId]> = [
    ['41739205-b', '41739205', 'b'],
    ['00000000-a', '00000000', 'a'],
    [' 12345678-C ', '12345678', 'c'],
  ];
  for (const [raw, seed, size] of good) {
    it(`CON-21 parses "${raw}"`, () => {
      expect(parseCode(raw)).toEqual({ ok: true, value: { seed, size } });
    });
  }
  const bad: unknown[] = ['4173920-b', '417392055-b', '41739205-d', '41739205b', '41739205-', 'abcdefgh-a', '', 41739205, null, {}];
  for (const raw of bad) {
    it(`CON-21 rejects ${JSON.stringify(raw)} with a message`, () => {
      const r = parseCode(raw);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.message.length).toBeGreaterThan(10);
    });
  }
  it('CON-21 the same code gives the same board (pinned 41739205-b)', () => {
    const code = { seed: '41739205', size: 'b' as const };
    expect(rowsOf(generateBoard(code), 8)).toEqual(PINNED_41739205_B);
    expect(generateBoard(code)).toEqual(generateBoard(code));
  });
  it('CON-21 different codes give different boards', () => {
    const a = generateBoard({ seed: '41739205', size: 'b' });
    const b = generateBoard({ seed: '41739206', size: 'b' });
    expect(a).not.toEqual(b);
  });
  it('CON-22 the board of the day is Klassisch and comes from the local date', () => {
    expect(dailyCode(daySeed('2026-12-02'))).toBe('20261202-b');
    // 23:30 local on Dec 2 is still Dec 2 for the player, whatever UTC says.
    const late = new Date(2026, 11, 2, 23, 30);
    const early = new Date(2026, 11, 2, 0, 5);
    expect(dailyCode(daySeed(localDayKey(late)))).toBe(dailyCode(daySeed(localDayKey(early))));
    expect(parseCode(dailyCode(daySeed('2027-01-31')))).toEqual({ ok: true, value: { seed: '20270131', size: 'b' } });
  });
  it('CON-21 codeFromNumber pads to eight digits', () => {
    expect(codeFromNumber(42, 'a')).toBe('00000042-a');
    expect(codeFromNumber(123456789, 'c')).toBe('23456789-c');
  });
});

describe('connect generator (CON-9, CON-10, CON-20)', () => {
  for (const size of SIZE_IDS) {
    const info = SIZES[size];
    it(`CON-9 CON-10 size ${size}: ${info.rows}×6, ${info.symbols} symbols with ${info.pairsPerSymbol * 2} cards each`, () => {
      for (let i = 0; i < 50; i++) {
        const cells = generateBoard({ seed: String(20000000 + i), size });
        expect(cells.length).toBe(info.rows * WIDTH);
        expect(cells.every((x) => x >= 0 && x < 16)).toBe(true);
        const counts = countSymbols(cells);
        expect(counts.size).toBe(info.symbols);
        for (const n of counts.values()) expect(n).toBe(info.pairsPerSymbol * 2);
      }
    });
  }
  it('CON-9 the three sizes are all six columns wide and 6 / 8 / 9 rows (18 / 24 / 27 pairs)', () => {
    expect([SIZES.a.rows, SIZES.b.rows, SIZES.c.rows]).toEqual([6, 8, 9]);
    expect(SIZE_IDS.map((s) => SIZES[s].symbols * SIZES[s].pairsPerSymbol)).toEqual([18, 24, 27]);
  });
  it('CON-10 over many codes, every one of the 16 symbols gets drawn', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 40; i++) for (const x of generateBoard({ seed: String(30000000 + i), size: 'a' })) seen.add(x);
    expect(seen.size).toBe(16);
  });
  for (const size of SIZE_IDS) {
    it(`CON-20 property: 1,000 codes of size ${size} are each solvable by the independent solver`, () => {
      const rows = SIZES[size].rows;
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 99_999_999 }), (n) => {
          const cells = generateBoard({ seed: String(n).padStart(8, '0'), size });
          expect(solveBoard(cells, rows)).not.toBeNull();
        }),
        { numRuns: 1000 },
      );
    });
  }
  it('CON-20 the fallback order is always a valid backwards build for any cell set', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.array(fc.boolean(), { minLength: 54, maxLength: 54 }), (height, bits) => {
        let targets: number[] = [];
        for (let i = 0; i < height * WIDTH; i++) if (bits[i]) targets.push((Math.floor(i / WIDTH) + 1) * PW + (i % WIDTH) + 1);
        if (targets.length % 2 === 1) targets = targets.slice(1);
        // Play the reversed order forwards: every pair must be connected when removed.
        const cells = new Array<number>(height * WIDTH).fill(-1);
        const toIndex = (p: number): number => (Math.floor(p / PW) - 1) * WIDTH + (p % PW) - 1;
        for (const t of targets) cells[toIndex(t)] = 0;
        for (const [p, q] of fallbackOrder(targets).reverse()) {
          expect(bfsConnected(cells, height, toIndex(p), toIndex(q))).toBe(true);
          cells[toIndex(p)] = -1;
          cells[toIndex(q)] = -1;
        }
        expect(cells.every((x) => x < 0)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('connect shuffle (CON-15, CON-16, CON-20)', () => {
  it('CON-15 CON-20 property: a shuffle keeps the cards and cells and stays solvable', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SIZE_IDS),
        fc.integer({ min: 0, max: 99_999_999 }),
        fc.integer({ min: 0, max: 26 }),
        fc.nat(),
        (size, n, removeCount, shuffleSeed) => {
          const rows = SIZES[size].rows;
          const cells = generateBoard({ seed: String(n).padStart(8, '0'), size });
          // Remove some pairs along a real solution to reach a mid-game position.
          const solution = solveBoard(cells, rows) ?? [];
          for (const [i, j] of solution.slice(0, removeCount)) {
            cells[i] = -1;
            cells[j] = -1;
          }
          const out = reshuffle(cells, rows, createRng(shuffleSeed));
          expect(out.map((x) => x >= 0)).toEqual(cells.map((x) => x >= 0));
          expect([...countSymbols(out)].sort()).toEqual([...countSymbols(cells)].sort());
          expect(solveBoard(out, rows)).not.toBeNull();
        },
      ),
      { numRuns: 200 },
    );
  });
});
