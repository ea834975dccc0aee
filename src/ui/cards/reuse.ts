// Lists a card table draws with one keyed each (issue 21): when the table changes, an item equal
// field by field to the last list's item under the same key is kept as that very object, so Svelte
// leaves its element alone; only the items that changed re-run their bindings.

/** The items of the last list, by key; `put` each item of the next list, then `done`. */
export class ItemReuse<T extends { readonly key: number | string }> {
  #last = new Map<T['key'], T>();
  #next = new Map<T['key'], T>();
  readonly #fields: readonly string[];

  /** `fields`: every field an item may have (of all its kinds); items are compared on these. */
  constructor(fields: readonly AllKeys<T>[]) {
    this.#fields = fields as readonly string[];
  }

  /** The item to draw: the last list's object when nothing in it changed, else `item`. */
  put(item: T): T {
    if (import.meta.env.DEV) for (const f of Object.keys(item)) if (!this.#fields.includes(f)) throw new Error(`ItemReuse: field "${f}" is not compared`);
    const old = this.#last.get(item.key);
    const kept = old !== undefined && this.#same(old, item) ? old : item;
    this.#next.set(item.key, kept);
    return kept;
  }

  /** The list is complete: it is the one the next list is compared with. */
  done(): void {
    this.#last = this.#next;
    this.#next = new Map();
  }

  #same(a: T, b: T): boolean {
    const x = a as unknown as Record<string, unknown>;
    const y = b as unknown as Record<string, unknown>;
    for (const f of this.#fields) if (x[f] !== y[f]) return false;
    return true;
  }
}

/** The field names of every member of a union. */
export type AllKeys<T> = T extends unknown ? keyof T & string : never;
