// 2048 in the suites that run over every game (e2e/drive.ts): one legal move as a person
// makes it, and the inputs the tap-time suite times.
import { firstThatMoves, keys, ARROWS, type Drive } from './drive.ts';

const ID = '2048';

export const drive: Drive = {
  // Slide the tiles one way or another.
  move: (page) =>
    firstThatMoves(
      page,
      ID,
      ARROWS.map((a) => keys(page, a)),
    ),
  // Slides by key (2048 has no tap move): left, down, right, down.
  perf: { url: '#/2048?seed=1', next: async (_page, k) => ({ key: ['ArrowLeft', 'ArrowDown', 'ArrowRight', 'ArrowDown'][k % 4] as string }) },
};
