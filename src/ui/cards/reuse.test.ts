import { describe, expect, it } from 'vitest';
import { ItemReuse } from './reuse.ts';

type Item = { key: number; kind: 'a'; x: number } | { key: number; kind: 'b'; y: number };

describe('ItemReuse', () => {
  it('keeps the last object of a key while its fields stay equal, and only then', () => {
    const r = new ItemReuse<Item>(['key', 'kind', 'x', 'y']);
    const a = r.put({ key: 1, kind: 'a', x: 1 });
    const b = r.put({ key: 2, kind: 'b', y: 2 });
    r.done();
    expect(r.put({ key: 1, kind: 'a', x: 1 })).toBe(a);
    const b2 = r.put({ key: 2, kind: 'b', y: 3 });
    expect(b2).not.toBe(b);
    expect(b2).toEqual({ key: 2, kind: 'b', y: 3 });
    r.done();
    // Another kind under the same key is a change; a key left out of a list is forgotten.
    expect(r.put({ key: 2, kind: 'a', x: 3 })).not.toBe(b2);
    r.done();
    expect(r.put({ key: 1, kind: 'a', x: 1 })).not.toBe(a);
  });

  it('refuses (in development and tests) an item with a field it does not compare', () => {
    const r = new ItemReuse<Item>(['key', 'kind', 'x']);
    expect(() => r.put({ key: 1, kind: 'b', y: 1 })).toThrow(/"y"/);
  });
});
