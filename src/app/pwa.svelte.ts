// Service-worker registration state for the shell (offline readiness, HUB-2).
export const pwa = $state({ offlineReady: false });

/** How long the note stays once the player has seen it. */
const NOTE_MS = 10_000;
let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * The note became visible. Issue 31: on a phone held sideways a game screen has the whole window
 * and no app bar, so the note waits there (it neither scrolls the page nor covers a control) and
 * shows on the next page with the bar; its time runs from when it is first seen.
 */
export function offlineNoteSeen(): void {
  timer ??= setTimeout(() => (pwa.offlineReady = false), NOTE_MS);
}

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  void import('virtual:pwa-register').then(({ registerSW }) =>
    registerSW({
      immediate: true,
      // A calm confirmation in the header bar (it covers no game information), gone after a while.
      onOfflineReady: () => (pwa.offlineReady = true),
    }),
  );
}
