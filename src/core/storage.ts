// The one module through which everything persistent passes (HUB-5).
//
// Every entry is an envelope {"kk":1,"v":<schema version>,"data":…} under a key
// "knobelkiste:<name>". Reads validate the data against a valibot schema; an entry that
// does not parse, fails its schema or comes from a newer schema is copied aside to
// "knobelkiste:<name>:aside:<n>" with a report and never crashes the caller. An older
// version runs through the entry's migrations. Writes never touch other entries; a quota
// error first frees space taken by set-aside copies, then keeps the value in memory (so
// the running app loses nothing) and reports it. `update` re-reads right before writing,
// so two tabs changing the same entry merge instead of overwriting each other.

import * as v from 'valibot';
import { fail, ok, type Result } from './result.ts';

export const KEY_PREFIX = 'knobelkiste:';
const ASIDE = ':aside:';

/** The subset of the Web Storage API we use (localStorage, or a fake in tests). */
export interface StorageBackend {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface EntrySpec<T> {
  /** Entry name, e.g. "<game>/save/free". */
  readonly name: string;
  /** Current schema version (≥ 1). */
  readonly version: number;
  readonly schema: v.GenericSchema<unknown, T>;
  /** migrations[n] turns version-n data into version n+1 data (may throw: then set aside). */
  readonly migrations?: Readonly<Record<number, (old: unknown) => unknown>>;
}

export type StorageReportKind = 'corrupt' | 'invalid' | 'newer' | 'migrated' | 'quota' | 'unavailable';

export interface StorageReport {
  readonly kind: StorageReportKind;
  readonly name: string;
  /** English detail for logs and tests; the UI shows its own German text per kind. */
  readonly detail: string;
  /** Where the original text was kept, when it was set aside. */
  readonly asideKey?: string;
}

const envelopeSchema = v.object({ kk: v.literal(1), v: v.pipe(v.number(), v.integer(), v.minValue(1)), data: v.unknown() });

/** An in-memory backend, optionally with a byte quota (for tests and as a fallback). */
export class MemoryStorage implements StorageBackend {
  readonly #map = new Map<string, string>();
  constructor(private readonly quotaChars = Infinity) {}
  get length(): number {
    return this.#map.size;
  }
  key(i: number): string | null {
    return [...this.#map.keys()][i] ?? null;
  }
  getItem(k: string): string | null {
    return this.#map.get(k) ?? null;
  }
  setItem(k: string, value: string): void {
    let used = 0;
    for (const [kk, vv] of this.#map) if (kk !== k) used += kk.length + vv.length;
    if (used + k.length + value.length > this.quotaChars) {
      const e = new Error('The quota has been exceeded.');
      e.name = 'QuotaExceededError';
      throw e;
    }
    this.#map.set(k, value);
  }
  removeItem(k: string): void {
    this.#map.delete(k);
  }
}

function isQuotaError(e: unknown): boolean {
  return e instanceof Error && (e.name === 'QuotaExceededError' || e.name === 'NS_ERROR_DOM_QUOTA_REACHED' || /quota/i.test(e.message));
}

export class Store {
  readonly #backend: StorageBackend;
  /** Values that could not be written (quota): served from memory until a write succeeds. */
  readonly #pending = new Map<string, string>();
  readonly #reports: StorageReport[] = [];
  readonly #listeners = new Set<(r: StorageReport) => void>();

  constructor(backend: StorageBackend) {
    this.#backend = backend;
  }

  /** localStorage when usable, else memory (private modes, blocked storage) with a report. */
  static browser(): Store {
    try {
      const ls = globalThis.localStorage;
      const probe = `${KEY_PREFIX}probe`;
      ls.setItem(probe, '1');
      ls.removeItem(probe);
      return new Store(ls);
    } catch (e) {
      const s = new Store(new MemoryStorage());
      s.#report({ kind: 'unavailable', name: '*', detail: `localStorage unusable: ${String(e)}` });
      return s;
    }
  }

  get reports(): readonly StorageReport[] {
    return this.#reports;
  }
  onReport(f: (r: StorageReport) => void): () => void {
    this.#listeners.add(f);
    return () => this.#listeners.delete(f);
  }
  #report(r: StorageReport): void {
    this.#reports.push(r);
    for (const f of this.#listeners) f(r);
  }

  #raw(key: string): string | null {
    const p = this.#pending.get(key);
    if (p !== undefined) return p;
    try {
      return this.#backend.getItem(key);
    } catch {
      return null;
    }
  }

  /** Read and validate an entry. Missing → undefined. Bad → set aside, reported, undefined. */
  read<T>(spec: EntrySpec<T>): T | undefined {
    const key = KEY_PREFIX + spec.name;
    const text = this.#raw(key);
    if (text === null) return undefined;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      this.#setAside(spec.name, text, 'corrupt', 'not valid JSON');
      return undefined;
    }
    const env = v.safeParse(envelopeSchema, parsed);
    if (!env.success) {
      this.#setAside(spec.name, text, 'corrupt', 'not a Knobelkiste entry');
      return undefined;
    }
    let { v: version, data } = env.output;
    if (version > spec.version) {
      this.#setAside(spec.name, text, 'newer', `schema version ${version} is newer than ${spec.version}`);
      return undefined;
    }
    const from = version;
    while (version < spec.version) {
      const step = spec.migrations?.[version];
      if (!step) {
        this.#setAside(spec.name, text, 'invalid', `no migration from version ${version}`);
        return undefined;
      }
      try {
        data = step(data);
      } catch (e) {
        this.#setAside(spec.name, text, 'invalid', `migration from version ${version} failed: ${String(e)}`);
        return undefined;
      }
      version++;
    }
    const checked = v.safeParse(spec.schema, data);
    if (!checked.success) {
      this.#setAside(spec.name, text, 'invalid', checked.issues.map((i) => i.message).join('; '));
      return undefined;
    }
    if (from !== spec.version) {
      this.#report({ kind: 'migrated', name: spec.name, detail: `migrated from version ${from} to ${spec.version}` });
      this.write(spec, checked.output);
    }
    return checked.output;
  }

