// The modal dialog every page uses: a native <dialog> opened with showModal(), Tab kept inside,
// Esc closes it, focus handed back when it goes away.

import { tick, untrack } from 'svelte';

const FOCUSABLE = 'button, input, select, textarea, a[href], [tabindex]:not([tabindex="-1"])';

/** The elements Tab stops at inside `root`, in order (a radio group counts once, at its checked button). */
export function tabStops(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) =>
      !(el as HTMLButtonElement).disabled &&
      el.getClientRects().length > 0 &&
      !(el instanceof HTMLInputElement && el.type === 'radio' && !el.checked && root.querySelector(`input[type=radio][name="${el.name}"]:checked`)),
  );
}

/**
 * The focus trap: the page behind a modal dialog is inert, but the browser would still move focus
 * from the dialog's last stop out to its own address bar, so Tab wraps round inside instead.
 */
export function trapTab(e: KeyboardEvent): void {
  if (e.key !== 'Tab' || e.altKey || e.ctrlKey || e.metaKey) return;
  const d = e.currentTarget as HTMLElement;
  const stops = tabStops(d);
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) return;
  const at = document.activeElement;
  if (e.shiftKey && (at === first || at === d)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && at === last) {
    e.preventDefault();
    first.focus();
  }
}

/**
 * An attachment for a <dialog> ({@attach modal(...)}): showModal() keeps focus inside and makes
 * the page behind it inert; Esc closes it (the browser's `close` event calls `onClose`). `first`
 * picks what gets focus (default: the first tab stop); when the dialog goes away, focus returns
 * to `back()` (default: what had focus before it opened).
 */
export function modal(onClose: () => void, first?: (d: HTMLDialogElement) => HTMLElement | null, back?: () => HTMLElement | null | undefined) {
  return (d: HTMLDialogElement) =>
    untrack(() => {
      const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      d.showModal();
      (first ? first(d) : (tabStops(d)[0] ?? null))?.focus();
      d.addEventListener('close', onClose);
      d.addEventListener('keydown', trapTab);
      return () => {
        d.removeEventListener('close', onClose);
        d.removeEventListener('keydown', trapTab);
        if (d.open) d.close();
        void tick().then(() => {
          const to = back ? back() : before;
          if (to?.isConnected) to.focus();
        });
      };
    });
}
