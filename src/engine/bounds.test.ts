// Issue 26 item 3: every number a save carries has a documented bound (src/core/bounds.ts)
// checked on load; each game's bounds.test.ts checks its positions (src/testing/bounds.ts).

import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MAX_PLAY_MS } from '../core/bounds.ts';
import { attemptSchema } from '../core/attempt.ts';

describe('issue 26: bounded numbers in saves', () => {
  it('issue 26: an attempt refuses a play time past 100 days', () => {
    fc.assert(
      fc.property(fc.double({ min: MAX_PLAY_MS + 1, max: 1e300, noNaN: true }), (ms) => {
        expect(v.is(attemptSchema, { practice: false, counted: [], elapsedMs: ms })).toBe(false);
      }),
    );
    expect(v.is(attemptSchema, { practice: false, counted: [], elapsedMs: MAX_PLAY_MS })).toBe(true);
  });
});
