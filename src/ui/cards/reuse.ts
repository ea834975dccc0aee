// Lists a card table draws with one keyed each (issue 21): when the table changes, an item equal
// field by field to the last list's item under the same key is kept as that very object, so Svelte
// leaves its element alone; only the items that changed re-run their bindings.

/** The items of the last list, by key; `put` each item of the next list, then `done`. */
export class ItemReuse<T extends { readonly key: number | string }> {
  #last = new Map<T['key'], T>();
  #next = new Map<T['key'], T>();

  /** The item to draw: the last list's object when nothing in it changed, else `item`. */
  put(item: T): T {
    const old = this.#last.get(item.key);
    const kept = old !== undefined && sameFields(old, item) ? old : item;
    this.#next.set(item.key, kept);
    return kept;
  }

  /** The list is complete: it is the one the next list is compared with. */
  done(): void {
    this.#last = this.#next;
    this.#next = new Map();
  }
}

function sameFields<T extends object>(a: T, b: T): boolean {
  for (const k in b) if (a[k] !== b[k]) return false;
  for (const k in a) if (!(k in b)) return false;
  return true;
}
