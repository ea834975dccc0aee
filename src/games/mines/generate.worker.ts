// Makes a board off the main thread (MIN-3: a Profi or large own board never freezes the page):
// the same pure generateMines the rules call, so the page hands the rules the very same board.

import { generateMines } from './generate.ts';

export interface BoardRequest {
  readonly id: number;
  readonly width: number;
  readonly height: number;
  readonly mines: number;
  readonly seed: number;
  readonly x: number;
  readonly y: number;
}

export interface BoardReply {
  readonly id: number;
  readonly mine: Uint8Array;
}

self.onmessage = (e: MessageEvent<BoardRequest>) => {
  const r = e.data;
  const mine = generateMines(r.width, r.height, r.mines, r.seed, r.x, r.y);
  const reply: BoardReply = { id: r.id, mine };
  (self as unknown as Worker).postMessage(reply, [mine.buffer]);
};
