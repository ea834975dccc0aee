// The seven themes of Farbschalen (BOW-31, BOW-32): pure data, drawn with CSS custom properties
// and small SVG pattern tiles.
//
// A theme sets only the board's --bw-* properties (table, middle, bowl material, rim, well, the
// numbers around the circle) plus --fg inside the board, and two pattern tiles: `texture` laid
// over every bowl (its material) and `surround` over the table. It never touches the stones:
// their five colours and white symbols are drawn by Stone.svelte alone, so every theme plays and
// reads exactly the same. 'plain' (Schlicht) sets nothing and keeps the page's light/dark look.

export const THEME_IDS = ['plain', 'garden', 'sand', 'ocean', 'runes', 'neon', 'space'] as const;
export type ThemeId = (typeof THEME_IDS)[number];

/** The board properties a theme may set (all of them, or none for Schlicht). */
export const THEME_PROPS = [
  '--bw-table-1',
  '--bw-table-2',
  '--bw-table-line',
  '--bw-center',
  '--bw-bowl',
  '--bw-rim',
  '--bw-rim-mark',
  '--bw-well-1',
  '--bw-well-2',
  '--bw-dimple',
  '--bw-number',
  '--bw-muted',
  '--bw-gain',
  '--fg',
] as const;
export type ThemeProp = (typeof THEME_PROPS)[number];

/** One shape of a pattern tile (SVG path data in tile coordinates). */
export interface TileShape {
  readonly d: string;
  readonly fill?: string;
  readonly stroke?: string;
  readonly width?: number;
  readonly opacity?: number;
}

/** A repeating SVG pattern tile (userSpaceOnUse, size × size board units). */
export interface Tile {
  readonly size: number;
  readonly shapes: readonly TileShape[];
}

export interface Theme {
  readonly id: ThemeId;
  /** German name (BOW-31). */
  readonly name: string;
  /** German: the material of the bowls and the surroundings. */
  readonly material: string;
  readonly props: Readonly<Partial<Record<ThemeProp, string>>>;
  readonly texture: Tile | null;
  readonly surround: Tile | null;
  /** Colour of the page around the board (a CSS background), null: the page's own. */
  readonly backdrop: string | null;
}

const palette = (p: [string, string, string, string, string, string, string, string, string, string, string, string, string, string]): Theme['props'] =>
  Object.fromEntries(THEME_PROPS.map((k, i) => [k, p[i]]));

