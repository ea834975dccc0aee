// One German word per shared action, for the whole app (issue 12). Every game's strings take these
// words; a game may differ only where its seed names the button differently (listed in OVERRIDES,
// with the reason). src/ui/words.test.ts walks every catalog and fails on a second word.

export const WORDS = {
  undo: 'Rückgängig',
  redo: 'Wiederholen',
  hint: 'Tipp',
  restart: 'Neustart',
  newGame: 'Neues Spiel',
  daily: 'Tagesaufgabe',
  shuffle: 'Mischen',
  help: 'Hilfe',
  stats: 'Statistik',
  settings: 'Einstellungen',
  play: 'Spielen',
  resume: 'Weiterspielen',
  cancel: 'Abbrechen',
  close: 'Schließen',
} as const;

export type SharedAction = keyof typeof WORDS;

/** Where a game's seed names a button with another word, that game keeps the seed's word. */
export const OVERRIDES: Partial<Record<string, Partial<Record<SharedAction, { word: string; why: string }>>>> = {
  connect: { hint: { word: 'Hinweis', why: 'The Paare verbinden seed calls it "Hinweis" (costs 2 points).' } },
  freecell: {
    newGame: { word: 'Neues Blatt', why: 'The FreeCell seed says "starte ein neues Blatt".' },
    restart: { word: 'Gleiches Blatt wiederholen', why: 'The FreeCell seed names the same-deal button "Gleiches Blatt wiederholen" (FC-11).' },
  },
  spider: {
    newGame: { word: 'Neues Blatt', why: 'SPI-9 names the buttons "Neues Blatt" and "Gleiches Blatt wiederholen".' },
    restart: { word: 'Gleiches Blatt wiederholen', why: 'SPI-9 names the buttons "Neues Blatt" and "Gleiches Blatt wiederholen".' },
  },
  klondike: {
    newGame: { word: 'Neues Blatt', why: 'KLO-12: "Gleiches Blatt wiederholen" and "Neues Blatt" as in FreeCell.' },
    restart: { word: 'Gleiches Blatt wiederholen', why: 'KLO-12: "Gleiches Blatt wiederholen" and "Neues Blatt" as in FreeCell.' },
  },
};

/** The word a game shows for a shared action. */
export function word(action: SharedAction, game?: string): string {
  return (game !== undefined ? OVERRIDES[game]?.[action]?.word : undefined) ?? WORDS[action];
}
