// `npm run test:e2e`: build, then the Playwright tests only.
import { spawnSync } from 'node:child_process';
// Beside a running `npm start`: its own build folder (dist/ stays as served) and, from
// playwright.config.ts, its own free port. KK_OUTDIR / KK_PORT override.
process.env.KK_OUTDIR ??= 'dist-test';
for (const [cmd, args] of [
  ['npx', ['vite', 'build']],
  ['npx', ['playwright', 'test', ...process.argv.slice(2)]],
]) {
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
