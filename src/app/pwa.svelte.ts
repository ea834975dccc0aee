// Service-worker registration state for the shell (offline readiness, HUB-2).
export const pwa = $state({ offlineReady: false });

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  void import('virtual:pwa-register').then(({ registerSW }) =>
    registerSW({
      immediate: true,
      onOfflineReady: () => {
        pwa.offlineReady = true;
        // A short, calm confirmation; it must not sit over a game for long.
        setTimeout(() => (pwa.offlineReady = false), 6000);
      },
    }),
  );
}
