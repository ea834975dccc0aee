// The drawn faces of the 52 cards as SVG symbols, put once into a hidden sprite in the document, so a
// card on the table is one small SVG with one <use> reference instead of dozens of elements built
// for every card (issue 21: cards are created on every move). Two symbols per card: the face (pips
// on 2–10, a drawn double-ended bust on B, D, K, a large ace and a framed ace of spades, a small suit
// in the top right corner that a fanned card's strip still shows, and on large cards an index turned
// in the bottom right), and the corner index, rank over suit, which PlayingCard draws at a size of its
// own so it reads on a phone (issue 31). Styles (classes pcs-*) and the small-card variant live in
// PlayingCard.svelte; a symbol's content sees the card only through inherited properties (colour,
// custom properties), never through selectors on the card's ancestors.

import { RANK_LABELS } from '../../core/cards.ts';
import { PIP_LAYOUT, SUIT_PATHS } from './suits.ts';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** The symbol id of card `card` (0 … 51). */
export const cardSymbolId = (card: number): string => `pc-${card}`;
/** The symbol id of card `card`'s corner index. */
export const indexSymbolId = (card: number): string => `pci-${card}`;

/** The corner index's box: rank (font size INDEX_RANK, baseline 24) over a smaller suit. */
export const INDEX_BOX = { width: 32, height: 46 } as const;
export const INDEX_RANK = 30;

/** A suit shape of `size` units centred on (x, y), turned when below the middle. */
const at = (x: number, y: number, size: number, turned = false): string =>
  `translate(${x - size / 2} ${y - size / 2}) scale(${size / 20})${turned ? ' rotate(180 10 10)' : ''}`;

const suitPath = (card: number): string => SUIT_PATHS[card & 3] ?? '';

/** Rank over suit in the INDEX_BOX; "10" is pressed to the box's width. */
function index(card: number): string {
  const label = RANK_LABELS[card >> 2] ?? '?';
  const ten = label === '10' ? ' textLength="32" lengthAdjust="spacingAndGlyphs"' : '';
  return (
    `<text x="16" y="24" text-anchor="middle" class="pcs-rk"${ten}>${label}</text>` + `<path d="${suitPath(card)}" transform="translate(8 28) scale(0.8)"/>`
  );
}

/** One half of the court figure (head up); the card draws it twice, the second turned. */
function bust(card: number): string {
  const rank = (card >> 2) + 1;
  const crown =
    rank === 13
      ? '<path d="M43.5 48.5q6.5 11 13 0-6.5 3.5-13 0Z"/><path class="pcs-gold" d="M41.8 39.5v-8.5l4.2 4 4-5.5 4 5.5 4.2-4v8.5Z"/>'
      : rank === 12
        ? '<path class="pcs-gold" d="M43.5 38.8 44.3 33l2.9 3 2.8-4 2.8 4 2.9-3 .8 5.8Z"/><circle class="pcs-gold" cx="50" cy="31.3" r="1.3"/>'
        : '<path d="M41.2 40.5c0-8 17.6-8 17.6 0l3 1.2H38.2Z"/><path class="pcs-gold" d="M56.5 35.5c6-4.5 10.5-5.5 14-4.5-4 2-8 4.5-11.5 6.5Z"/>';
  return (
    '<path class="pcs-robe" d="M25 70c1-10 8-15.5 17-16.5h16c9 1 16 6.5 17 16.5Z"/>' +
    '<path class="pcs-trim" d="M42 53.5 50 66l8-12.5"/>' +
    `<path d="${suitPath(card)}" transform="${at(50, 62.5, 7)}"/>` +
    (rank === 12 ? '<path d="M41.5 47c-1.5-11 18.5-11 17 0l2.5 8.5-4-2.5c1-8-13-8-12 0l-4 2.5Z"/>' : '') +
    '<circle class="pcs-face" cx="50" cy="45" r="7.4"/>' +
    '<circle cx="47.4" cy="45" r="0.9" class="pcs-eye"/><circle cx="52.6" cy="45" r="0.9" class="pcs-eye"/>' +
    crown
  );
}

function face(card: number): string {
  const rank = (card >> 2) + 1;
  const path = suitPath(card);
  if (rank >= 11)
    return (
      '<g class="pcs-court"><rect class="pcs-frame" x="22" y="27" width="56" height="86" rx="4"/>' +
      `${bust(card)}<g transform="rotate(180 50 70)">${bust(card)}</g><path class="pcs-mid" d="M22 70h56"/></g>`
    );
  if (rank === 1 && (card & 3) === 3)
    return (
      '<g class="pcs-large"><circle class="pcs-ring" cx="50" cy="70" r="33"/><circle class="pcs-ring pcs-thin" cx="50" cy="70" r="29"/></g>' +
      `<path d="${path}" transform="${at(50, 71, 50)}"/><path class="pcs-gold" d="M50 62l4 6-4 6-4-6Z"/>`
    );
  if (rank === 1) return `<path d="${path}" transform="${at(50, 70, 42)}"/>`;
  const pips = (PIP_LAYOUT[rank] ?? []).map(([x, y]) => `<path d="${path}" transform="${at(x, y, 17, y > 70)}"/>`).join('');
  return `<g class="pcs-pips">${pips}</g><path class="pcs-big" d="${path}" transform="${at(48, 92, 36)}"/>`;
}

/**
 * The two symbols of one card. The face: nested SVGs of 100 × 140 units filling the card (the symbol
 * has no viewBox of its own): the face, centred, the corner suit and the turned index, which keep to
 * their corners when a table makes the card taller than 7:5 (--card-h). The index: its own box.
 */
export function cardSymbol(card: number): string {
  const box = (align: string): string => `<svg viewBox="0 0 100 140" width="100%" height="100%" class="pcs-v"${align}>`;
  return (
    `<symbol id="${cardSymbolId(card)}" class="pcs-v">` +
    `${box('')}${face(card)}</svg>` +
    `${box(' preserveAspectRatio="xMaxYMin meet"')}<path class="pcs-corner" d="${suitPath(card)}" transform="${at(88, 13, 15)}"/></svg>` +
    `${box(' preserveAspectRatio="xMaxYMax meet"')}<g class="pcs-large" transform="rotate(180 50 70) translate(4 4) scale(0.7)">${index(card)}</g></svg>` +
    '</symbol>' +
    `<symbol id="${indexSymbolId(card)}" viewBox="0 0 ${INDEX_BOX.width} ${INDEX_BOX.height}" class="pcs-v">${index(card)}</symbol>`
  );
}

let sprite: SVGSVGElement | null = null;

/** Put the sprite with all 52 faces into the document (once; again if something removed it). */
export function ensureCardFaces(): void {
  if (sprite?.isConnected || typeof document === 'undefined' || !document.body) return;
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  svg.setAttribute('width', '0');
  svg.setAttribute('height', '0');
  svg.setAttribute('class', 'pc-sprite');
  svg.innerHTML = Array.from({ length: 52 }, (_, c) => cardSymbol(c)).join('');
  document.body.appendChild(svg);
  sprite = svg;
}
