// German count phrases: the slips a phrase with a number can make ("1 Züge", "2 Zug", "in 2 Züge").
// Shared by the app-wide catalog sweep (src/app/i18n/counts.test.ts) and the games' own tables.

export const NOUNS: readonly (readonly [singular: string, plural: string, dativePlural: string])[] = [
  ['Zug', 'Züge', 'Zügen'],
  ['Stein', 'Steine', 'Steinen'],
  ['Punkt', 'Punkte', 'Punkten'],
  ['Paar', 'Paare', 'Paaren'],
  ['Schale', 'Schalen', 'Schalen'],
  ['Karte', 'Karten', 'Karten'],
  ['Zahl', 'Zahlen', 'Zahlen'],
  ['Reihe', 'Reihen', 'Reihen'],
  ['Stufe', 'Stufen', 'Stufen'],
  ['Rätsel', 'Rätsel', 'Rätseln'],
  ['Hinweis', 'Hinweise', 'Hinweisen'],
];
export const DATIVE = ['in', 'mit', 'von', 'nach', 'aus', 'bei', 'seit'];

/** Every grammar slip a count phrase can make with these nouns. */
export function countSlips(text: string): string[] {
  const slips: string[] = [];
  for (const [one, many, dat] of NOUNS) {
    if (one === many) continue;
    if (new RegExp(`(^|[^\\d.,])1 (${many}|${dat})(?![\\p{L}])`, 'u').test(text)) slips.push(`"1 ${many}"`);
    if (new RegExp(`(^|[^\\d.,])(0|[2-9]|\\d{2,}) ${one}(?![\\p{L}-])`, 'u').test(text)) slips.push(`"n ${one}"`);
    if (many !== dat && new RegExp(`\\b(${DATIVE.join('|')}) (\\d+|zwei|drei|vier|fünf) ${many}(?![\\p{L}])`, 'iu').test(text)) {
      slips.push(`dative "${many}" instead of "${dat}"`);
    }
  }
  return slips;
}
