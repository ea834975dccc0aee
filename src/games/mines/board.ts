// Minesweeper board shapes: the sizes of MIN-1, their bounds, and the cached neighbour lists of a grid.

/** The named sizes of MIN-1 (ENGINE.md `options.size`). */
export type SizeName = 'beginner' | 'intermediate' | 'expert';

export interface BoardSize {
  readonly width: number;
  readonly height: number;
  readonly mines: number;
}

export const SIZES: Readonly<Record<SizeName, BoardSize>> = {
  beginner: { width: 9, height: 9, mines: 10 },
  intermediate: { width: 16, height: 16, mines: 40 },
  expert: { width: 30, height: 16, mines: 99 },
};

export const SIZE_NAMES: readonly SizeName[] = ['beginner', 'intermediate', 'expert'];

export const MIN_SIDE = 5;
export const MAX_SIDE = 40;

/**
 * The most mines a board of `cells` cells may hold: 25 % of the cells, rounded down (MIN-1).
 * The first cell and its up to eight neighbours must stay free (MIN-2); with at least 25 cells,
 * 25 % leaves at least 19 cells free, so the 25 % bound already guarantees that fit.
 */
export function maxMines(cells: number): number {
  return Math.floor(cells / 4);
}

/** Whether a width, height and mine count lie within MIN-1's bounds (at least one mine). */
export function isValidSize(width: unknown, height: unknown, mines: unknown): boolean {
  return (
    Number.isInteger(width) &&
    Number.isInteger(height) &&
    Number.isInteger(mines) &&
    (width as number) >= MIN_SIDE &&
    (width as number) <= MAX_SIDE &&
    (height as number) >= MIN_SIDE &&
    (height as number) <= MAX_SIDE &&
    (mines as number) >= 1 &&
    (mines as number) <= maxMines((width as number) * (height as number))
  );
}

/** The named size of a board shape, or null for a custom board. */
export function sizeNameOf(size: BoardSize): SizeName | null {
  for (const name of SIZE_NAMES) {
    const s = SIZES[name];
    if (s.width === size.width && s.height === size.height && s.mines === size.mines) return name;
  }
  return null;
}

/**
 * The neighbours of every cell of a width × height grid in compressed form: the neighbours of
 * cell i (i = y * width + x) are `nb[start[i]] … nb[start[i + 1] - 1]`, in reading order.
 */
export interface Geometry {
  readonly width: number;
  readonly height: number;
  readonly cells: number;
  readonly start: Int32Array;
  readonly nb: Int32Array;
}

// Grids are few (at most 36 × 36 shapes) and their lists never change, so each is built once.
const cache = new Map<number, Geometry>();

export function geometry(width: number, height: number): Geometry {
  const key = width * 1024 + height;
  const known = cache.get(key);
  if (known) return known;
  const cells = width * height;
  const start = new Int32Array(cells + 1);
  const list: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      start[y * width + x] = list.length;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if ((dx === 0 && dy === 0) || nx < 0 || nx >= width) continue;
          list.push(ny * width + nx);
        }
      }
    }
  }
  start[cells] = list.length;
  const g: Geometry = { width, height, cells, start, nb: Int32Array.from(list) };
  cache.set(key, g);
  return g;
}

/** The number of mines around every cell. */
export function mineCounts(g: Geometry, mine: Readonly<Uint8Array>): Uint8Array {
  const count = new Uint8Array(g.cells);
  for (let i = 0; i < g.cells; i++) {
    if (mine[i] === 0) continue;
    for (let k = g.start[i]!; k < g.start[i + 1]!; k++) count[g.nb[k]!]!++;
  }
  return count;
}
