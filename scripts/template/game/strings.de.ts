// __NAME__'s German words: the start card, the header, the status line, the end, the board's names
// and the help's key table.

export const z = {
  name: '__NAME__',
  blurb: 'Alle Lichter ausschalten: Ein Tipp schaltet ein Feld und seine Nachbarn um.',
  gameNo: (n: string) => `Spiel Nr. ${n}`,
  lit: 'Lichter an',
  time: 'Zeit',
  idle: 'Tippe ein Licht an: Es schaltet sich und seine Nachbarn um. Ziel ist ein dunkles Feld.',
  refused: 'Alle Lichter sind schon aus.',
  wonTitle: 'Alle Lichter aus!',
  wonTime: (time: string) => `Gelöst in ${time}.`,
  newBest: 'Neue Bestzeit!',
  board: 'Spielfeld mit 5 mal 5 Lichtern',
  cell: (row: number, col: number, on: boolean) => `Reihe ${row}, Spalte ${col}: ${on ? 'an' : 'aus'}`,
  keys: {
    walk: 'Zum nächsten Licht gehen (Pos1 und Ende: Anfang und Ende der Reihe)',
    press: 'Das gewählte Licht umschalten',
    undo: 'Letzten Zug zurücknehmen',
    redo: 'Zurückgenommenen Zug wiederholen',
    newGame: 'Neues Spiel',
    restart: 'Dasselbe Spiel von vorn',
    help: 'Diese Hilfe',
  },
  stats: { played: 'Gespielt', won: 'Gelöst', fastest: 'Bestzeit' },
} as const;
