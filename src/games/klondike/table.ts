// Klondike's cards as the list the board draws (issue 21): each card's spot (layout.ts) with what the
// board used to work out per card in its markup — held, hinted, drag source, drop target and
// accessible name — so a card's element depends on its item alone. Items that did not change are
// the last list's objects: a draw or a move re-runs only the cards it moved, turned or marked.

import { cardNameDe, type Card } from '../../core/cards.ts';
import { ItemReuse } from '../../ui/cards/reuse.ts';
import type { CardSpot } from './layout.ts';
import { FOUNDATION, STOCK, isColumnPlace, type Place } from './rules.ts';
import type { Held } from './selection.ts';
import { k } from './strings.de.ts';
import { sourceOf } from './view.svelte.ts';

export interface CardItem {
  readonly key: Card;
  readonly card: Card;
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly faceUp: boolean;
  readonly place: Place;
  readonly count: number;
  readonly role: CardSpot['role'];
  readonly held: boolean;
  readonly hinted: boolean;
  /** data-drag (a pick-up from here) and data-drop (what a drop here targets). */
  readonly drag: string | undefined;
  readonly drop: string | undefined;
  /** The accessible name (buttons and pictures; none for cards buried in a pile). */
  readonly label: string | undefined;
}

/** Whether the spot lies in what is held (a column's run from its first card, or a single top card). */
export const isHeld = (held: Held | null, sp: CardSpot): boolean =>
  held !== null && sp.place === held.from && sp.faceUp && (isColumnPlace(sp.place) ? sp.count > 0 && sp.count <= held.count : sp.count > 0);

const dropOf = (sp: CardSpot): string | undefined => (isColumnPlace(sp.place) ? `c${sp.place}` : sp.place >= FOUNDATION && sp.place < STOCK ? 'h' : undefined);

const dragOf = (sp: CardSpot): string | undefined => (sp.count === 0 ? undefined : sourceOf({ from: sp.place, count: isColumnPlace(sp.place) ? sp.count : 1 }));

const labelOf = (sp: CardSpot): string | undefined =>
  sp.role === 'button' ? cardNameDe(sp.card) : sp.role === 'img' ? (sp.faceUp ? cardNameDe(sp.card) : k.faceDown) : undefined;

export class KlondikeTable {
  readonly #reuse = new ItemReuse<CardItem>(['key', 'card', 'x', 'y', 'z', 'faceUp', 'place', 'count', 'role', 'held', 'hinted', 'drag', 'drop', 'label']);

  items(spots: readonly CardSpot[], held: Held | null, hinted: ReadonlySet<Card>): CardItem[] {
    const out = spots.map((sp) =>
      this.#reuse.put({
        key: sp.card,
        card: sp.card,
        x: sp.x,
        y: sp.y,
        z: sp.z,
        faceUp: sp.faceUp,
        place: sp.place,
        count: sp.count,
        role: sp.role,
        held: isHeld(held, sp),
        hinted: hinted.has(sp.card),
        drag: sp.role === 'button' ? dragOf(sp) : undefined,
        drop: dropOf(sp),
        label: labelOf(sp),
      }),
    );
    this.#reuse.done();
    return out;
  }
}
