// The board's kept list of cards (table.ts): per card what the markup used to work out (held, hint,
// drag source, drop target, name), and items kept as the same objects while nothing changed.
import { describe, expect, it } from 'vitest';
import { cardNameDe } from '../../core/cards.ts';
import { spotsOf, tableLayout } from './layout.ts';
import { WASTE, newDeal, playStock } from './rules.ts';
import { k } from './strings.de.ts';
import { KlondikeTable } from './table.ts';

const L = tableLayout(900, 700);

describe('KlondikeTable', () => {
  it('gives each card its spot, name, drag source and drop target', () => {
    const s = newDeal(1);
    const spots = spotsOf(s, L);
    const items = new KlondikeTable().items(spots, null, new Set());
    expect(items.map((i) => i.card)).toEqual(spots.map((sp) => sp.card));
    for (const [i, it] of items.entries()) {
      const sp = spots[i];
      expect(it).toMatchObject({ x: sp?.x, y: sp?.y, z: sp?.z, faceUp: sp?.faceUp, role: sp?.role, held: false, hinted: false });
      if (it.role === 'none') expect(it.label).toBeUndefined();
      else expect(it.label).toBe(it.faceUp ? cardNameDe(it.card) : k.faceDown);
      if (typeof it.place === 'number' && it.place < 7) expect(it.drop).toBe(`c${it.place}`);
      expect(it.drag).toBe(it.role === 'button' && it.count > 0 ? `c${it.place}:${it.count}` : undefined);
    }
  });

  it('marks the held cards and the hint; a draw re-creates only the items of the cards it moved', () => {
    const t = new KlondikeTable();
    const s0 = newDeal(2);
    const first = t.items(spotsOf(s0, L), null, new Set());
    const r = playStock(s0);
    if (!r.ok) throw new Error(r.error.message);
    const s1 = r.value.state;
    const top = s1.waste.at(-1) as number;
    const next = t.items(spotsOf(s1, L), { from: WASTE, count: 1 }, new Set([top]));
    const changed = next.filter((it) => !first.includes(it));
    expect(changed.map((it) => it.card)).toEqual([top]);
    expect(changed[0]).toMatchObject({ held: true, hinted: true, drag: 'w', role: 'button' });
  });
});
