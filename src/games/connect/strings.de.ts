// German strings of Paare verbinden: symbol names, bar, menu, status lines, results, statistics.
// Shared action words come from the app's catalog (src/ui/words.de.ts); "Hinweis" is this game's own (its seed's) word.

import { word, type SeedWords } from '../../ui/words.de.ts';

/** Where the seed names a shared button with its own word (src/ui/words.de.ts). */
export const SEED_WORDS: SeedWords = { hint: { word: 'Hinweis', why: 'The Paare verbinden seed calls it "Hinweis" (costs 2 points).' } };

/** The sixteen symbols A…P, by index. */
export const SYMBOL_NAMES = [
  'Stern',
  'Herz',
  'Mond',
  'Sonne',
  'Blatt',
  'Tropfen',
  'Blitz',
  'Glocke',
  'Anker',
  'Schlüssel',
  'Krone',
  'Pilz',
  'Fisch',
  'Schneeflocke',
  'Kleeblatt',
  'Diamant',
] as const;

export const symbolName = (n: number): string => SYMBOL_NAMES[n] ?? '?';

const secs = (ms: number): number => Math.max(0, Math.floor(ms / 1000));

/** m:ss (or h:mm:ss for very long rounds). */
export function formatClock(ms: number): string {
  const s = secs(ms);
  const h = Math.floor(s / 3600),
    m = Math.floor((s % 3600) / 60),
    r = s % 60;
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${String(r).padStart(2, '0')}` : `${m}:${String(r).padStart(2, '0')}`;
}

const points = (n: number): string => (n === 1 ? '1 Punkt' : `${n} Punkte`);

export const con = {
  /** The keyboard help (keys.ts puts each next to its keys). */
  keys: {
    move: 'Den Rahmen über das Feld bewegen, auch über leere Felder; Pos1 und Ende springen an den Rand der Reihe.',
    pick: 'Die Karte unter dem Rahmen wählen, abwählen oder als zweite Karte nehmen.',
    hint: 'Hinweis (−2 Punkte).',
    shuffle: 'Mischen (−5 Punkte).',
    escape: 'Auswahl aufheben, oder das Menü schließen.',
    newGame: 'Neues Spiel (fragt nach, solange eine Runde läuft).',
    restart: 'Dasselbe Feld von vorn.',
    help: 'Diese Hilfe öffnen.',
    tab: 'Durch die Schaltflächen gehen; im offenen Menü bleibt der Fokus darin, bis du es schließt.',
  },
  title: 'Paare verbinden',
  sizes: { a: 'Einsteiger', b: 'Klassisch', c: 'Lange Runde' },
  sizeDims: { a: '6 × 6', b: '8 × 6', c: '9 × 6' },
  modes: { relaxed: 'Entspannt', timed: 'Auf Zeit' },
  bar: {
    label: 'Spielleiste',
    stopwatch: 'Spielzeit',
    countdown: 'Restzeit',
    score: 'Punkte',
    streak: 'Serie',
    hint: word('hint', SEED_WORDS),
    hintTitle: 'Ein verbindbares Paar zeigen (−2 Punkte, Taste H)',
    shuffle: word('shuffle', SEED_WORDS),
    shuffleTitle: 'Die Karten neu auslegen (−5 Punkte, Taste S)',
    menu: 'Menü',
  },
  board: (size: string, dims: string) => `Spielfeld ${size}, ${dims}`,
  cardName: (sym: number, r: number, c: number) => `${symbolName(sym)}, Reihe ${r + 1}, Spalte ${c + 1}`,
  emptyName: (r: number, c: number) => `Leer, Reihe ${r + 1}, Spalte ${c + 1}`,
  dealing: 'Die Karten werden ausgelegt – tippe, um sofort zu beginnen.',
  status: {
    start: 'Tippe eine Karte an, dann ihren Zwilling.',
    resumed: 'Weiter geht’s: Deine Runde liegt noch genau so da, die Uhr läuft wieder.',
    selected: (sym: number) => `${symbolName(sym)} gewählt – jetzt die zweite Karte mit diesem Symbol.`,
    deselected: 'Auswahl aufgehoben.',
    switched: (sym: number) => `Anderes Symbol: Jetzt ist ${symbolName(sym)} gewählt.`,
    cleared: (sym: number, pts: number, streak: number) =>
      streak > 1 ? `${symbolName(sym)}-Paar weg: ${points(pts)}, Serie ${streak}.` : `${symbolName(sym)}-Paar weg: ${points(pts)}.`,
    blocked: (sym: number, r: number, c: number) => `Kein Weg mit höchstens zwei Knicken – ${symbolName(sym)} (Reihe ${r + 1}, Spalte ${c + 1}) steht im Weg.`,
    noPath: 'Kein Weg mit höchstens zwei Knicken: Mehrere Karten versperren jede Verbindung.',
    autoshuffle: 'Kein Paar ließ sich mehr verbinden – das Feld wurde kostenlos neu gemischt.',
    shuffled: 'Neu gemischt (−5 Punkte).',
    hint: (sym: number, r1: number, c1: number, r2: number, c2: number) =>
      `Hinweis (−2 Punkte): ${symbolName(sym)} in Reihe ${r1 + 1}, Spalte ${c1 + 1} und Reihe ${r2 + 1}, Spalte ${c2 + 1} lassen sich verbinden.`,
    done: 'Runde beendet.',
    over: 'Die Zeit ist abgelaufen.',
    badLink: 'Der Link enthielt keinen gültigen Spielcode, deshalb liegt hier ein neues Feld.',
    badLinkKept: 'Der Link enthielt keinen gültigen Spielcode – dein Spiel geht hier weiter.',
  },
  menu: {
    title: 'Menü',
    close: word('close', SEED_WORDS),
    size: 'Feldgröße',
    mode: 'Modus',
    modeNote: 'Größe oder Modus zu ändern beginnt eine neue Runde.',
    glow: 'Leuchthilfe: Zwillinge leuchten auf',
    code: 'Spielcode',
    copyLink: 'Link kopieren',
    copied: 'Link kopiert.',
    copyFailed: (link: string) => `Kopieren nicht möglich. Der Link lautet: ${link}`,
    typeCode: 'Code eingeben',
    typePlaceholder: '41739205-b',
    play: 'Dieses Feld spielen',
    badCode: 'Das ist kein gültiger Code. Er besteht aus acht Ziffern, einem Bindestrich und a, b oder c – zum Beispiel 41739205-b.',
    daily: word('daily', SEED_WORDS),
    dailyNote: 'Die Tagesaufgabe ist ein Klassisch-Feld, für alle gleich, den ganzen Tag über.',
    newRound: word('newGame', SEED_WORDS),
    help: `${word('help', SEED_WORDS)} und Tastatur`,
  },
  results: {
    wonTitle: 'Feld geräumt!',
    overTitle: 'Zeit abgelaufen',
    overNote: (pairs: number, total: number) => `${pairs} von ${total === 1 ? '1 Paar' : `${total} Paaren`} geräumt.`,
    heading: 'Auswertung',
    what: 'Wert',
    now: 'Diese Runde',
    best: 'Bestwert',
    time: 'Zeit',
    timeLeft: 'Restzeit',
    points: 'Punkte',
    streak: 'Längste Serie',
    hints: 'Hinweise',
    shuffles: 'Mischvorgänge',
    bonus: (n: number) => `inkl. Zeitbonus ${n}`,
    newBest: 'Rekord',
    before: 'bisher',
    none: '–',
    firstRound: (size: string, mode: string) => `Dein erstes Ergebnis in ${size}, ${mode} – ab jetzt mit Bestwerten.`,
    again: word('newGame', SEED_WORDS),
    show: 'Auswertung zeigen',
    relaxedSame: 'Dasselbe Feld entspannt spielen',
    copyLink: 'Link zu diesem Feld kopieren',
  },
  replace: {
    title: 'Laufende Runde aufgeben?',
    body: 'Deine angefangene Runde geht verloren, wenn jetzt ein neues Feld kommt.',
  },
  stats: {
    caption: 'Gezählt je Feldgröße und Modus; gewonnen ist ein Feld, das ganz geräumt wurde.',
    bestTimeLeft: 'Meiste Restzeit',
    bestStreak: 'Längste Serie',
  },
} as const;
