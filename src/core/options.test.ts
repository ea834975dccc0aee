// The shared reading of a game's raw options: what counts as absent, what is refused and how.

import { describe, expect, it } from 'vitest';
import { noOptions, optionChoice, optionFields } from './options.ts';

describe('options', () => {
  it('absent options are no fields; an object gives its fields', () => {
    expect(optionFields(undefined)).toEqual({ ok: true, value: {} });
    expect(optionFields(null)).toEqual({ ok: true, value: {} });
    expect(optionFields({ size: 4, other: 'x' })).toEqual({ ok: true, value: { size: 4, other: 'x' } });
  });

  it.each([5, 'size=4', true, [], [{ size: 4 }]])('%j is refused as options, with an example when the game gives one', (raw) => {
    expect(optionFields(raw)).toEqual({ ok: false, error: { code: 'bad_request', message: '"options" must be an object.' } });
    expect(optionFields(raw, '{"size":4}')).toEqual({ ok: false, error: { code: 'bad_request', message: '"options" must be an object such as {"size":4}.' } });
  });

  it('a game without options takes any object and ignores its fields', () => {
    expect(noOptions(undefined)).toEqual({ ok: true, value: {} });
    expect(noOptions({ draw: 3 })).toEqual({ ok: true, value: {} });
    expect(noOptions('x')).toMatchObject({ ok: false, error: { code: 'bad_request' } });
  });

  it("a choice is one of its values, the fallback when absent, else refused with the game's sentence", () => {
    const pick = (fields: Record<string, unknown>) => optionChoice(fields, 'size', [3, 4, 5], 4, '"size" must be 3, 4 or 5.');
    expect(pick({ size: 5 })).toEqual({ ok: true, value: 5 });
    expect(pick({})).toEqual({ ok: true, value: 4 });
    expect(pick({ size: null })).toEqual({ ok: true, value: 4 });
    for (const size of [2, '4', 4.5, false, {}])
      expect(pick({ size })).toEqual({ ok: false, error: { code: 'bad_request', message: '"size" must be 3, 4 or 5.' } });
  });
});
