// German texts of Farbschalen that the game page never shows: the keyboard table's descriptions
// (keys-help.ts), the statistics section (Stats.svelte), the settings, and the rewards screens
// (puzzle map, themes gallery, profile, the unlock notice; rewards/). The page's own texts are in
// strings.de.ts; these stay apart so the game page does not load them (issues 10 and 11: the
// route's JavaScript budget; one catalog with both cost the page 0.8 KB of its 45).
import { shortDay } from './strings.de.ts';

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
  endlessPlayed: 'Versuche',
  endlessBest: 'Rekord',
  endlessAvg: 'Durchschnitt',
  dailyHeading: 'Tagesaufgabe',
  dailyDays: 'Gespielte Tage',
  dailyBest: 'Bester Tag',
  dailyRecent: 'Letzte Tage',
  dailyDay: (day: string, score: number | null) => `${shortDay(day)}: ${score === null ? 'nur Übung' : `${score} ${score === 1 ? 'Punkt' : 'Punkte'}`}`,
  puzzleHeading: 'Rätsel',
  puzzlesSolved: 'Gelöst',
  puzzlesOf: (n: number, all: number) => `${n} von ${all}`,
  none: '–',
  note: 'Übungsversuche zählen als gespielt, aber nie für einen Rekord.',
} as const;

/** Farbschalen's section of the settings page. */
export const bwSettings = {
  heading: 'Farbschalen',
  preview: 'Zugvorschau zeigen',
  previewHint: 'Zeigt beim Wählen einer Schale, wo jeder Stein landet und welche Schalen sofort eine Gruppe bilden – nicht die ganze Kette.',
};

// ---------------------------------------------------------------- the rewards screens

const moves = (n: number): string => (n === 1 ? '1 Zug' : `${n} Zügen`);

export const rw = {
  back: 'Zurück zum Spiel',
  loading: 'Wird geladen …',
  corrupt: 'Ein gespeicherter Fortschritt war beschädigt. Er wurde beiseitegelegt (siehe Einstellungen) und wird hier nicht mitgezählt.',
  links: { nav: 'Fortschritt und Themen', map: 'Rätselkarte', themes: 'Themen', profile: 'Erfolge' },

  notice: {
    lead: 'Neu freigeschaltet',
    theme: (name: string) => `Thema „${name}“`,
    achievement: (name: string) => `Erfolg „${name}“`,
    look: 'Ansehen',
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
    solvedIn: (m: number | null) => (m === null ? 'gelöst' : `gelöst in ${moves(m)}`),
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
