// Pyramiden-Solitär in the suites that run over every game (e2e/drive.ts): one legal move as a person
// makes it, and the inputs the tap-time suite times.
import { firstThatMoves, keys, undo, type Drive } from './drive.ts';

const ID = 'pyramid';

export const drive: Drive = {
  // PYR-11: the deal lives only in the open page; a reload keeps its link, not the game.
  reload: 'round',
  // Draw from the stock.
  move: (page) => firstThatMoves(page, ID, [keys(page, 'd')]),

  perf: { url: '#/pyramid?deal=1', next: async (page) => ({ tap: page.getByTestId('stock') }), after: undo },
};
