// The page's board maker (MIN-3): the first reveal's board is made by generate.worker.ts off the
// main thread and handed to the rules (rememberMines), so a Profi or large own board never
// freezes the page. Where no worker can start, the rules make the board themselves.

import { rememberMines } from './generate.ts';
import type { BoardReply, BoardRequest } from './generate.worker.ts';
import { isPlaced, type MinesState } from './rules.ts';

export class BoardMaker {
  #worker: Worker | null = null;
  #broken = false;
  #next = 1;
  readonly #waiting = new Map<number, (reply: BoardReply | null) => void>();

  /** Start the worker ahead of the first tap (its module loads meanwhile). */
  warm(): void {
    if (this.#worker || this.#broken || typeof Worker === 'undefined') return;
    try {
      const w = new Worker(new URL('./generate.worker.ts', import.meta.url), { type: 'module' });
      w.onmessage = (e: MessageEvent<BoardReply>) => {
        const done = this.#waiting.get(e.data.id);
        this.#waiting.delete(e.data.id);
        done?.(e.data);
      };
      w.onerror = () => this.#fail();
      this.#worker = w;
    } catch {
      this.#fail();
    }
  }

  /** Make the board the first reveal at (x, y) of `state` will place; resolves when the rules can take it. */
  async prepare(state: MinesState, x: number, y: number): Promise<void> {
    if (isPlaced(state) || state.seed === null) return;
    this.warm();
    const w = this.#worker;
    if (!w) return;
    const request: BoardRequest = { id: this.#next++, width: state.width, height: state.height, mines: state.mines, seed: state.seed, x, y };
    const reply = await new Promise<BoardReply | null>((resolve) => {
      this.#waiting.set(request.id, resolve);
      w.postMessage(request);
    });
    if (reply) rememberMines(request.width, request.height, request.mines, request.seed, x, y, reply.mine);
  }

  #fail(): void {
    this.#broken = true;
    this.#worker?.terminate();
    this.#worker = null;
    for (const done of this.#waiting.values()) done(null);
    this.#waiting.clear();
  }

  dispose(): void {
    this.#worker?.terminate();
    this.#worker = null;
    for (const done of this.#waiting.values()) done(null);
    this.#waiting.clear();
  }
}
