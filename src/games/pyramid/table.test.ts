// The board's kept list of the pyramid's cards (table.ts): one item per card left, its marks and
// name as the board showed them, and items kept as the same objects while nothing about them changed.
import { describe, expect, it } from 'vitest';
import { pyramidLayout } from './layout.ts';
import { deal, isFree, type PyramidState } from './rules.ts';
import { pyr } from './strings.de.ts';
import { PyramidTable, type Marks } from './table.ts';

const geo = pyramidLayout(900, 700);
const none: Marks = { selected: null, partners: [], hinted: null, cursor: 'stock' };

describe('PyramidTable', () => {
  it('lists the cards left in slot order, where the layout puts them, named as before', () => {
    const s0 = deal(3);
    const s: PyramidState = { ...s0, pyramid: s0.pyramid.map((c, i) => (i === 27 || i === 20 ? null : c)) };
    const items = new PyramidTable().slots(s, geo, none);
    expect(items.map((i) => i.key)).toEqual(s.pyramid.flatMap((c, i) => (c === null ? [] : [i])));
    for (const it of items) {
      expect(it.card).toBe(s.pyramid[it.key]);
      expect([it.x, it.y]).toEqual([geo.slots[it.key]?.x, geo.slots[it.key]?.y]);
      expect(it.free).toBe(isFree(s, it.key));
      expect(it.label).toBe(pyr.names.card(it.card, it.free));
    }
  });

  it('marks the selection, its partners, the hint and the cursor, in the name too', () => {
    const s = deal(3);
    const a = s.pyramid[21] as number;
    const b = s.pyramid[22] as number;
    const k = s.pyramid[23] as number;
    const m: Marks = { selected: a, partners: [b], hinted: { kind: 'king', card: k }, cursor: 23 };
    const items = new PyramidTable().slots(s, geo, m);
    const at = (i: number) => items.find((x) => x.key === i);
    expect(at(21)).toMatchObject({ selected: true, partner: false, hinted: false, cursor: false });
    expect(at(22)).toMatchObject({ selected: false, partner: true, label: `${pyr.names.card(b, true)}, ${pyr.names.partner}` });
    expect(at(23)).toMatchObject({ hinted: true, cursor: true, label: `${pyr.names.card(k, true)}, ${pyr.names.hinted}` });
  });

  it('keeps unchanged items as the same objects', () => {
    const t = new PyramidTable();
    const s = deal(5);
    const first = t.slots(s, geo, none);
    const again = t.slots({ ...s, stock: s.stock.slice(1), waste: [s.stock[0] as number] }, geo, { ...none, cursor: 27 });
    expect(again.filter((x, i) => x !== first[i]).map((x) => x.key)).toEqual([27]);
  });
});
