// Grid keyboard helpers: where the arrow keys (and Home/End) move a cursor, and roving focus.
// Pure index arithmetic, so a board's keyboard is testable without a DOM.

/** A rectangular grid of `count` cells, `width` to a row, read row by row. */
export interface GridShape {
  readonly width: number;
  readonly count: number;
}

/**
 * The cell the key moves to from `index`, or null when the key is not a grid key. Arrows stop at
 * the edges (no wrap); Home/End go to the first/last cell of the row; with `wrapRows`, ← and →
 * continue on the previous/next row (reading order, as Number Match reads its board).
 */
export function gridStep(shape: GridShape, index: number, key: string, wrapRows = false): number | null {
  const { width, count } = shape;
  if (count <= 0) return null;
  const i = Math.min(Math.max(index, 0), count - 1);
  const col = i % width;
  switch (key) {
    case 'ArrowRight':
      return wrapRows ? Math.min(count - 1, i + 1) : col < width - 1 && i + 1 < count ? i + 1 : i;
    case 'ArrowLeft':
      return wrapRows ? Math.max(0, i - 1) : col > 0 ? i - 1 : i;
    case 'ArrowDown':
      return i + width < count ? i + width : i;
    case 'ArrowUp':
      return i - width >= 0 ? i - width : i;
    case 'Home':
      return i - col;
    case 'End':
      return Math.min(count - 1, i - col + width - 1);
    default:
      return null;
  }
}
