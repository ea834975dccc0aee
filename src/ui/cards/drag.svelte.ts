// Drag and drop of card runs for every card game (pointer and touch alike): a press on a draggable
// element (data-drag="<source>") that moves more than a few pixels lifts the run (the element and
// the ones the game names as following it), the run follows the finger, and on release the drop
// target under the finger (data-drop="<target>") is offered to the game. A drop the game refuses
// glides back without a word; a press that never moved stays a tap (the game's own onclick).
//
// Usage in a board: `{@attach cardDrag({ run, drop, player })}` on the table element.

import type { TracePlayer } from '../screen/player.svelte.ts';

export interface DragOptions {
  /** The elements that travel with the pressed one (the run from it to the column's end), in order. */
  run(source: string, pressed: HTMLElement): HTMLElement[];
  /** The player's drop: true when the move was played (the board redraws), false to glide back. */
  drop(source: string, target: string): boolean;
  /** Lit targets while dragging (the game's legal destinations for the source). */
  targets?(source: string): readonly string[];
  readonly player?: TracePlayer;
}

/** Pixels a press must travel before it becomes a drag (a smaller wobble is a tap). */
const SLOP = 8;

/** The state a board may draw from while a run is in the air. */
export const dragState = $state<{ source: string | null; lit: readonly string[] }>({ source: null, lit: [] });

export function cardDrag(opts: DragOptions) {
  return (table: HTMLElement) => {
    let press: { id: number; x: number; y: number; source: string; el: HTMLElement } | null = null;
    let flying: { els: HTMLElement[]; dx: number; dy: number } | null = null;
    /** A drag just ended: swallow the click that follows it. */
    let swallow = false;

    const move = (e: PointerEvent): void => {
      if (!press || e.pointerId !== press.id) return;
      const dx = e.clientX - press.x;
      const dy = e.clientY - press.y;
      if (!flying) {
        if (Math.hypot(dx, dy) < SLOP) return;
        opts.player?.skip();
        const els = opts.run(press.source, press.el);
        if (els.length === 0) {
          press = null;
          return;
        }
        flying = { els, dx: 0, dy: 0 };
        dragState.source = press.source;
        dragState.lit = opts.targets?.(press.source) ?? [];
        for (const el of els) {
          el.style.zIndex = '500';
          el.style.pointerEvents = 'none';
          el.style.transition = 'none';
        }
        table.setPointerCapture(e.pointerId);
      }
      flying.dx = dx;
      flying.dy = dy;
      for (const el of flying.els) el.style.transform = `translate(${dx}px, ${dy}px)`;
    };

    const end = (e: PointerEvent, cancelled: boolean): void => {
      if (!press || e.pointerId !== press.id) return;
      const source = press.source;
      press = null;
      if (!flying) return;
      const f = flying;
      flying = null;
      swallow = true;
      dragState.source = null;
      dragState.lit = [];
      const under = cancelled ? null : document.elementFromPoint(e.clientX, e.clientY)?.closest<HTMLElement>('[data-drop]');
      const target = under?.dataset['drop'];
      const played = target !== undefined && opts.drop(source, target);
      for (const el of f.els) {
        el.style.pointerEvents = '';
        el.style.zIndex = '';
        el.style.transform = '';
        el.style.transition = '';
      }
      if (played) return;
      // Refused or dropped on nothing: the run glides back to where it lay.
      const ms = opts.player?.ms(160) ?? 160;
      if (ms === 0) return;
      for (const el of f.els) {
        const a = el.animate(
          [
            { transform: `translate(${f.dx}px, ${f.dy}px)`, zIndex: 500 },
            { transform: 'none', zIndex: 500 },
          ],
          { duration: ms, easing: 'ease-out' },
        );
        opts.player?.track(a);
      }
    };

    const down = (e: PointerEvent): void => {
      if (e.button !== 0 || press) return;
      const el = (e.target as HTMLElement | null)?.closest<HTMLElement>('[data-drag]');
      const source = el?.dataset['drag'];
      if (!el || source === undefined || !table.contains(el)) return;
      press = { id: e.pointerId, x: e.clientX, y: e.clientY, source, el };
    };
    const up = (e: PointerEvent): void => end(e, false);
    const cancel = (e: PointerEvent): void => end(e, true);
    const click = (e: MouseEvent): void => {
      if (!swallow) return;
      swallow = false;
      e.stopPropagation();
      e.preventDefault();
    };

    table.addEventListener('pointerdown', down);
    table.addEventListener('pointermove', move);
    table.addEventListener('pointerup', up);
    table.addEventListener('pointercancel', cancel);
    table.addEventListener('click', click, true);
    return () => {
      table.removeEventListener('pointerdown', down);
      table.removeEventListener('pointermove', move);
      table.removeEventListener('pointerup', up);
      table.removeEventListener('pointercancel', cancel);
      table.removeEventListener('click', click, true);
      dragState.source = null;
      dragState.lit = [];
    };
  };
}