export const THEMES: readonly Theme[] = [
  {
    id: 'plain',
    name: 'Schlicht',
    material: 'Helle Steingutschalen auf hellem Tisch – im dunklen Modus dunkel.',
    props: {},
    texture: null,
    surround: null,
    backdrop: null,
  },
  {
    id: 'garden',
    name: 'Garten',
    material: 'Tonschalen auf Moos, zwischen Blättern.',
    //        table-1    table-2    line                      center     bowl       rim        rim-mark   well-1     well-2     dimple                    number     muted      gain       fg
    props: palette([
      '#cfe3b4',
      '#a9c98a',
      'rgb(40 80 20 / 0.3)',
      '#eef6e2',
      '#d9855b',
      '#9c4f2c',
      '#6e3419',
      '#c9714a',
      '#a9573a',
      'rgb(70 25 10 / 0.25)',
      '#2f4d1c',
      '#3e5a2c',
      '#1f6f2e',
      '#1d2b14',
    ]),
    texture: { size: 24, shapes: [{ d: 'M0 12h24M12 0v24', stroke: '#7a3a1c', width: 1.2, opacity: 0.25 }] },
    surround: {
      size: 60,
      shapes: [
        { d: 'M10 30c6-10 16-10 20 0c-6 8-14 8-20 0z', fill: '#5f8f3a', opacity: 0.35 },
        { d: 'M40 8c4-6 10-6 12 0c-4 5-8 5-12 0z', fill: '#7fae4f', opacity: 0.35 },
        { d: 'M36 48c4-6 10-6 12 0c-4 5-8 5-12 0z', fill: '#4d7a2e', opacity: 0.3 },
      ],
    },
    backdrop: 'linear-gradient(#e3efd3, #c8ddb0)',
  },
  {
    id: 'sand',
    name: 'Sand',
    material: 'Holzschalen im Sand, mit Wellen wie am Strand.',
    props: palette([
      '#f3e1b5',
      '#e2c58a',
      'rgb(130 90 30 / 0.3)',
      '#fbf1d9',
      '#b07a45',
      '#7a4f25',
      '#5a3615',
      '#9d6a3a',
      '#7f5129',
      'rgb(60 30 5 / 0.25)',
      '#6b4a12',
      '#6a5230',
      '#2b7a3b',
      '#2e220f',
    ]),
    texture: { size: 30, shapes: [{ d: 'M0 8c8-4 22 4 30 0M0 20c8-4 22 4 30 0', stroke: '#4e2e12', width: 1.5, fill: 'none', opacity: 0.3 }] },
    surround: {
      size: 40,
      shapes: [
        { d: 'M0 14c10-6 30 6 40 0', stroke: '#c9a45e', width: 2, fill: 'none', opacity: 0.5 },
        { d: 'M0 32c10-6 30 6 40 0', stroke: '#c9a45e', width: 2, fill: 'none', opacity: 0.35 },
        { d: 'M8 24h1.6v1.6H8zM28 6h1.6v1.6H28z', fill: '#9c7a3c', opacity: 0.6 },
      ],
    },
    backdrop: 'linear-gradient(#f7ebcd, #ead3a1)',
  },
  {
    id: 'ocean',
    name: 'Ozean',
    material: 'Muschelschalen auf dem Meeresgrund.',
    props: palette([
      '#bfe3ef',
      '#7fbfd6',
      'rgb(10 60 90 / 0.3)',
      '#e6f5fa',
      '#f3d9cf',
      '#d49a8a',
      '#a5685a',
      '#f6e3dc',
      '#e4bfb3',
      'rgb(120 60 50 / 0.2)',
      '#0d4a66',
      '#28566a',
      '#0b7a55',
      '#0c2a38',
    ]),
    texture: { size: 20, shapes: [{ d: 'M10 20L0 0M10 20L10 0M10 20L20 0', stroke: '#b07b6c', width: 1.2, opacity: 0.35 }] },
    surround: {
      size: 48,
      shapes: [
        { d: 'M0 12q6-6 12 0t12 0t12 0t12 0', stroke: '#ffffff', width: 2, fill: 'none', opacity: 0.45 },
        { d: 'M30 34a3 3 0 1 0 0.1 0M8 40a2 2 0 1 0 0.1 0', stroke: '#ffffff', width: 1.5, fill: 'none', opacity: 0.5 },
      ],
    },
    backdrop: 'linear-gradient(#d4eef6, #9ccfe0)',
  },
  {
    id: 'runes',
    name: 'Runen',
    material: 'Schalen aus grauem Stein, mit Runen gezeichnet.',
    props: palette([
      '#9aa0a6',
      '#80878e',
      'rgb(20 20 25 / 0.35)',
      '#d7d9dc',
      '#b7bcc2',
      '#6c7278',
      '#3f444a',
      '#a5abb1',
      '#8a9097',
      'rgb(20 20 25 / 0.3)',
      '#111418',
      '#2e3338',
      '#1b6b34',
      '#111418',
    ]),
    texture: { size: 36, shapes: [{ d: 'M8 6v14l6-5M24 8l6 6l-6 6M20 26v8M17 29h6', stroke: '#3f444a', width: 1.6, fill: 'none', opacity: 0.35 }] },
    surround: { size: 56, shapes: [{ d: 'M10 10v18M10 14l8-4M10 20l8-4M36 30l8 14l8-14M30 50h12', stroke: '#3a3f45', width: 2, fill: 'none', opacity: 0.35 }] },
    backdrop: 'linear-gradient(#b8bcc1, #8d9399)',
  },
  {
    id: 'neon',
    name: 'Neon',
    material: 'Dunkle Schalen mit leuchtenden Rändern über einem Gitter.',
    props: palette([
      '#1a1033',
      '#0b0620',
      'rgb(255 60 200 / 0.45)',
      '#140b29',
      '#24173f',
      '#ff3fb4',
      '#3fe8ff',
      '#1d1236',
      '#120a24',
      'rgb(63 232 255 / 0.25)',
      '#7ff3ff',
      '#d4c8f0',
      '#7dff9b',
      '#f4efff',
    ]),
    texture: { size: 16, shapes: [{ d: 'M0 8h16', stroke: '#3fe8ff', width: 1, opacity: 0.25 }] },
    surround: { size: 40, shapes: [{ d: 'M0 0h40M0 0v40', stroke: '#ff3fb4', width: 1, opacity: 0.35 }] },
    backdrop: 'linear-gradient(#120a24, #050210)',
  },
  {
    id: 'space',
    name: 'Weltraum',
    material: 'Planetenschalen zwischen Sternen.',
    props: palette([
      '#17203d',
      '#070b1a',
      'rgb(180 200 255 / 0.25)',
      '#0e1530',
      '#4a5a8c',
      '#9fb2e8',
      '#e8ecff',
      '#34426f',
      '#222c52',
      'rgb(0 0 0 / 0.35)',
      '#c6d2ff',
      '#b9c3e6',
      '#8ce99a',
      '#f1f4ff',
    ]),
    texture: { size: 28, shapes: [{ d: 'M0 10c9 4 19 4 28 0M0 20c9 3 19 3 28 0', stroke: '#c6d2ff', width: 1.4, fill: 'none', opacity: 0.22 }] },
    surround: {
      size: 64,
      shapes: [
        { d: 'M8 10h2v2H8zM40 6h1.5v1.5H40zM22 40h2v2h-2zM54 30h1.5v1.5H54zM12 56h1.5v1.5H12zM48 52h2v2h-2z', fill: '#ffffff', opacity: 0.8 },
        { d: 'M32 20l1.2 3 3 1.2-3 1.2-1.2 3-1.2-3-3-1.2 3-1.2z', fill: '#ffe9a8', opacity: 0.8 },
      ],
    },
    backdrop: 'radial-gradient(circle at 30% 20%, #1b2550, #04060f)',
  },
];

export const themeById = (id: ThemeId): Theme => THEMES.find((t) => t.id === id) ?? (THEMES[0] as Theme);

export const isThemeId = (x: unknown): x is ThemeId => typeof x === 'string' && (THEME_IDS as readonly string[]).includes(x);

/** The inline style that applies a theme's properties to the board element ('' for Schlicht). */
export function themeStyle(t: Theme): string {
  return THEME_PROPS.filter((k) => t.props[k] !== undefined)
    .map((k) => `${k}:${t.props[k]}`)
    .join(';');
}
