/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  // Relative base: the build works from any static host path, and hash routes need no server rules.
  base: './',
  plugins: [
    svelte(),
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: null,
      includeAssets: ['icon.svg', 'apple-touch-icon.png', 'robots.txt'],
      manifest: {
        // A fixed id, so the installed app stays one app if start_url ever changes. It resolves
        // against the host's origin: on a host that serves the app at its root it equals the
        // start_url that served as id before, so installs made then stay the same app.
        id: './',
        name: 'Knobelkiste',
        short_name: 'Knobelkiste',
        description: 'Zehn Denk- und Kartenspiele im Browser – offline, ohne Konto, ohne Werbung.',
        lang: 'de',
        dir: 'ltr',
        start_url: './',
        scope: './',
        display: 'standalone',
        orientation: 'any',
        categories: ['games', 'entertainment'],
        background_color: '#f4f1ea',
        theme_color: '#1f5f5b',
        icons: [
          { src: 'icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          // The picture inside the middle 80 % on a full square (scripts/make-icons.mjs), for launchers that cut icons to a shape.
          { src: 'icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        screenshots: [
          { src: 'screenshots/phone.png', sizes: '780x1688', type: 'image/png', form_factor: 'narrow', label: 'Die Spiele auf dem Handy' },
          { src: 'screenshots/desktop.png', sizes: '1280x800', type: 'image/png', form_factor: 'wide', label: 'Solitär (Klondike) am Computer' },
        ],
        // Shortcuts are fixed at install time: "Weiterspielen" opens the start page, which goes on to
        // the game played last (src/app/last-game.ts). The dailies are those whose link stays
        // ?daily=1 and always opens today's (Paare verbinden and Number Match turn it into a dated link).
        shortcuts: [
          { name: 'Weiterspielen', short_name: 'Weiterspielen', description: 'Das zuletzt gespielte Spiel öffnen', url: './#/?weiter=1' },
          { name: 'FreeCell: Tagesaufgabe', short_name: 'FreeCell heute', url: './#/freecell?daily=1' },
          { name: 'Solitär: Tagesaufgabe', short_name: 'Solitär heute', url: './#/klondike?daily=1' },
          { name: '2048: Tagesaufgabe', short_name: '2048 heute', url: './#/2048?daily=1' },
          { name: 'Farbschalen: Tagesaufgabe', short_name: 'Farbschalen heute', url: './#/bowls?daily=1' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The store screenshots are for the install dialog only: not worth a download for offline play.
        globIgnores: ['screenshots/**'],
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  // KK_OUTDIR / KK_PORT let parallel test runs use their own build folder and port.
  build: { target: 'es2022', sourcemap: false, manifest: true, outDir: process.env['KK_OUTDIR'] ?? 'dist', emptyOutDir: true },
  preview: { host: '127.0.0.1', port: Number(process.env['KK_PORT'] ?? 4173), strictPort: true },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    benchmark: { include: ['src/**/*.bench.ts'] },
    testTimeout: 60_000,
    // Test files share their worker's modules instead of re-importing everything per file: 66 s →
    // 27 s here. The rules are pure and every test builds its own stores and sessions; the suite
    // passes in shuffled file orders (npx vitest run --sequence.shuffle.files).
    isolate: false,
  },
});
