// German strings of FreeCell (page, result, daily calendar, statistics, help labels).

import { formatDay } from '../../ui/time.ts';
import { word, type SeedWords } from '../../ui/words.de.ts';
import { deDecimal } from '../../ui/numbers.ts';

/** Where the seed names a shared button with its own word (src/ui/words.de.ts). */
export const SEED_WORDS: SeedWords = {
  newGame: { word: 'Neues Blatt', why: 'The FreeCell seed says "starte ein neues Blatt".' },
  restart: { word: 'Gleiches Blatt wiederholen', why: 'The FreeCell seed names the same-deal button "Gleiches Blatt wiederholen" (FC-11).' },
};

const deNumber = new Intl.NumberFormat('de-DE');

export const fc = {
  title: 'FreeCell',
  /** The keyboard help (keys.ts puts each next to its keys). */
  keys: {
    column:
      'Spalte 1 bis 8: nimmt die unterste Karte auf oder legt das Gehaltene dort ab. Dieselbe Spalte noch einmal schickt die Karte auf ihre Ablage, falls möglich.',
    grow: 'Nimmt eine Karte mehr der geordneten Reihe auf.',
    shrink: 'Nimmt eine Karte weniger auf.',
    cell: 'Freie Zelle A bis D.',
    home: 'Ablage (die passende Farbe wird gewählt).',
    undo: 'Den letzten Zug zurücknehmen.',
    redo: 'Den zuletzt zurückgenommenen Zug noch einmal spielen.',
    finish: 'Spiel beenden, wenn der Knopf zu sehen ist.',
    restart: `${word('restart', SEED_WORDS)}: dieselben Karten noch einmal austeilen.`,
    newGame: 'Neues Blatt austeilen.',
    help: 'Diese Hilfe öffnen.',
    escape: 'Aufgenommene Karten wieder loslassen.',
    tab: 'Jede Karte und jeder Platz ist auch ein Knopf: mit Tab hinspringen, mit Eingabe antippen.',
  },
  dealLabel: (n: number) => `Blatt Nr. ${deNumber.format(n)}`,
  dailyLabel: (day: string) => `${word('daily')} vom ${formatDay(day)}`,
  moves: (n: number) => (n === 1 ? '1 Zug' : `${deNumber.format(n)} Züge`),
  table: 'Spieltisch',
  controlsLabel: 'Spielsteuerung',
  cellsLabel: 'Freie Zellen',
  foundationsLabel: 'Ablagen',
  columnsLabel: 'Spalten',
  emptyCell: (i: number) => `Freie Zelle ${'ABCD'.charAt(i)}, leer`,
  foundationEmpty: (suit: string) => `Ablage ${suit}, leer`,
  foundationWith: (suit: string, card: string) => `Ablage ${suit}: ${card} oben`,
  emptyColumn: (i: number) => `Spalte ${i + 1}, leer`,
  holding: (cards: string) => `Aufgenommen: ${cards}`,
  undo: word('undo'),
  redo: word('redo'),
  finish: 'Spiel beenden',
  replay: word('restart', SEED_WORDS),
  newDeal: word('newGame', SEED_WORDS),
  menu: 'Menü',
  confirmTitle: 'Angefangenes Blatt aufgeben?',
  confirmBody: 'Die Karten werden neu ausgeteilt; der Stand auf dem Tisch geht verloren.',
  dealField: 'Blatt Nr.',
  dealGo: 'Austeilen',
  dealBad: 'Das ist keine gültige Blattnummer. Erlaubt sind ganze Zahlen von 1 bis 2.147.483.647.',
  linkBad: (raw: string) => `Der Link nennt das Blatt „${raw.slice(0, 24)}“ – das gibt es nicht. Es liegt weiter das bisherige Blatt.`,
  /** A bad link opened the page: what is shown instead (the saved game, or a new deal). */
  linkBadFresh: (raw: string, deal: number, resumed: boolean) =>
    `Der Link nennt das Blatt „${raw.slice(0, 24)}“ – das gibt es nicht. ` +
    (resumed
      ? `Hier geht dein angefangenes Spiel mit Blatt Nr. ${deNumber.format(deal)} weiter.`
      : `Stattdessen liegt Blatt Nr. ${deNumber.format(deal)} aus.`),
  dailyBad: 'Diese Tagesaufgabe ist nicht (mehr) spielbar. Offen sind heute und die 29 Tage davor.',
  otherTab: {
    followed: 'Dieses Blatt wurde in einem anderen Tab weitergespielt – hier siehst du jetzt den neuesten Stand.',
    conflict: (other: string) => `In einem anderen Tab läuft jetzt ${other}. Dein Spiel hier wird so lange nicht gespeichert, damit dort nichts verloren geht.`,
    load: 'Das andere Spiel hier öffnen',
    keep: 'Hier weiterspielen und speichern',
  },
  copyLink: 'Link zu diesem Blatt kopieren',
  copied: 'Link kopiert.',
  copyFailed: (url: string) => `Kopieren ging nicht. Der Link lautet: ${url}`,
  help: word('help'),
  keyboardHint: 'Tastatur: 1–8 Spalten, a–d Zellen, 0 Ablage, U zurück, W wiederholen, Esc loslassen',
  stuck: 'Keine Züge mehr. Nimm einen Zug zurück oder starte ein neues Blatt.',
  restored: 'Dein angefangenes Spiel ist wieder da.',
  /** Issue 21: after a return Rückgängig is empty (FC-12); said with the resume line. */
  restoredNoUndo: 'Dein angefangenes Spiel ist wieder da – Rückgängig beginnt ab hier.',
  movesLabel: 'Züge',
  idleStart: 'Tippe eine Karte an und dann den Platz, an den sie soll.',
  idle: 'Karte antippen, dann ihr Ziel. Nach Hause gehen Karten nur, wenn du sie schickst.',
  idleWon: 'Alle Karten sind zu Hause. Ein neues Blatt oder dasselbe noch einmal?',
  idleFinish: 'Alles Übrige kann jetzt nach Hause: „Spiel beenden“ legt es ab.',
  result: (moves: string, time: string) => `${moves} · Zeit ${time}`,
  won: 'Geschafft!',
  wonText: 'Alle vier Ablagen sind vom Ass bis zum König aufgebaut.',
  resultMoves: 'Züge',
  resultTime: 'Zeit',
  dailyHeading: word('daily'),
  toFree: 'Zu den freien Blättern',
  toDaily: word('daily'),
  suits: { C: 'Kreuz', D: 'Karo', H: 'Herz', S: 'Pik' } as Record<string, string>,
  stats: {
    avgTime: 'Durchschnittszeit',
    avgMoves: 'Durchschnittliche Züge',
    note: 'Ein Blatt zählt als gespielt, sobald der erste Zug gemacht ist – jede Wiederholung zählt erneut. Nicht jedes Blatt ist lösbar, deshalb sagt die Quote allein wenig über dein Können.',
  },
  number: deDecimal,
} as const;
