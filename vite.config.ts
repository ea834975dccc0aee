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
      includeAssets: ['icon.svg'],
      manifest: {
        name: 'Knobelkiste',
        short_name: 'Knobelkiste',
        description: 'Fünf Denkspiele im Browser – offline, ohne Konto, ohne Werbung.',
        lang: 'de',
        start_url: './',
        scope: './',
        display: 'standalone',
        background_color: '#f4f1ea',
        theme_color: '#1f5f5b',
        icons: [
          { src: 'icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
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
