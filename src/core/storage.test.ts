// HUB-5 storage: versioned, validated, never crashes on garbage, never loses other entries.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import { KEY_PREFIX, MemoryStorage, Store, type EntrySpec } from './storage.ts';

const scoreSpec: EntrySpec<{ best: number; names: string[] }> = {
  name: 'test/score',
  version: 2,
  schema: v.object({ best: v.number(), names: v.array(v.string()) }),
  migrations: {
    // v1 stored only a number
    1: (old) => {
      if (typeof old !== 'number') throw new Error('v1 data must be a number');
      return { best: old, names: [] };
    },
  },
};
const KEY = KEY_PREFIX + scoreSpec.name;
const env = (version: number, data: unknown): string => JSON.stringify({ kk: 1, v: version, data });

function setup(raw?: string, quota?: number): { mem: MemoryStorage; store: Store } {
  const mem = new MemoryStorage(quota);
  mem.setItem(`${KEY_PREFIX}other`, env(1, { keep: true }));
  mem.setItem('foreign-app-key', 'not ours');
  if (raw !== undefined) mem.setItem(KEY, raw);
  return { mem, store: new Store(mem) };
}

describe('HUB-5 storage', () => {
  it('HUB-5 writes and reads back a valid entry', () => {
    const { store } = setup();
    expect(store.write(scoreSpec, { best: 5, names: ['a'] }).ok).toBe(true);
    expect(store.read(scoreSpec)).toEqual({ best: 5, names: ['a'] });
  });

  it('HUB-5 a missing entry reads as undefined without a report', () => {
    const { store } = setup();
    expect(store.read(scoreSpec)).toBeUndefined();
    expect(store.reports).toEqual([]);
  });

  it.each([
    ['truncated JSON', '{"kk":1,"v":2,"data":{"be', 'corrupt'],
    ['not an envelope', '{"best":3}', 'corrupt'],
    ['wrong shape', env(2, { best: 'high', names: [] }), 'invalid'],
    ['newer version', env(9, { best: 1, names: [], extra: 1 }), 'newer'],
    ['failing migration', env(1, 'seven'), 'invalid'],
  ])('HUB-5 %s is set aside with a report, other entries untouched', (_label, raw, kind) => {
    const { mem, store } = setup(raw);
    expect(store.read(scoreSpec)).toBeUndefined();
    expect(store.reports.map((r) => r.kind)).toEqual([kind]);
    const aside = store.reports[0]?.asideKey;
    expect(aside).toBeDefined();
    expect(mem.getItem(aside!)).toBe(raw);
    expect(mem.getItem(KEY)).toBeNull();
    expect(mem.getItem(`${KEY_PREFIX}other`)).toBe(env(1, { keep: true }));
    expect(mem.getItem('foreign-app-key')).toBe('not ours');
    // The slot is usable again.
    expect(store.write(scoreSpec, { best: 1, names: [] }).ok).toBe(true);
    expect(store.read(scoreSpec)).toEqual({ best: 1, names: [] });
  });

  it('HUB-5 migrates an outdated entry and rewrites it in the current version', () => {
    const { mem, store } = setup(env(1, 42));
    expect(store.read(scoreSpec)).toEqual({ best: 42, names: [] });
    expect(store.reports.map((r) => r.kind)).toEqual(['migrated']);
    expect(JSON.parse(mem.getItem(KEY)!).v).toBe(2);
  });

  it('HUB-5 a full quota keeps the value in memory, reports it, and keeps the old stored value', () => {
    const { mem, store } = setup(env(2, { best: 1, names: [] }), 200);
    const big = { best: 2, names: ['x'.repeat(500)] };
    const w = store.write(scoreSpec, big);
    expect(w.ok).toBe(false);
    expect(store.reports.map((r) => r.kind)).toEqual(['quota']);
    expect(store.read(scoreSpec)).toEqual(big);
    expect(JSON.parse(mem.getItem(KEY)!).data).toEqual({ best: 1, names: [] });
  });

  it('HUB-5 a full quota first frees set-aside copies, then writes', () => {
    const mem = new MemoryStorage(400);
    mem.setItem(`${KEY}:aside:1`, 'x'.repeat(250));
    const store = new Store(mem);
    expect(store.write(scoreSpec, { best: 3, names: ['y'.repeat(100)] }).ok).toBe(true);
    expect(mem.getItem(`${KEY}:aside:1`)).toBeNull();
  });

  it('HUB-5 update re-reads before writing, so a second tab’s change is kept', () => {
    const mem = new MemoryStorage();
    const tabA = new Store(mem);
    const tabB = new Store(mem);
    tabA.write(scoreSpec, { best: 1, names: ['a'] });
    tabB.update(scoreSpec, (cur) => ({ best: Math.max(cur?.best ?? 0, 5), names: [...(cur?.names ?? []), 'b'] }));
    tabA.update(scoreSpec, (cur) => ({ best: Math.max(cur?.best ?? 0, 3), names: [...(cur?.names ?? []), 'a2'] }));
    expect(tabA.read(scoreSpec)).toEqual({ best: 5, names: ['a', 'b', 'a2'] });
  });

  it('HUB-5 refuses to write data that fails its own schema', () => {
    const { store } = setup();
    expect(store.write(scoreSpec, { best: 'x' } as never).ok).toBe(false);
    expect(store.read(scoreSpec)).toBeUndefined();
  });

  it('HUB-5 property: random bytes in any entry never crash a read and never touch other entries', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.uint8Array().map((b) => String.fromCharCode(...b)),
        ),
        (raw) => {
          const { mem, store } = setup(raw);
          const r = store.read(scoreSpec);
          if (r !== undefined) expect(v.safeParse(scoreSpec.schema, r).success).toBe(true);
          expect(mem.getItem(`${KEY_PREFIX}other`)).toBe(env(1, { keep: true }));
          expect(mem.getItem('foreign-app-key')).toBe('not ours');
        },
      ),
      { numRuns: 300 },
    );
  });

  it('HUB-5 a backend that throws on every call does not crash the store', () => {
    const broken = {
      get length(): number {
        throw new Error('denied');
      },
      key: () => {
        throw new Error('denied');
      },
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const store = new Store(broken);
    expect(store.read(scoreSpec)).toBeUndefined();
    expect(store.write(scoreSpec, { best: 1, names: [] }).ok).toBe(false);
    expect(store.reports.at(-1)?.kind).toBe('unavailable');
    expect(store.read(scoreSpec)).toEqual({ best: 1, names: [] });
  });
});
