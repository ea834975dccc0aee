// PYR-11 (with issue 12): the deal in progress lives only in the open page. Moving between the
// app's own pages (statistics, help, and back) is still the open page, so the view is kept here,
// in module memory that outlives the page component; a reload or a new tab starts afresh, and the
// deal is never written to storage.

import type { DayKey } from '../../core/dates.ts';
import type { PyramidView } from './view.svelte.ts';

let kept: PyramidView | null = null;

/** Remember the view when the page is left inside the app. */
export function keepView(view: PyramidView): void {
  kept = view;
}

/** What the page is opened on: a free deal, a day's daily deal, or nothing in particular. */
export type Wanted = { readonly deal: number } | { readonly day: DayKey } | null;

/** The kept view when it plays what the page is opened on (anything, when nothing in particular); else null. */
export function keptView(wanted: Wanted): PyramidView | null {
  if (kept === null || wanted === null) return kept;
  if ('day' in wanted) return kept.day === wanted.day ? kept : null;
  return kept.day === null && kept.deal === wanted.deal ? kept : null;
}
