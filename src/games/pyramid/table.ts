// The pyramid's cards as the list the board draws (issue 21): one item per card still in the
// pyramid, keyed by its slot, with its place, its marks and its accessible name. Items that did not
// change are the last list's objects, so a draw from the stock or a pair taken away re-runs only
// the cards whose look or name changed.

import type { Card } from '../../core/cards.ts';
import { ItemReuse } from '../../ui/cards/reuse.ts';
import type { PyramidLayout } from './layout.ts';
import { isFree, type PyramidMove, type PyramidState } from './rules.ts';
import { pyr } from './strings.de.ts';
import { isHinted, type Cursor } from './view.svelte.ts';

export interface SlotItem {
  readonly key: number;
  readonly card: Card;
  readonly x: number;
  readonly y: number;
  readonly free: boolean;
  readonly selected: boolean;
  readonly hinted: boolean;
  readonly partner: boolean;
  /** The keyboard cursor rests here (tabindex 0). */
  readonly cursor: boolean;
  readonly label: string;
}

/** What the board marks: the selected card, its partners, the hint and the keyboard cursor. */
export interface Marks {
  readonly selected: Card | null;
  readonly partners: readonly Card[];
  readonly hinted: PyramidMove | null;
  readonly cursor: Cursor;
}

/** ", vom Tipp markiert" / ", passt zur Auswahl" after a card's name. */
export const marksOf = (card: Card, m: Marks): string =>
  (isHinted(m.hinted, card) ? `, ${pyr.names.hinted}` : '') + (m.partners.includes(card) ? `, ${pyr.names.partner}` : '');

export class PyramidTable {
  readonly #reuse = new ItemReuse<SlotItem>(['key', 'card', 'x', 'y', 'free', 'selected', 'hinted', 'partner', 'cursor', 'label']);

  slots(s: PyramidState, geo: PyramidLayout, m: Marks): SlotItem[] {
    const out: SlotItem[] = [];
    s.pyramid.forEach((card, i) => {
      if (card === null) return;
      const free = isFree(s, i);
      const p = geo.slots[i] ?? { x: 0, y: 0 };
      out.push(
        this.#reuse.put({
          key: i,
          card,
          x: p.x,
          y: p.y,
          free,
          selected: m.selected === card,
          hinted: isHinted(m.hinted, card),
          partner: m.partners.includes(card),
          cursor: m.cursor === i,
          label: pyr.names.card(card, free) + marksOf(card, m),
        }),
      );
    });
    this.#reuse.done();
    return out;
  }
}
