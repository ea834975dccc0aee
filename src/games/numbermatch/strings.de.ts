// German strings of Number Match (page, overview, messages, stats); the help text lives in Help.svelte.
// Shared actions (Tipp, Rückgängig, Wiederholen, Neustart, Neues Spiel …) take the app's one word (ui/words.de.ts).

import { formatDay } from '../../ui/time.ts';
import { word } from '../../ui/words.de.ts';

/** Hints per stage (game.svelte.ts HINTS_PER_STAGE; kept equal by a test). */
export const HINTS = 3;

const NUMBER_NAMES = ['Lücke', 'Eins', 'Zwei', 'Drei', 'Vier', 'Fünf', 'Sechs', 'Sieben', 'Acht', 'Neun'] as const;

/** "Reihe 3, Spalte 4" from 0-based row and column. */
const where = (r: number, c: number): string => `Reihe ${r + 1}, Spalte ${c + 1}`;

export const nm = {
  /** The keyboard help (keys.ts puts each next to its keys). */
  keys: {
    move: 'Den Rahmen über das Brett bewegen; Pos1 und Ende führen an Anfang oder Ende der Reihe.',
    pick: 'Die Zahl unter dem Rahmen wählen – wie ein Antippen.',
    add: 'Zahlen hinzufügen.',
    hint: 'Tipp zeigen.',
    undo: `${word('undo')}.`,
    redo: `${word('redo')}.`,
    escape: 'Auswahl aufheben.',
    newGame: `${word('newGame')}: ein neues Zufallsbrett.`,
    restart: `${word('restart')}: dieses Brett von vorn.`,
    help: 'Diese Hilfe öffnen.',
  },
  title: 'Number Match',
  numberName: (v: number): string => NUMBER_NAMES[v] ?? String(v),
  /** Accessible name of a cell: "Sieben, Reihe 3, Spalte 4" (a gap: "Lücke, …"). */
  cellLabel: (v: number, r: number, c: number): string => `${NUMBER_NAMES[v] ?? String(v)}, ${where(r, c)}`,
  where,
  board: 'Spielfeld',
  boardHint: 'Pfeiltasten bewegen, Eingabe wählt aus',

  // Overview
  overviewIntro: 'Räume das Feld ab: gleiche Zahlen oder Zehnerpaare, die sich sehen können.',
  continueHeading: (n: number) => (n === 1 ? 'Angefangenes Spiel' : 'Angefangene Spiele'),
  continueButton: (what: string) => `Weiterspielen: ${what}`,
  levelsHeading: 'Level',
  levelName: (n: number) => `Level ${n}`,
  levelDone: 'geschafft',
  levelProgress: (won: number, all: number) => `${won} von ${all === 1 ? '1 Stufe' : `${all} Stufen`}`,
  stageButton: (level: number, stage: number, state: 'won' | 'open' | 'locked') =>
    `Level ${level}, Stufe ${stage}${state === 'won' ? ', geschafft' : state === 'locked' ? ', noch gesperrt' : ''}`,
  freeHeading: 'Freies Spiel',
  freeIntro: 'Ohne Level: der klassische Anfang oder ein Zufallsbrett. Jedes Brett hat eine Nummer und lässt sich per Link teilen.',
  classicButton: 'Klassischer Start',
  randomButton: 'Zufallsbrett',
  seedLabel: 'Brett-Nummer',
  seedButton: 'Brett öffnen',
  helpLink: 'Anleitung und Regeln',

  // Game header
  stageTitle: (level: number, stage: number) => `Level ${level} · Stufe ${stage}`,
  seedTitle: (seed: number) => `Zufallsbrett Nr. ${seed}`,
  classicTitle: 'Klassischer Start',
  /** The header's label of a daily board (`day` as YYYY-MM-DD). */
  dailyTitle: (day: string) => `${word('daily')} vom ${formatDay(day)}`,
  dailyHeading: word('daily'),
  dailyIntro: 'Jeden Tag ein neues Brett, für alle gleich – und nachweislich ganz abräumbar.',
  dailyDone: 'Heute schon geschafft. Morgen wartet ein neues Brett.',
  dailyButton: (day: string) => `${word('daily')} vom ${formatDay(day)}`,
  wonDaily: 'Die Tagesaufgabe ist abgeräumt. Morgen gibt es die nächste.',
  restartAsk: 'Dieses Brett von vorn beginnen?',
  restartAskBody: 'Alle Züge dieses Spiels gehen dabei verloren.',
  replaceAsk: 'Ein neues Brett beginnen?',
  replaceAskBody: (what: string) => `Dein angefangenes Spiel (${what}) wird dabei ersetzt.`,
  badDay: 'Dieser Link nennt keinen gültigen Tag.',
  numbersLeft: (n: number) => (n === 1 ? 'noch 1 Zahl' : `noch ${n} Zahlen`),
  numbersLabel: 'Zahlen',
  idle: 'Tippe zwei gleiche Zahlen oder ein Zehnerpaar an, die sich sehen können.',
  levelsLink: 'Alle Level',
  backToGame: 'Zurück zum Spiel',
  seedPlaceholder: 'z. B. 4711',
  lockedLink: (id: string) => {
    const [l, s] = id.split('-');
    return `Level ${l}, Stufe ${s} ist noch gesperrt – schaffe zuerst die Stufe davor.`;
  },

  // Controls
  add: 'Zahlen hinzufügen',
  addsLeft: (n: number) => (n === 1 ? 'noch 1 Mal' : `noch ${n} Mal`),
  addAria: (n: number) => `Zahlen hinzufügen, noch ${n} Mal möglich`,
  undo: word('undo'),
  redo: word('redo'),
  hint: word('hint'),
  hintAria: (n: number) => `${word('hint')}, noch ${n} von ${HINTS}`,
  restart: word('restart'),
  overview: 'Übersicht',
  copyLink: 'Link kopieren',
  copied: 'Link kopiert.',
  copyFailed: 'Kopieren ging nicht – hier ist der Link:',
  controls: 'Spielsteuerung',

  // Quiet explanations and announcements
  selected: (v: number, r: number, c: number) => `${NUMBER_NAMES[v]} in ${where(r, c)} gewählt. Jetzt die zweite Zahl antippen.`,
  deselected: 'Auswahl aufgehoben.',
  gapTapped: 'Hier steht keine Zahl mehr.',
  removed: (x: number, y: number) => `${x} und ${y} abgeräumt.`,
  rowsRemoved: (n: number) => (n === 1 ? 'Eine leere Reihe ist verschwunden.' : `${n} leere Reihen sind verschwunden.`),
  added: (n: number) => (n === 1 ? 'Eine Zahl unten angehängt.' : `${n} Zahlen unten angehängt.`),
  whyValues: (x: number, y: number) => `${x} und ${y} passen nicht zusammen – gesucht sind zwei gleiche Zahlen oder zusammen 10.`,
  whyBlocked: (v: number, r: number, c: number) => `Dazwischen steht noch die ${v} (${where(r, c)}).`,
  whyNotAligned: 'Kein gerader Weg: nicht in derselben Reihe, Spalte oder Diagonale und nicht direkt hintereinander.',
  whyNoAdds: 'In dieser Stufe kannst du keine Zahlen mehr hinzufügen.',
  whyOther: 'Dieser Zug geht nicht.',
  hintPair: (x: number, r1: number, c1: number, y: number, r2: number, c2: number) => `Tipp: die ${x} in ${where(r1, c1)} und die ${y} in ${where(r2, c2)}.`,
  hintAdd: 'Tipp: Kein Paar ist mehr offen – Zeit zum Hinzufügen.',
  hintNone: 'Hier hilft kein Tipp mehr.',
  hintsGone: `Alle ${HINTS} Tipps dieser Stufe sind verbraucht. Mit ${word('restart')} gibt es neue – oder du findest das Paar selbst.`,
  undone: 'Letzter Zug zurückgenommen.',
  redone: 'Zug wiederholt.',

  // End screens
  wonHeading: 'Feld leer – geschafft!',
  wonStage: (level: number, stage: number) => `Du hast Level ${level}, Stufe ${stage} abgeräumt.`,
  wonLevel: (level: number) => `Damit ist Level ${level} komplett.`,
  wonAll: 'Alle Level sind geschafft. Stark!',
  wonFree: 'Das ganze Brett ist abgeräumt.',
  nextStage: (level: number, stage: number) => `Weiter: Level ${level}, Stufe ${stage}`,
  lostHeading: 'Keine Züge mehr',
  lostBody: 'Kein Paar ist mehr offen und das Hinzufügen ist aufgebraucht. Nimm Züge zurück oder versuche die Stufe neu.',
  lostFreeBody: 'Kein Paar ist mehr offen und das Hinzufügen ist aufgebraucht. Nimm Züge zurück oder fang das Brett von vorn an.',
  newRandom: word('newGame'),
  viewBoard: 'Brett ansehen',

  // Bad input
  badSeed: 'Dieser Link enthält keine gültige Brett-Nummer (erlaubt sind ganze Zahlen ab 0).',
  badStage: 'Diese Stufe gibt es nicht.',
  badClassic: 'Mit diesem Link lässt sich kein klassisches Spiel öffnen (richtig wäre „classic=1“).',
  lockedWhy: (level: number, stage: number, prevLevel: number, prevStage: number) =>
    `Level ${level}, Stufe ${stage} ist noch gesperrt: Sie öffnet sich, sobald du Level ${prevLevel}, Stufe ${prevStage} geschafft hast.`,
  lockedStage: 'Diese Stufe ist noch gesperrt – schaffe zuerst die Stufe davor.',
  badSeedInput: 'Bitte eine ganze Zahl ab 0 eingeben.',

  // Stats
  statsLevelsTitle: 'Level (jede Stufe ein Spiel)',
  statsLevels: 'Level abgeschlossen',
  statsFreeTitle: 'Freie Spiele und Tagesaufgaben',
} as const;
