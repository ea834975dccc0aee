// Spider in the suites that run over every game (e2e/drive.ts): one legal move as a person
// makes it, and the inputs the tap-time suite times.
import { firstThatMoves, keys, undo, type Drive } from './drive.ts';

const ID = 'spider';

export const drive: Drive = {
  // Deal a row from the stock (five deals), else the hint's first move by its column twice.
  move: (page) => firstThatMoves(page, ID, [keys(page, 'd'), ...['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'].map((c) => keys(page, c, c))]),

  perf: { url: '#/spider?deal=1', next: async (page) => ({ tap: page.getByTestId('stock') }), after: undo },
};
