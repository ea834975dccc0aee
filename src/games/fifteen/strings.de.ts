// Schiebepuzzle's German words: the header, the status lines, the end panel with the optimum (SCH-6), names and keys.

import { deNumber } from '../../ui/numbers.ts';

const de = deNumber;
const moves = (n: number): string => (n === 1 ? '1 Zug' : `${de(n)} Züge`);

export const z = {
  name: 'Schiebepuzzle',
  moves: 'Züge',
  time: 'Zeit',
  gameNo: (n: string) => `Spiel Nr. ${n}`,
  sizeLegend: 'Größe',
  sizeLabel: (n: number) => `${n}×${n}`,
  idle: (n: number) => `Tippe eine Kachel in der Reihe oder Spalte der Lücke an – ordne 1 bis ${n * n - 1}.`,
  idleWon: 'Gelöst! Im Menü stellst du eine andere Größe ein.',
  refused: 'Diese Kachel steht nicht in der Reihe oder Spalte der Lücke.',
  wonTitle: 'Gelöst!',
  result: (m: number, time: string) => `${moves(m)} in ${time}`,
  newBestMoves: 'Neuer Bestwert: so wenige Züge wie nie!',
  newBestTime: 'Neue Bestzeit!',
  optimumSearching: 'Die kürzeste Lösung wird gesucht …',
  optimum: (best: number, mine: number) =>
    best === mine ? `Kürzeste Lösung: ${moves(best)} – genau so viele wie du. Perfekt!` : `Kürzeste Lösung: ${moves(best)} – du hast ${moves(mine)} gebraucht.`,
  optimumUnknown: 'Die kürzeste Lösung war in der erlaubten Rechenzeit nicht zu finden.',
  optimumNone: 'Bei 5×5 wird keine kürzeste Lösung gesucht – dafür ist das Feld zu groß.',
  optimumFailed: 'Die kürzeste Lösung ließ sich nicht berechnen.',
  board: (n: number) => `Spielfeld, ${n} mal ${n} Felder`,
  tile: (tile: number, row: number, col: number) => `Kachel ${tile}, Reihe ${row}, Spalte ${col}`,
  gap: (row: number, col: number) => `Lücke, Reihe ${row}, Spalte ${col}`,
  keys: {
    left: 'Die Kachel rechts der Lücke nach links schieben',
    right: 'Die Kachel links der Lücke nach rechts schieben',
    up: 'Die Kachel unter der Lücke nach oben schieben',
    down: 'Die Kachel über der Lücke nach unten schieben',
    undo: 'Letzten Zug zurücknehmen',
    redo: 'Zurückgenommenen Zug wiederholen',
    newGame: 'Neues Spiel',
    restart: 'Dasselbe Spiel von vorn',
    help: 'Diese Hilfe',
  },
  stats: {
    size: (n: number) => `${n}×${n}`,
  },
} as const;
