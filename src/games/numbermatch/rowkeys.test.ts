// Issue 13 (adding re-renders every cell): row keys survive adds and pairs, so unchanged rows are kept.
import { describe, expect, it } from 'vitest';
import { nextRowKeys, rowStrings } from './rowkeys.ts';

const counter = (start: number) => {
  let k = start;
  return () => k++;
};

describe('issue 13: stable row keys', () => {
  it('issue 13: an add keeps the keys of every full row', () => {
    const keys = nextRowKeys(['123456789', '12345'], [0, 1], ['123456789', '123451234', '567891234', '5'], counter(10));
    expect(keys.slice(0, 1)).toEqual([0]);
    expect(new Set(keys).size).toBe(4);
  });
  it('issue 13: a pair without a removed row keeps every key', () => {
    expect(nextRowKeys(['123', '456', '789'], [4, 5, 6], ['023', '456', '709'], counter(10))).toEqual([4, 5, 6]);
  });
  it('NUM-5 a removed row takes its key away; the rows below keep theirs', () => {
    expect(nextRowKeys(['11', '19', '55', '66'], [1, 2, 3, 4], ['11', '55', '66'], counter(10))).toEqual([1, 3, 4]);
  });
  it('issue 13: going back to fewer rows keeps matching rows, drops the surplus and reuses the last row in place', () => {
    expect(nextRowKeys(['1', '2', '3', '4'], [1, 2, 3, 4], ['1', '9'], counter(10))).toEqual([1, 4]);
    expect(nextRowKeys([], [], ['1', '9'], counter(10))).toEqual([10, 11]);
  });
  it('rowStrings splits cells into rows of the given width', () => {
    expect(rowStrings([1, 2, 3, 4, 0], 2)).toEqual(['12', '34', '0']);
  });
});
