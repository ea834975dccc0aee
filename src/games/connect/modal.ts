// The menu's and results' modal dialog: a native <dialog> opened with showModal(), Tab kept inside,
// focus handed back when it closes. (Moves to src/ui once the shared dialog lands there.)

import { tick, untrack } from 'svelte';

/**
 * The page behind a modal dialog is inert, but the browser would still move focus from the
 * dialog's last stop out to its own address bar: Tab wraps round inside the dialog instead.
 */
function wrapTab(e: KeyboardEvent): void {
  if (e.key !== 'Tab' || e.altKey || e.ctrlKey || e.metaKey) return;
  const d = e.currentTarget as HTMLElement;
  const stops = [...d.querySelectorAll<HTMLElement>('button, input, select, textarea, a[href], [tabindex]:not([tabindex="-1"])')].filter(
    (el) =>
      !(el as HTMLButtonElement).disabled &&
      el.getClientRects().length > 0 &&
      !(el instanceof HTMLInputElement && el.type === 'radio' && !el.checked && d.querySelector(`input[type=radio][name="${el.name}"]:checked`)),
  );
  const first = stops[0],
    last = stops[stops.length - 1];
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
 * An attachment for a <dialog>: showModal() keeps focus inside and makes the page behind it
 * inert; Esc closes it (the browser's `close` event calls `onClose`). `first` picks what gets
 * focus; when the dialog goes away, focus returns to `back()`.
 */
export function modal(onClose: () => void, first: (d: HTMLDialogElement) => HTMLElement | null, back: () => HTMLElement | null | undefined) {
  return (d: HTMLDialogElement) =>
    untrack(() => {
      d.showModal();
      first(d)?.focus();
      d.addEventListener('close', onClose);
      d.addEventListener('keydown', wrapTab);
      return () => {
        d.removeEventListener('close', onClose);
        d.removeEventListener('keydown', wrapTab);
        if (d.open) d.close();
        void tick().then(() => {
          const to = back();
          if (to?.isConnected) to.focus();
        });
      };
    });
}
