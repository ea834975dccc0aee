// German strings of Farbschalen: the page, its accessible names, status lines and end screens, the
// keyboard table, statistics, settings and the rewards screens (one catalog).
// The help text lives as markup in src/games/bowls/Help.svelte and takes its labels from here.
import type { Color, Effect, EndReason, Goal, Stone } from './rules/types.ts';
import { SET_ASIDE, word } from '../../ui/words.de.ts';
import { formatDay } from '../../ui/time.ts';

const COLOR_NAMES: Record<Color, string> = { R: 'Rot', G: 'Grün', B: 'Blau', Y: 'Gelb', P: 'Lila' };
const STONE_NAMES: Record<Stone, string> = { ...COLOR_NAMES, J: 'Joker', X: 'Blockierer' };
/** The white symbol on each colour (BOW-1), named in the help and the legend. */
const SYMBOL_NAMES: Record<Color, string> = { R: 'Herz', G: 'Dreieck', B: 'Tropfen', Y: 'Stern', P: 'Mond' };
/** "alle roten Steine" / "9 rote Steine". */
const ADJ_ALL: Record<Color, string> = { R: 'roten', G: 'grünen', B: 'blauen', Y: 'gelben', P: 'lila' };
const ADJ: Record<Color, string> = { R: 'rote', G: 'grüne', B: 'blaue', Y: 'gelbe', P: 'lila' };

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;
const stones = (n: number): string => plural(n, 'Stein', 'Steine');
const moves = (n: number): string => plural(n, 'Zug', 'Züge');
const points = (n: number): string => plural(n, 'Punkt', 'Punkte');
// Dative forms, after "in", "mit", "von": "in 2 Zügen", "mit 8 Steinen" (issue 21).
const stonesDat = (n: number): string => plural(n, 'Stein', 'Steinen');
const movesDat = (n: number): string => plural(n, 'Zug', 'Zügen');
const bowlsDat = (n: number): string => (n === 1 ? 'einer Schale' : `${n} Schalen`);

/** A day in the app's one format ("3.12.2026"). */
export const shortDay = (day: string): string => formatDay(day);

function goalText(g: Goal): string {
  switch (g.kind) {
    case 'removeColor':
      return `Entferne alle ${ADJ_ALL[g.color]} Steine`;
    case 'collect':
      return g.n === 1 ? `Sammle 1 ${ADJ_ALL[g.color]} Stein` : `Sammle ${g.n} ${ADJ[g.color]} Steine`;
    case 'points':
      return `Erreiche ${points(g.n)}`;
    case 'combo':
      return `Löse in einem Zug Gruppen in ${bowlsDat(g.n)}`;
    case 'leaveAtMost':
      return `Lass höchstens ${stones(g.n)} übrig`;
    case 'clear':
      return 'Räume das ganze Feld leer';
  }
}

/** Progress toward a goal, e.g. "Blau: 4 von 9". */
function progressText(g: Goal, current: number, target: number): string {
  switch (g.kind) {
    case 'removeColor':
      return `${COLOR_NAMES[g.color]}: noch ${current}`;
    case 'collect':
      return `${COLOR_NAMES[g.color]}: ${current} von ${target}`;
    case 'points':
      return `${current} von ${target === 1 ? '1 Punkt' : `${target} Punkten`}`;
    case 'combo':
      return current >= target ? `Kombo mit ${bowlsDat(target)} geschafft` : `Kombo: ${target === 1 ? '1 Schale' : `${target} Schalen`} in einem Zug`;
    case 'leaveAtMost':
      return `${stones(current)} übrig, Ziel höchstens ${target}`;
    case 'clear':
      return `noch ${stones(current)} auf dem Feld`;
  }
}

const END_REASONS: Record<EndReason, string> = {
  goal: 'Ziel erreicht.',
  overflow: 'Eine Schale ist übergelaufen.',
  noMovesLeft: 'Die erlaubten Züge sind aufgebraucht.',
  noSource: 'Keine Schale kann mehr gewählt werden.',
  dailyDone: 'Alle 20 Züge sind gespielt.',
  ended: 'Du hast den Versuch beendet.',
};

