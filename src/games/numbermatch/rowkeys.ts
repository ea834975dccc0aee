// Stable keys for the board's rows (issue 13: a tap must not re-create rows that did not change).
//
// After any change (a pair, an add, undo, redo, restart) the new rows get keys from the old ones:
// walking both lists top down, a row keeps the key of an equal old row, or of the old row at the
// same place when both lists have as many rows left; an old row is dropped when more old rows than
// new ones are left; otherwise the row gets a fresh key. An add keeps every full row's key; a pair
// keeps every row but the two it touched (and a removed row's key goes away with it).

/** The rows of a board as strings of nine digits (the last may be shorter). */
export function rowStrings(cells: readonly number[], width: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < cells.length; i += width) out.push(cells.slice(i, i + width).join(''));
  return out;
}

export function nextRowKeys(oldRows: readonly string[], oldKeys: readonly number[], newRows: readonly string[], fresh: () => number): number[] {
  const keys: number[] = [];
  let i = 0;
  for (let j = 0; j < newRows.length;) {
    const oldLeft = oldRows.length - i;
    const newLeft = newRows.length - j;
    if (oldLeft > 0 && (oldRows[i] === newRows[j] || oldLeft === newLeft)) {
      keys.push(oldKeys[i] as number);
      i++;
      j++;
    } else if (oldLeft > newLeft) i++;
    else {
      keys.push(fresh());
      j++;
    }
  }
  return keys;
}
