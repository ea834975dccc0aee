// Klondike's German words: header, status lines, end panel, places and cards, keys, statistics.

import type { SeedWords } from '../../ui/words.de.ts';

/** Where the seed names a shared button with its own word (src/ui/words.de.ts). */
export const SEED_WORDS: SeedWords = {
  newGame: { word: 'Neues Blatt', why: 'KLO-12: "Gleiches Blatt wiederholen" and "Neues Blatt" as in FreeCell.' },
  restart: { word: 'Gleiches Blatt wiederholen', why: 'KLO-12: "Gleiches Blatt wiederholen" and "Neues Blatt" as in FreeCell.' },
};

export const k = {
  name: 'Klondike-Solitär',
  dealNo: (n: string) => `Blatt Nr. ${n}`,
  score: 'Punkte',
  moves: 'Züge',
  time: 'Zeit',
  modeLegend: 'Spielart',
  modes: {
    '1': 'Ziehen 1',
    '3': 'Ziehen 3',
    '1v': 'Ziehen 1 · Vegas',
    '3v': 'Ziehen 3 · Vegas',
    '1vk': 'Ziehen 1 · Vegas kumulativ',
    '3vk': 'Ziehen 3 · Vegas kumulativ',
  },
  drawLegend: 'Ziehen',
  draws: { '1': '1 Karte', '3': '3 Karten' },
  scoringLegend: 'Wertung',
  scorings: { standard: 'Standard', vegas: 'Vegas', cumulative: 'Vegas kumulativ' },
  dealsLegend: 'Neue Blätter',
  dealsAll: 'Alle Blätter',
  dealsProven: 'Nur lösbare Blätter',
  proving: 'Blatt wird geprüft …',
  idle: 'Tippe eine Karte an und dann ihr Ziel – oder ziehe sie hin. Der verdeckte Stapel oben gibt neue Karten.',
  idleFinish: 'Alle Karten liegen offen: „Spiel beenden“ legt sie der Reihe nach ab.',
  stuck: 'Hier bewegt sich nichts mehr, das weiterhilft. Mit Rückgängig, „Gleiches Blatt wiederholen“ oder einem neuen Blatt geht es weiter.',
  noPass: 'In Vegas sind die Durchgänge durch den Stapel aufgebraucht.',
  passOf: (pass: number, limit: number) => `Durchgang ${pass} von ${limit}`,
  finish: 'Spiel beenden',
  notProven: 'Kein lösbares Blatt gefunden – dieses hier ist ungeprüft.',
  wonTitle: 'Gewonnen!',
  wonLines: (score: string, moves: number, time: string) => [`${score} Punkte`, `${moves} Züge in ${time}`],
  vegasTotal: (total: string) => `Vegas-Stand insgesamt: ${total}`,
  newBest: 'Neuer Bestwert!',
  board: 'Spieltisch',
  stock: (n: number) => (n === 0 ? 'Stapel, leer – tippen dreht die offenen Karten wieder um' : n === 1 ? 'Stapel, 1 Karte' : `Stapel, ${n} Karten`),
  stockEmptyDone: 'Stapel, leer',
  waste: 'Offene Karten vom Stapel, leer',
  foundation: (suit: string) => `Ablage ${suit}, leer`,
  column: (i: number) => `Spalte ${i}, leer`,
  faceDown: 'verdeckte Karte',
  keys: {
    column: 'Spalte 1 bis 7: nimmt die offenen Karten auf oder legt das Gehaltene dort ab; dieselbe Spalte noch einmal schickt die Karte auf ihre Ablage.',
    stock: 'Stapel: Karten ziehen (oder die offenen Karten umdrehen)',
    waste: 'Die oberste offene Karte vom Stapel aufnehmen',
    home: 'Ablage: die gehaltene Karte auf ihre Ablage legen',
    finish: 'Spiel beenden (wenn alle Karten offen liegen)',
    clear: 'Gehaltene Karte loslassen',
    cursor: 'Pfeiltasten: von Karte zu Karte und zwischen Stapel, Ablagen und Spalten wechseln',
    pick: 'Eingabe oder Leertaste: die markierte Karte aufnehmen, ablegen oder den Stapel ziehen',
    undo: 'Letzten Zug zurücknehmen (beliebig oft, kostenlos)',
    redo: 'Zurückgenommenen Zug wiederholen',
    hint: 'Tipp: zeigt einen sinnvollen Zug',
    newGame: 'Neues Blatt',
    restart: 'Gleiches Blatt wiederholen',
    help: 'Diese Hilfe',
  },
  stats: {
    vegasTotal: 'Vegas kumulativ, Stand',
  },
} as const;

export type Mode = keyof typeof k.modes;
