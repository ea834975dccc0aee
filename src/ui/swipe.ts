// Swipes for any board (sliding all tiles one way, moving one tile): a stroke from `min` px on is
// a swipe in the direction of its longer side; a shorter one is a tap on where it began. The one
// place that reads pointer strokes, so boards only say what a swipe or a tap means.

import type { Attachment } from 'svelte/attachments';

export type SwipeDirection = 'up' | 'down' | 'left' | 'right';

/** The shortest stroke that counts as a swipe (px). */
export const SWIPE_MIN = 24;

/** The direction a stroke names, or null for a tap (shorter than `min`). */
export function strokeDirection(dx: number, dy: number, min = SWIPE_MIN): SwipeDirection | null {
  if (!(Math.max(Math.abs(dx), Math.abs(dy)) >= min)) return null;
  return Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? 'right' : 'left') : dy > 0 ? 'down' : 'up';
}

export interface SwipeOptions {
  /** A swipe: its direction and the element it began on (the pointerdown's target). */
  readonly onswipe: (direction: SwipeDirection, from: Element | null) => void;
  /** A tap (a stroke shorter than `min`) on the element it began on. */
  readonly ontap?: (from: Element | null) => void;
  readonly min?: number;
}

/** `{@attach swipe({...})}` on the board: primary pointer strokes become swipes or taps. */
export function swipe(opts: SwipeOptions): Attachment<HTMLElement> {
  return (el) => {
    let start: { x: number; y: number; id: number; from: Element | null } | null = null;
    const down = (e: PointerEvent): void => {
      if (!e.isPrimary || e.button > 0) return;
      start = { x: e.clientX, y: e.clientY, id: e.pointerId, from: e.target instanceof Element ? e.target : null };
      // Capture keeps the stroke even when it ends outside the board (a pointer that cannot be captured still works).
      try {
        el.setPointerCapture(e.pointerId);
      } catch {
        /* synthetic or already released pointer */
      }
    };
    const up = (e: PointerEvent): void => {
      if (!start || start.id !== e.pointerId) return;
      const { x, y, from } = start;
      start = null;
      const dir = strokeDirection(e.clientX - x, e.clientY - y, opts.min);
      if (dir === null) opts.ontap?.(from);
      else opts.onswipe(dir, from);
    };
    const cancel = (): void => {
      start = null;
    };
    el.addEventListener('pointerdown', down);
    el.addEventListener('pointerup', up);
    el.addEventListener('pointercancel', cancel);
    return () => {
      el.removeEventListener('pointerdown', down);
      el.removeEventListener('pointerup', up);
      el.removeEventListener('pointercancel', cancel);
    };
  };
}
