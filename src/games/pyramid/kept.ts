// PYR-11 (with issue 12): the deal in progress lives only in the open page. Moving between the
// app's own pages (statistics, help, and back) is still the open page, so the view is kept here,
// in memory; a reload or a new tab starts afresh, and nothing is ever written to storage.

import type { PyramidView } from './view.svelte.ts';

let kept: PyramidView | null = null;

/** Remember the view when the page is left inside the app. */
export function keepView(view: PyramidView): void {
  kept = view;
}

/** The kept view, when the page opens on its deal (or on no deal at all); else null. */
export function keptView(deal: number | null): PyramidView | null {
  return kept !== null && (deal === null || kept.deal === deal) ? kept : null;
}
