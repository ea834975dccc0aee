// The seven themes of Farbschalen (BOW-31, BOW-32) for the gallery and the help: id, German name
// and what the bowls and their surroundings are made of. The looks are pure CSS in themes.css
// (custom properties and small SVG images on the board, chosen by data-bwt="<id>"); a theme never
// touches the rules, the five stone colours or their symbols.

import { THEME_IDS, type ThemeId } from './themeids.ts';

export { THEME_IDS, type ThemeId };

export interface Theme {
  readonly id: ThemeId;
  /** German name (BOW-31). */
  readonly name: string;
  /** German: the material of the bowls and the surroundings. */
  readonly material: string;
}

export const THEMES: readonly Theme[] = [
  { id: 'plain', name: 'Schlicht', material: 'Schalen aus hellem Steingut, im dunklen Modus aus Schiefer.' },
  { id: 'garden', name: 'Garten', material: 'Schalen aus gedrechseltem Holz auf Moos, zwischen Blättern.' },
  { id: 'sand', name: 'Sand', material: 'Schalen aus Sandstein in einer Düne mit Rippeln.' },
  { id: 'ocean', name: 'Ozean', material: 'Muschelschalen auf dem Meeresgrund, über ihnen Wellen.' },
  { id: 'runes', name: 'Runen', material: 'Schalen aus grauem Stein mit eingeritzten Runen, auf Schiefer.' },
  { id: 'neon', name: 'Neon', material: 'Dunkle Schalen mit leuchtenden Rändern über einem Lichtgitter.' },
  { id: 'space', name: 'Weltraum', material: 'Planeten als Schalen, zwischen Sternen.' },
];

export const themeById = (id: ThemeId): Theme => THEMES.find((t) => t.id === id) ?? (THEMES[0] as Theme);

export const isThemeId = (x: unknown): x is ThemeId => typeof x === 'string' && (THEME_IDS as readonly string[]).includes(x);

/** The attribute value that applies a theme (themes.css); Schlicht applies none. */
export const themeAttr = (id: ThemeId): string | undefined => (id === 'plain' ? undefined : id);
