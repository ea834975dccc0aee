// The typed trace of a pyramid move: the card drawn, or the cards removed with their places, points and combo.

import { describe, expect, it } from 'vitest';
import { c, withBase } from './testing.ts';
import { deal, playMove, slotIndex } from './rules.ts';

describe('pyramid traces', () => {
  it('PYR-4 a draw names the card turned up', () => {
    const s = deal(1);
    const r = playMove(s, { kind: 'draw' });
    expect(r.ok && r.value.trace).toEqual({ kind: 'draw', card: s.stock.at(-1) });
  });

  it('PYR-2 PYR-5 PYR-6 a pair of pyramid cards: both cards with their slots, 2 points, the combo after', () => {
    const s = withBase(['QH', 'AS'], [], [], 0, 1);
    const r = playMove(s, { kind: 'pair', a: c('QH'), b: c('AS') });
    expect(r.ok && r.value.trace).toEqual({
      kind: 'remove',
      removed: [
        { card: c('QH'), place: { kind: 'slot', index: slotIndex(6, 0) } },
        { card: c('AS'), place: { kind: 'slot', index: slotIndex(6, 1) } },
      ],
      points: 2,
      combo: 2,
    });
  });

  it('PYR-3 PYR-5 a pyramid card with the waste card scores 1; a waste king 0', () => {
    const pair = playMove(withBase(['QH'], [], ['AS']), { kind: 'pair', a: c('AS'), b: c('QH') });
    expect(pair.ok && pair.value.trace).toMatchObject({ kind: 'remove', removed: [{ card: c('AS'), place: { kind: 'waste' } }, { card: c('QH') }], points: 1 });
    const king = playMove(withBase([], [], ['KD']), { kind: 'king', card: c('KD') });
    expect(king.ok && king.value.trace).toMatchObject({ kind: 'remove', removed: [{ card: c('KD'), place: { kind: 'waste' } }], points: 0, combo: 1 });
  });

  it('an illegal move has no trace, only the typed error', () => {
    const r = playMove(deal(1), { kind: 'king', card: c('QH') });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('illegal');
  });
});
