// A long press for any element (Minesweeper's flag, MIN-4): holding a pointer still for `ms`
// fires `onlong` while it is still held (so the player feels it land), and the click that would
// follow the release is swallowed, as is the touch context menu. Moving further than `slop`
// pixels (a pan) or lifting earlier leaves an ordinary tap. The one timer lives here, so game
// folders keep none.

import type { Attachment } from 'svelte/attachments';

export interface LongPressOptions {
  /** How long a press must last (default 350 ms). */
  readonly ms?: number;
  /** How far the pointer may wander and still be a press (default 10 px). */
  readonly slop?: number;
  /** The press lasted: `down` is the pointerdown that began it (its target says where). */
  readonly onlong: (down: PointerEvent) => void;
}

/** Whether a press from `down` to `now` (event timestamps, ms) lasted long enough. */
export const pressLasted = (downAt: number, now: number, ms = 350): boolean => now - downAt >= ms;

export function longPress(opts: LongPressOptions): Attachment<HTMLElement> {
  return (el) => {
    const ms = opts.ms ?? 350;
    const slop = opts.slop ?? 10;
    let down: PointerEvent | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    /** The last press fired: its click and context menu are swallowed. */
    let fired = false;

    const stop = (): void => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      down = null;
    };
    const fire = (): void => {
      const d = down;
      stop();
      if (!d) return;
      fired = true;
      opts.onlong(d);
    };
    const onDown = (e: PointerEvent): void => {
      stop();
      fired = false;
      if (!e.isPrimary || e.button !== 0) return;
      down = e;
      timer = setTimeout(fire, ms);
    };
    const onMove = (e: PointerEvent): void => {
      if (down && e.pointerId === down.pointerId && Math.hypot(e.clientX - down.clientX, e.clientY - down.clientY) > slop) stop();
    };
    const onUp = (e: PointerEvent): void => {
      // A timer starved by a busy page: the event times still tell a long press.
      if (down && e.pointerId === down.pointerId && timer !== null && pressLasted(down.timeStamp, e.timeStamp, ms)) fire();
      else stop();
    };
    const swallow = (e: Event): void => {
      if (!fired) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      if (e.type === 'click') fired = false;
    };
    el.addEventListener('pointerdown', onDown);
    el.addEventListener('pointermove', onMove);
    el.addEventListener('pointerup', onUp);
    el.addEventListener('pointercancel', stop);
    el.addEventListener('click', swallow, true);
    el.addEventListener('contextmenu', swallow, true);
    return () => {
      stop();
      el.removeEventListener('pointerdown', onDown);
      el.removeEventListener('pointermove', onMove);
      el.removeEventListener('pointerup', onUp);
      el.removeEventListener('pointercancel', stop);
      el.removeEventListener('click', swallow, true);
      el.removeEventListener('contextmenu', swallow, true);
    };
  };
}
