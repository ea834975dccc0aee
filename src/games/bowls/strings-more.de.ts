// German texts of Farbschalen that only the help page and the statistics show: the keyboard
// table's descriptions (keys-help.ts) and the statistics section (Stats.svelte). Kept apart from
// strings.de.ts so the game page does not load them (issue 10: the route's JavaScript budget).
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
