// German strings of Pyramiden-Solitär: page, status lines, accessible names, end screens.
import { cardNameDe } from '../../core/cards.ts';
import type { Card } from '../../core/cards.ts';
import { word } from '../../ui/words.de.ts';

const list = (cards: readonly Card[]): string => cards.map(cardNameDe).join(' und ');
const points = (n: number): string => (n === 1 ? '1 Punkt' : `${n} Punkte`);

export const pyr = {
  /** The keyboard help (keys.ts puts each next to its keys). */
  keys: {
    cursor:
      'Bewegen den Auswahlrahmen: links und rechts innerhalb einer Reihe, hoch und runter zur nächsten Reihe mit Karten. Unter der untersten Reihe liegen Stapel und Ablage.',
    pick: 'Wählt die Karte unter dem Rahmen (wie ein Antippen); auf dem Stapel wird gezogen.',
    draw: 'Zieht eine Karte vom Stapel.',
    hint: 'Zeigt einen Tipp.',
    undo: 'Nimmt den letzten Zug zurück.',
    redo: 'Wiederholt einen zurückgenommenen Zug.',
    restart: 'Neustart: dieselbe Verteilung von vorn.',
    newGame: 'Neues Spiel mit einer anderen Verteilung.',
    help: 'Öffnet diese Hilfe.',
    escape: 'Hebt die Auswahl auf.',
    tab: 'Springt vom Spieltisch zu den Knöpfen Rückgängig, Wiederholen, Tipp und Menü.',
  },
  title: 'Pyramiden-Solitär',
  scoreLabel: 'Punkte',
  scoreValue: (score: number) => `${score} / 28`,
  comboLabel: 'Kombo',
  stockLabel: 'Stapel',
  wasteLabel: 'Ablage',
  emptyPile: 'leer',
  hintTag: word('hint'),
  board: 'Spieltisch',
  dealing: 'Karten werden ausgeteilt – tippen zum Überspringen.',
  pyramid: 'Pyramide',
  piles: 'Stapel und Ablage',
  names: {
    card: (card: Card, free: boolean) => `${cardNameDe(card)}, ${free ? 'frei' : 'bedeckt'}`,
    hinted: 'vom Tipp markiert',
    partner: 'passt zur Auswahl',
    stock: (n: number) => (n === 0 ? 'Stapel, leer' : `Stapel, ${n} ${n === 1 ? 'Karte' : 'Karten'} verdeckt – eine ziehen`),
    waste: (top: Card | null, n: number) => (top === null ? 'Ablage, leer' : `Ablage: ${cardNameDe(top)}, frei (${n} ${n === 1 ? 'Karte' : 'Karten'})`),
  },
  status: {
    start: 'Tippe zwei freie Karten an, die zusammen 13 ergeben – einen König allein.',
    selected: (card: Card) => `${cardNameDe(card)} gewählt. Jetzt die passende Karte zur 13 antippen.`,
    deselected: 'Auswahl aufgehoben.',
    notThirteen: (a: Card, b: Card, sum: number) => `${list([a, b])} ergeben ${sum}, nicht 13. Neu gewählt: ${cardNameDe(b)}.`,
    blocked: (card: Card, onTop: readonly Card[]) =>
      `${cardNameDe(card)} ist noch bedeckt, also nicht frei: ${list(onTop)} ${onTop.length === 1 ? 'liegt' : 'liegen'} darauf.`,
    removedPair: (a: Card, b: Card, gained: number) => `${list([a, b])} abgeräumt (+${points(gained)}).`,
    removedKing: (k: Card, gained: number) =>
      gained === 0
        ? `${cardNameDe(k)} von der Ablage abgeräumt – das zählt keinen Punkt, hält aber die Kombo.`
        : `${cardNameDe(k)} abgeräumt (+${points(gained)}).`,
    drew: (card: Card) => `Gezogen: ${cardNameDe(card)}. Die Kombo beginnt von vorn.`,
    stockEmpty: 'Der Stapel ist aufgebraucht – er wird nicht noch einmal durchgespielt.',
    wasteEmpty: 'Die Ablage ist leer. Ziehe zuerst eine Karte vom Stapel.',
    hintPair: (a: Card, b: Card) => `Tipp: ${list([a, b])} ergeben 13.`,
    hintKing: (k: Card) => `Tipp: ${cardNameDe(k)} kann allein weg.`,
    hintDraw: 'Tipp: Kein Paar passt gerade – zieh eine Karte vom Stapel.',
    hintNone: 'Kein Zug mehr möglich.',
    /** A bad link while a deal is open (or kept): the deal on screen stays. */
    badDeal: (raw: string, label: string) =>
      `Der Link nennt keine gültige Verteilung („${raw.slice(0, 24)}“). Erlaubt sind ganze Zahlen ab 0. Es bleibt bei ${label}.`,
    /** A bad link opened the page: nothing was in play, so a fresh deal was dealt instead. */
    badDealFresh: (raw: string, label: string) =>
      `Der Link nennt keine gültige Verteilung („${raw.slice(0, 24)}“). Erlaubt sind ganze Zahlen ab 0. Stattdessen liegt jetzt ${label} aus.`,
    won: 'Die Pyramide ist leer – gewonnen!',
    lost: 'Damit ist kein Zug mehr möglich – die Partie ist verloren.',
    over: 'Die Partie ist vorbei – nimm einen Zug zurück oder starte neu.',
  },
  end: {
    wonTitle: 'Gewonnen!',
    wonText: (score: number, stockLeft: number) =>
      `Die Pyramide ist abgeräumt: ${score} von 28 Punkten${stockLeft > 0 ? `, und ${stockLeft} ${stockLeft === 1 ? 'Karte blieb' : 'Karten blieben'} im Stapel` : ''}.`,
    lostTitle: 'Keine Züge mehr',
    lostText: (score: number, left: number) =>
      `Der Stapel ist leer und nichts passt mehr zusammen. ${score} von 28 Punkten – ${left} ${left === 1 ? 'Karte liegt' : 'Karten liegen'} noch in der Pyramide.`,
    tryAgain: `Mit ${word('undo')}, ${word('restart')} oder ${word('newGame')} geht es weiter.`,
    dailySaved: 'Das Ergebnis der Tagesaufgabe ist gespeichert.',
  },
  daily: {
    won: 'Heute geschafft',
    done: (score: number) => `Heute beendet mit ${score} von 28`,
  },
  combo: {
    pop: (n: number) => `Kombo ×${n}`,
  },
  stats: {
    longestCombo: 'Längste Kombo',
    note: 'Eine Verteilung zählt als gespielt, sobald der erste Zug gemacht ist; jeder Neustart zählt neu. Gespeichert wird nur auf diesem Gerät, die laufende Partie selbst nie.',
    score: (n: number) => `${n} / 28`,
  },
  /** Under the status line once a keyboard is used (issue 21: never on a touch phone). */
  keysSummary: 'Tasten: Pfeile bewegen den Rahmen, Eingabe wählt, D zieht, H Tipp, U zurück, W wieder, Esc hebt die Auswahl auf, ? Hilfe.',
  pick: {
    label: 'Nummer der Verteilung',
    bad: (raw: string) => `„${raw.slice(0, 24)}“ ist keine Verteilungsnummer. Bitte eine ganze Zahl ab 0 eingeben – die laufende Partie bleibt, wie sie ist.`,
  },
  /** PYR-11, said before it happens (issue 21): the short line under the status, always there. */
  noSave: 'Nur in diesem Tab: Neuladen beginnt die Verteilung von vorn.',
} as const;
