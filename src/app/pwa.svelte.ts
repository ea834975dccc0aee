// Service-worker registration state for the shell (offline readiness, HUB-2).
export const pwa = $state({ offlineReady: false });

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  void import('virtual:pwa-register').then(({ registerSW }) =>
    registerSW({
      immediate: true,
      onOfflineReady: () => {
        pwa.offlineReady = true;
        // A calm confirmation in the header bar (it covers no game information), gone after a while.
        setTimeout(() => (pwa.offlineReady = false), 10_000);
      },
    }),
  );
}
