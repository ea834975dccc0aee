// Spider's German words: the header, status lines, the end, the board's accessible names, keys and statistics.

import type { SeedWords } from '../../ui/words.de.ts';

/** Where the seed names a shared button with its own word (src/ui/words.de.ts). */
export const SEED_WORDS: SeedWords = {
  newGame: { word: 'Neues Blatt', why: 'SPI-9 names the buttons "Neues Blatt" and "Gleiches Blatt wiederholen".' },
  restart: { word: 'Gleiches Blatt wiederholen', why: 'SPI-9 names the buttons "Neues Blatt" and "Gleiches Blatt wiederholen".' },
};

export const z = {
  name: 'Spider',
  score: 'Punkte',
  moves: 'Züge',
  dealNo: (n: string) => `Blatt Nr. ${n}`,
  suits: { '1': '1 Farbe', '2': '2 Farben', '4': '4 Farben' } as Record<string, string>,
  suitsLegend: 'Farben',
  deal: 'Geben',
  idle: 'Lege Karten auf die nächsthöhere. Eine Folge in einer Farbe zieht zusammen.',
  idleNoStock: 'Der Talon ist leer: Jetzt zählt jede Folge.',
  stuck: 'Kein Zug ändert mehr etwas. Nimm Züge zurück oder beginne ein neues Blatt.',
  emptyColumn: (col: number) => `Geben geht erst, wenn keine Spalte leer ist – Spalte ${col} braucht zuerst eine Karte.`,
  emptyStock: 'Der Talon ist leer, es gibt nichts mehr zu geben.',
  notRun: 'Diese Karten bilden keine Folge in einer Farbe und ziehen nicht zusammen.',
  noTarget: 'Diese Folge passt gerade nirgends hin.',
  noFit: 'Dort passt die Folge nicht hin.',
  home: 'Eine Folge von König bis Ass ist abgelegt.',
  hintMove: (what: string, from: number, to: string) => `Tipp: ${what} aus Spalte ${from} ${to}.`,
  hintDeal: 'Tipp: Neue Karten geben.',
  onto: (card: string, col: number) => `auf ${card} in Spalte ${col}`,
  intoEmpty: (col: number) => `in die leere Spalte ${col}`,
  runOf: (first: string, n: number) => (n <= 1 ? first : `${first} mit ${n - 1} Karte${n === 2 ? '' : 'n'} darauf`),
  // end
  wonTitle: 'Gewonnen!',
  wonScore: (score: string) => `${score} ${`${score}` === '1' ? 'Punkt' : 'Punkte'}`,
  wonMoves: (moves: string) => (`${moves}` === '1' ? '1 Zug' : `${moves} Züge`),
  newBestScore: 'Neuer Punkterekord!',
  newBestMoves: 'So wenige Züge wie noch nie!',
  // board
  board: 'Spielfeld',
  faceDown: 'verdeckte Karte',
  column: (n: number) => `Spalte ${n}`,
  emptyCol: (n: number) => `Leere Spalte ${n}`,
  stock: (deals: number) => (deals === 0 ? 'Talon, leer' : `Talon: noch ${deals}-mal geben`),
  dealsLeft: (deals: number) => `${deals}×`,
  foundation: (n: number) => `Abgelegte Folgen: ${n} von 8`,
  keys: {
    column: 'Spalte 1 bis 10 (0 ist die zehnte): Folge aufnehmen, ablegen oder bei zweimal derselben Spalte an den besten Platz legen',
    deal: 'Neue Karten geben',
    drop: 'Aufgenommene Folge wieder loslassen',
    undo: 'Letzten Zug zurücknehmen (kostet einen Punkt)',
    redo: 'Zurückgenommenen Zug wiederholen',
    hint: 'Tipp zeigen, nochmal drücken für den nächsten',
    newGame: 'Neues Blatt',
    restart: 'Gleiches Blatt von vorn',
    help: 'Diese Hilfe',
  },
} as const;
