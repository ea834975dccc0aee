// Klondike in the suites that run over every game (e2e/drive.ts): one legal move as a person
// makes it, and the inputs the tap-time suite times.
import { firstThatMoves, keys, undo, type Drive } from './drive.ts';

const ID = 'klondike';

export const drive: Drive = {
  // Draw from the stock (turning the waste over once it is empty).
  move: (page) => firstThatMoves(page, ID, [keys(page, 's')]),
  // Draws from the stock (undone after each, so the stock never runs out).
  perf: { url: '#/klondike?deal=1', next: async (page) => ({ tap: page.locator('[data-place="stock"]') }), after: undo },
};