export const bw = {
  title: 'Farbschalen',
  loading: 'Das Rätsel wird geladen …',
  loadFailed: 'Das Rätsel ließ sich nicht laden. Bitte die Seite neu laden.',
  /** issue 11: the HUD link to the rewards screens (endless/daily, puzzle). */
  rewardsLink: ['Erfolge und Themen', 'Rätselkarte'],
  colorName: (c: Color): string => COLOR_NAMES[c],
  stoneName: (s: Stone): string => STONE_NAMES[s],
  symbolName: (c: Color): string => SYMBOL_NAMES[c],
  goalText,
  progressText,
  endReason: (r: EndReason): string => END_REASONS[r],

  modes: { endless: 'Endlos', daily: 'Tagesaufgabe', puzzle: 'Rätsel' },
  modeNav: 'Spielart',

  board: 'Schalenkreis',
  /** "Schale 4: Rot, Rot, Joker; Vulkan, 3 von 6" */
  bowlLabel(
    index: number,
    queue: readonly Stone[],
    info: { fx: readonly Effect[]; ttl: Readonly<Partial<Record<Effect, number>>>; volcanoStones?: number; selected: boolean; group?: boolean; lands?: number },
  ): string {
    const list = queue.length === 0 ? 'leer' : queue.map((s) => STONE_NAMES[s]).join(', ');
    const extra: string[] = [];
    for (const f of info.fx) {
      const left = info.ttl[f];
      let t = f === 'volcano' ? `Vulkan, ${Math.min(queue.length, 6)} von 6` : f === 'frozen' ? 'gefroren' : 'Richtungswechsel';
      if (left !== undefined) t += `, noch ${moves(left)}`;
      extra.push(t);
    }
    if (queue.length > 7) extra.push(`übervoll mit ${stonesDat(queue.length)}`);
    if (info.lands) extra.push(info.lands === 1 ? 'bekommt 1 Stein aus der Hand' : `bekommt ${info.lands} Steine aus der Hand`);
    if (info.group) extra.push('bildet sofort eine Gruppe');
    if (info.selected) extra.push('gewählt');
    return `Schale ${index + 1}: ${list}${extra.length ? `; ${extra.join('; ')}` : ''}`;
  },

  score: 'Punkte',
  movesLeft: 'Züge übrig',
  best: 'Rekord',
  dayBest: 'Tagesbest',
  dailyOf: (day: string) => `Aufgabe vom ${shortDay(day)}`,
  puzzleTitle: (n: number) => `Rätsel ${n}`,
  goal: 'Ziel',
  practice: 'Übung',
  practiceNote: 'Übungsversuch: Nach dem Rückgängigmachen zählt dieser Versuch nicht mehr für den Rekord. Ein neuer Versuch beginnt wieder ohne Markierung.',

  tray: {
    heading: 'Gewählte Schale',
    none: 'Tippe eine Schale an: Ihre Steine erscheinen hier in ihrer Reihenfolge.',
    queueOf: (i: number) => `Schale ${i + 1}`,
    queueLabel: (i: number, queue: readonly Stone[]) => `Reihenfolge in Schale ${i + 1}: ${queue.map((s, k) => `${k + 1}. ${STONE_NAMES[s]}`).join(', ')}`,
    dir: (d: 1 | -1) => (d === 1 ? 'im Uhrzeigersinn' : 'gegen den Uhrzeigersinn'),
    play: 'Verteilen',
    playLabel: (i: number, n: number, d: 1 | -1) => `Schale ${i + 1} verteilen: ${stones(n)} ${d === 1 ? 'im Uhrzeigersinn' : 'gegen den Uhrzeigersinn'}`,
    hand: 'Hand',
  },

  buttons: {
    undo: word('undo'),
    redo: word('redo'),
    pause: 'Pause',
    resume: word('resume'),
    endAttempt: 'Versuch beenden',
    nextPuzzle: 'Nächstes Rätsel',
    restart: word('restart'),
    close: word('close'),
    skip: 'Animation überspringen',
    confirmEnd: 'Ja, beenden',
    cancel: word('cancel'),
    toDaily: 'Zur heutigen Aufgabe',
  },
  toolbar: 'Spielknöpfe',

  status: {
    // The tray already says how to choose a bowl; the opening line says what play is about.
    start: 'Drei oder mehr Steine einer Farbe in einer Schale verschwinden. Acht Steine in einer Schale beenden den Versuch.',
    selected: (i: number, n: number, d: 1 | -1) =>
      `Schale ${i + 1} gewählt: ${stones(n)}, ${d === 1 ? 'im Uhrzeigersinn' : 'gegen den Uhrzeigersinn'}. Verteilen spielt den Zug.`,
    deselected: 'Auswahl aufgehoben.',
    empty: (i: number) => `Schale ${i + 1} ist leer – dort gibt es nichts zu verteilen.`,
    frozen: (i: number) => `Schale ${i + 1} ist gefroren und kann gerade nicht gewählt werden. Sie nimmt aber weiter Steine auf.`,
    gameOver: 'Dieser Versuch ist vorbei.',
    nothingSelected: 'Wähle zuerst eine Schale.',
    played: (i: number, gained: number, combo: number) =>
      gained > 0 ? `Schale ${i + 1} verteilt: +${points(gained)}${combo > 1 ? ` (Kombo ×${combo})` : ''}.` : `Schale ${i + 1} verteilt – diesmal ohne Gruppe.`,
    perfect: 'Alles leer: +100 Punkte!',
    refill: (n: number) => (n === 0 ? '' : n === 1 ? 'Ein neuer Stein ist gefallen.' : `${n} neue Steine sind gefallen.`),
    special: 'Achtung: ein besonderes Ereignis!',
    undone: 'Zug zurückgenommen.',
    undonePractice: 'Zug zurückgenommen. Dieser Versuch ist jetzt ein Übungsversuch.',
    redone: 'Zug wiederholt.',
    resumed: 'Dein Versuch geht weiter.',
    paused: 'Pausiert. Der Versuch ist gespeichert.',
    overflow: (i: number, n: number) => `Schale ${i + 1} ist mit ${stonesDat(n)} übergelaufen – der Versuch ist vorbei.`,
    won: 'Ziel erreicht – Rätsel gelöst!',
    dailyDone: 'Alle 20 Züge gespielt – die Tagesaufgabe ist fertig.',
    lostMoves: 'Keine Züge mehr übrig – das Ziel ist nicht erreicht.',
    noSource: 'Keine Schale lässt sich mehr wählen.',
    badDaily: (raw: string) =>
      raw.trim() === ''
        ? 'Der Link nannte keinen gültigen Tag für die Tagesaufgabe.'
        : `„${raw.length > 24 ? `${raw.slice(0, 24)}…` : raw}“ ist keine gültige Angabe für die Tagesaufgabe.`,
    badDay: (raw: string) => `„${raw.length > 24 ? `${raw.slice(0, 24)}…` : raw}“ ist kein offener Tag: Offen ist nur die heutige Tagesaufgabe.`,
    badSeed: (raw: string) => `„${raw}“ ist keine gültige Spielnummer.`,
    badPuzzle: (raw: string, max: number) => `„${raw}“ ist kein Rätsel. Es gibt die Rätsel 1 bis ${max}.`,
  },

  center: {
    score: 'Punkte',
    moveNo: (n: number) => `Zug ${n}`,
    left: (n: number) => `noch ${moves(n)}`,
    combo: (m: number) => `×${m}`,
    gained: (n: number) => `+${n}`,
    perfect: 'Alles leer!',
    refillPoints: (n: number) => `Nachschub +${n}`,
  },

  end: {
    overflowTitle: 'Übergelaufen',
    overflowText: (i: number, n: number) => `Schale ${i + 1} hielt nach allen Effekten ${stones(n)} – mehr als sieben.`,
    endedTitle: 'Versuch beendet',
    dailyTitle: 'Tagesaufgabe geschafft',
    wonTitle: 'Gelöst!',
    lostTitle: 'Nicht geschafft',
    score: (n: number) => `${points(n)}`,
    newBest: 'Neuer Rekord!',
    bestWas: (n: number) => `Dein Rekord: ${points(n)}`,
    practiceNoRecord: 'Übungsversuch – er zählt nicht für den Rekord.',
    dailyBest: (n: number) => `Bestes Ergebnis dieses Tages: ${points(n)}`,
    puzzleMoves: (used: number) => `Gelöst in ${movesDat(used)}.`,
    lostHint: 'Mit Rückgängig probierst du einen anderen Weg.',
    confirmEnd: 'Den Versuch jetzt beenden und das Ergebnis festhalten?',
  },

  pause: {
    title: 'Pause',
    text: 'Dein Versuch ist gespeichert. Du kannst jetzt auch die Seite schließen und später weiterspielen.',
  },

  puzzlePick: {
    label: 'Rätsel Nummer',
    open: 'Öffnen',
    solved: 'gelöst',
  },

  legend: 'Steine',
} as const;

