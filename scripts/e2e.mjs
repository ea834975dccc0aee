// `npm run test:e2e`: build, then the Playwright tests only.
import { spawnSync } from 'node:child_process';
for (const [cmd, args] of [
  ['npx', ['vite', 'build']],
  ['npx', ['playwright', 'test', ...process.argv.slice(2)]],
]) {
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
