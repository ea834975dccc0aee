// German texts of the rewards screens (puzzle map, themes gallery, profile, the unlock notice).
// Loaded only with those screens; the game page's strings stay in strings.de.ts.
import { SET_ASIDE } from '../../ui/words.de.ts';

const moves = (n: number): string => (n === 1 ? '1 Zug' : `${n} Zügen`);

export const rw = {
  back: 'Zurück zum Spiel',
  loading: 'Wird geladen …',
  corrupt: `${SET_ASIDE} Hier zählen sie nicht mit.`,
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