/** The keyboard table's descriptions, by the row ids of keys.ts. */
export const bwKeys = {
  cursor: 'Im Kreis zur nächsten Schale, im oder gegen den Uhrzeigersinn.',
  first: 'Springt zu Schale 1.',
  pick: 'Wählt die Schale; ein zweites Drücken auf derselben Schale spielt den Zug.',
  clear: 'Hebt die Auswahl auf; schließt die Pause oder eine Frage.',
  undo: 'Nimmt den letzten ganzen Zug zurück (im Endlosspiel und in der Tagesaufgabe wird der Versuch zur Übung).',
  redo: 'Wiederholt den zurückgenommenen Zug.',
  newGame: 'Endlos: ein neuer Versuch; Tagesaufgabe und Rätsel: Neustart von vorn. Fragt nach, wenn schon gespielt wurde.',
  restart: 'Neustart: dieselbe Tagesaufgabe oder dasselbe Rätsel von vorn (mit Rückfrage).',
  pause: 'Pause im Endlosspiel.',
  help: 'Öffnet diese Hilfe.',
  tab: 'Wechselt zwischen Spielfeld und Knöpfen.',
} as const;

export const bwStats = {
  endlessHeading: 'Endlos',
  endlessAvg: 'Durchschnitt',
  dailyHeading: 'Tagesaufgabe',
  dailyBest: 'Bester Tag',
  dailyRecent: 'Letzte Tage',
  dailyDay: (day: string, score: number | null) => `${shortDay(day)}: ${score === null ? 'nur Übung' : `${score} ${score === 1 ? 'Punkt' : 'Punkte'}`}`,
  puzzleHeading: 'Rätsel',
  puzzlesSolved: 'Rätsel gelöst',
  puzzlesOf: (n: number, all: number) => `${n} von ${all}`,
  note: 'Endlos und die Tagesaufgabe spielst du auf Punkte, nicht auf Sieg. Übungsversuche zählen als gespielt, aber nie für einen Bestwert.',
} as const;