  /** Validate and write an entry. A quota error keeps the value in memory and reports it. */
  write<T>(spec: EntrySpec<T>, value: T): Result<void> {
    const checked = v.safeParse(spec.schema, value);
    if (!checked.success) return fail('invalid', `Refusing to write invalid ${spec.name}: ${checked.issues[0]?.message ?? ''}`);
    const key = KEY_PREFIX + spec.name;
    const text = JSON.stringify({ kk: 1, v: spec.version, data: value });
    const outcome = this.#trySet(key, text);
    if (outcome === 'ok') {
      this.#pending.delete(key);
      return ok(undefined);
    }
    this.#pending.set(key, text);
    if (outcome === 'quota') {
      this.#report({ kind: 'quota', name: spec.name, detail: 'storage is full; the value is kept in memory for now' });
      return fail('quota', 'Storage is full.');
    }
    this.#report({ kind: 'unavailable', name: spec.name, detail: 'storage refused the write; the value is kept in memory for now' });
    return fail('unavailable', 'Storage refused the write.');
  }

  /** Read, change and write back in one synchronous step (other tabs' writes are not lost). */
  update<T>(spec: EntrySpec<T>, change: (current: T | undefined) => T): Result<T> {
    const next = change(this.read(spec));
    const w = this.write(spec, next);
    return w.ok ? ok(next) : w;
  }

  remove(name: string): void {
    const key = KEY_PREFIX + name;
    this.#pending.delete(key);
    try {
      this.#backend.removeItem(key);
    } catch {
      /* nothing to do: the entry stays, which loses nothing */
    }
  }

