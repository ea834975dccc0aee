// 2048's German words: the header, the status lines, the end, the help's key table and tile names.

export const z = {
  name: '2048',
  score: 'Punkte',
  best: 'Rekord',
  gameNo: (n: string) => `Spiel Nr. ${n}`,
  idle: 'Wische oder nutze die Pfeiltasten: gleiche Kacheln verschmelzen.',
  gained: (points: number) => `+${points} ${points === 1 ? 'Punkt' : 'Punkte'}.`,
  reached: '2048 erreicht! Du kannst weiterspielen und eine größere Kachel bauen.',
  keepPlaying: 'Weiterspielen',
  reachedTitle: '2048!',
  overTitle: 'Kein Zug mehr',
  overScore: (score: string) => `${score} ${`${score}` === '1' ? 'Punkt' : 'Punkte'}`,
  overTile: (tile: string) => `Größte Kachel: ${tile}`,
  newBest: 'Neuer Rekord!',
  practice: 'Mit Rückgängig gespielt: zählt als Übung, ohne Rekord.',
  refused: 'In diese Richtung bewegt sich nichts.',
  board: 'Spielfeld, 4 mal 4 Felder',
  tile: (value: number, row: number, col: number) => `Kachel ${value}, Reihe ${row}, Spalte ${col}`,
  keys: {
    up: 'Alle Kacheln nach oben schieben',
    down: 'Alle Kacheln nach unten schieben',
    left: 'Alle Kacheln nach links schieben',
    right: 'Alle Kacheln nach rechts schieben',
    undo: 'Letzten Zug zurücknehmen (zählt dann als Übung)',
    redo: 'Zurückgenommenen Zug wiederholen',
    newGame: 'Neues Spiel',
    restart: 'Dasselbe Spiel von vorn',
    help: 'Diese Hilfe',
  },
  /** Besides the shared statistics words (src/ui/words.de.ts STAT_WORDS): reaching 2048 counts as won. */
  stats: {
    bestTile: 'Größte Kachel',
  },
} as const;