/** Farbschalen's section of the settings page. */
export const bwSettings = {
  heading: 'Farbschalen',
  preview: 'Zugvorschau zeigen',
  previewHint: 'Zeigt beim Wählen einer Schale, wo jeder Stein landet und welche Schalen sofort eine Gruppe bilden – nicht die ganze Kette.',
};

// ---------------------------------------------------------------- the rewards screens

export const rw = {
  back: 'Zurück zum Spiel',
  loading: 'Wird geladen …',
  corrupt: `${SET_ASIDE} Hier zählen sie nicht mit.`,
  links: { nav: 'Fortschritt und Themen', map: 'Rätselkarte', themes: 'Themen', profile: 'Erfolge' },

  notice: {
    lead: 'Neu freigeschaltet',
    theme: (name: string) => `Thema „${name}“`,
    achievement: (name: string) => `Erfolg „${name}“`,
  },

  map: {
    title: 'Rätselkarte',
    intro: 'Alle 100 Rätsel sind offen – spiel sie in jeder Reihenfolge. Gelöste zeigen deine wenigsten Züge.',
    solved: (n: number, all: number) => `${n} von ${all} gelöst`,
    chapter: (c: number) => `Kapitel ${c}`,
    range: (a: number, b: number) => `Rätsel ${a}–${b}`,
    chapterSolved: (n: number, all: number) => `${n}/${all}`,
    next: 'Als Nächstes',
    continueWith: (n: number) => `Weiter mit Rätsel ${n}`,
    allSolved: 'Alle Rätsel gelöst – stark!',
    solvedIn: (m: number | null) => (m === null ? 'gelöst' : `gelöst in ${movesDat(m)}`),
    solvedShort: (m: number | null) => (m === null ? '✓ gelöst' : `✓ ${m === 1 ? '1 Zug' : `${m} Züge`}`),
    limit: (n: number) => `höchstens ${n === 1 ? '1 Zug' : `${n} Züge`}`,
    tileLabel: (n: number, title: string, goal: string, state: string, next: boolean) =>
      `Rätsel ${n}: ${title}. ${goal}. ${state}${next ? '. Als Nächstes vorgeschlagen' : ''}`,
  },

  themes: {
    title: 'Themen',
    intro: 'Ein Thema ändert das Material der Schalen und ihre Umgebung – nie die Regeln, die fünf Farben oder ihre Zeichen.',
    chosen: 'Gewählt',
    choose: 'Wählen',
    chooseLabel: (name: string) => `Thema ${name} wählen`,
    locked: 'Gesperrt',
    unlockBy: (name: string, task: string) => `Frei mit dem Erfolg „${name}“: ${task}`,
    waits: 'Erreicht – öffnet sich, sobald das Thema davor frei ist.',
    saved: (name: string) => `Thema „${name}“ gewählt.`,
    preview: (name: string) => `Vorschau: ${name}`,
  },

  profile: {
    title: 'Erfolge',
    intro: 'Erfolge gibt es in jeder Spielart. Sechs von ihnen schalten nacheinander die Themen frei.',
    earned: (n: number, all: number) => `${n} von ${all} erreicht`,
    themes: (n: number, all: number) => `${n} von ${all} Themen frei`,
    done: 'Erreicht',
    progress: (p: number, t: number) => `${p} von ${t}`,
    unlocks: (name: string) => `Schaltet das Thema „${name}“ frei`,
    noTheme: 'Ohne Thema',
  },
} as const;