  /** The names of every entry this store holds (set-aside copies included), without reading them. */
  names(): string[] {
    const out = new Set(this.#allKeys().map((k) => k.slice(KEY_PREFIX.length)));
    for (const key of this.#pending.keys()) out.add(key.slice(KEY_PREFIX.length));
    return [...out];
  }

  /**
   * Every entry this store holds, by name (without the key prefix), exactly as stored: set-aside
   * copies included, and a value kept in memory after a failed write instead of its older stored text.
   */
  snapshot(): Map<string, string> {
    const out = new Map<string, string>();
    for (const key of this.#allKeys()) {
      const text = this.#raw(key);
      if (text !== null) out.set(key.slice(KEY_PREFIX.length), text);
    }
    for (const [key, text] of this.#pending) out.set(key.slice(KEY_PREFIX.length), text);
    return new Map([...out].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  }

  /**
   * Replace every entry by `entries` (names without the key prefix, texts exactly as stored), as one
   * step: when a write fails (the browser's quota), the entries held before are written back and
   * the result says why, so a store is never left half old, half new. Other apps' keys stay.
   */
  replaceAll(entries: ReadonlyMap<string, string>): Result<void> {
    const before = new Map<string, string>();
    for (const key of this.#allKeys()) {
      try {
        const text = this.#backend.getItem(key);
        if (text !== null) before.set(key, text);
      } catch {
        return fail('unavailable', 'Storage could not be read; nothing was replaced.');
      }
    }
    const clear = (keys: Iterable<string>): void => {
      for (const key of keys) {
        try {
          this.#backend.removeItem(key);
        } catch {
          /* the next write or the rollback tells */
        }
      }
    };
    // Old entries go first: the new ones then have all the room the old ones took.
    clear(before.keys());
    const written: string[] = [];
    for (const [name, text] of entries) {
      const key = KEY_PREFIX + name;
      try {
        this.#backend.setItem(key, text);
        written.push(key);
      } catch (e) {
        clear(written);
        let restored = true;
        for (const [k, t] of before) {
          try {
            this.#backend.setItem(k, t);
          } catch {
            restored = false;
          }
        }
        if (!restored) this.#report({ kind: 'unavailable', name: '*', detail: 'entries could not be written back after a failed replace' });
        return isQuotaError(e)
          ? fail('quota', 'Storage is full; nothing was replaced.')
          : fail('unavailable', 'Storage refused a write; nothing was replaced.');
      }
    }
    this.#pending.clear();
    return ok(undefined);
  }

  /** Try pending writes again (e.g. after space was freed). */
  flush(): void {
    for (const [key, text] of [...this.#pending]) if (this.#trySet(key, text) === 'ok') this.#pending.delete(key);
  }

  #trySet(key: string, text: string): 'ok' | 'quota' | 'error' {
    for (let attempt = 0; ; attempt++) {
      try {
        this.#backend.setItem(key, text);
        return 'ok';
      } catch (e) {
        if (!isQuotaError(e)) return 'error';
        // One retry after freeing the space that set-aside copies take.
        if (attempt > 0 || !this.#dropAsideCopies()) return 'quota';
      }
    }
  }

  /** Free space by deleting set-aside copies (oldest data first). Returns whether any went. */
  #dropAsideCopies(): boolean {
    const keys = this.#allKeys().filter((k) => k.includes(ASIDE));
    try {
      for (const k of keys) this.#backend.removeItem(k);
    } catch {
      return false;
    }
    return keys.length > 0;
  }

  #allKeys(): string[] {
    const out: string[] = [];
    try {
      for (let i = 0; i < this.#backend.length; i++) {
        const k = this.#backend.key(i);
        if (k !== null && k.startsWith(KEY_PREFIX)) out.push(k);
      }
    } catch {
      /* an unreadable backend lists nothing */
    }
    return out;
  }

  /**
   * Set aside an entry that passed its schema but that its reader cannot use (a save the rules
   * cannot replay): its text is kept under an aside key and reported like any broken entry.
   */
  setAside(name: string, detail: string): void {
    const text = this.#raw(KEY_PREFIX + name);
    if (text !== null) this.#setAside(name, text, 'invalid', detail);
  }

  #setAside(name: string, text: string, kind: StorageReportKind, detail: string): void {
    const key = KEY_PREFIX + name;
    let asideKey: string | undefined;
    for (let n = 1; n < 1000 && asideKey === undefined; n++) {
      const candidate = `${key}${ASIDE}${n}`;
      if (this.#raw(candidate) === null) asideKey = candidate;
    }
    let kept = false;
    if (asideKey !== undefined) {
      try {
        this.#backend.setItem(asideKey, text);
        kept = true;
      } catch {
        kept = false;
      }
    }
    // Only the broken entry itself is removed, and only once its text is safe elsewhere
    // (or could not be kept anyway because storage is full: then it stays where it is).
    if (kept) this.remove(name);
    this.#report({ kind, name, detail, ...(kept && asideKey ? { asideKey } : {}) });
  }
}
