// End-to-end tests in Debian's headless Chromium against the production build (vite preview).
import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';

// The tests get a port of their own, so they run beside `npm start` (which holds 4173). The OS
// hands out a free one (port 0); it is written to KK_PORT because Playwright loads this file again
// in every worker, and the workers inherit the runner's environment: all of them agree on one port.
// KK_PORT set by the caller wins.
const FREE_PORT = "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
if (!process.env['KK_PORT']) process.env['KK_PORT'] = execFileSync(process.execPath, ['-e', FREE_PORT], { encoding: 'utf8' }).trim();
const port = Number(process.env['KK_PORT']);

// Chromium 156 opens two WebUI omnibox popups (chrome://omnibox-popup.top-chrome) for every new
// window, even headless: a renderer that burns ~1.5 s of CPU per test's browser context. The two
// features below turn them off. Chromium keeps only the last --disable-features switch, so the list
// repeats the ones Playwright 1.65.1 passes itself (its chromiumSwitches), then adds ours.
const DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];
const baseURL = `http://127.0.0.1:${port}/`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: process.env['KK_OUTDIR'] ? `${process.env['KK_OUTDIR']}-results` : 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  // One retry: on this 2-core machine a test can miss a timing once under load. `npm test` names
  // every test that passed only on its retry (scripts/test.mjs), so a flaky test is seen, not hidden.
  retries: 1,
  reporter: [['list']],
  use: {
    baseURL,
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        `--disable-features=${DISABLED_FEATURES.join(',')}`,
      ],
    },
    trace: 'off',
    // Each new context would install the service worker and precache the whole build: ~18 % of the
    // suite's time. Only the tests about offline play and the offline notice allow it.
    serviceWorkers: 'block',
  },
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    url: baseURL,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
