// `npm test`: type check, unit + property tests, production build, browser tests.
// Without Chromium the browser tests are skipped with a clear message (and the run says so).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (cmd, args, env = {}) => {
  console.log(`\n▶ ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(' ')} failed (exit ${r.status ?? r.signal})`);
    process.exit(r.status ?? 1);
  }
};

run('npx', ['svelte-check', '--tsconfig', './tsconfig.json', '--fail-on-warnings', '--threshold', 'warning']);
run('npx', ['vitest', 'run']);
run('npx', ['vite', 'build']);
run('node', ['scripts/size.mjs', '--check']);

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.log(`\n⚠ Browser tests SKIPPED: no Chromium at ${chromium}.`);
  console.log('  Install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH, then run npm test again.');
  process.exit(0);
}
run('npx', ['playwright', 'test']);
