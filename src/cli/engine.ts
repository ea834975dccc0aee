// `npm run --silent engine`: ENGINE.md's JSON-lines protocol on stdin/stdout.
import { createInterface } from 'node:readline';
import { Engine } from '../engine/engine.ts';
import { GAME_DEFS } from '../games/registry.ts';

const engine = new Engine(GAME_DEFS);
const rl = createInterface({ input: process.stdin, crlfDelay: Infinity, terminal: false });
rl.on('line', (line) => {
  process.stdout.write(engine.handleLine(line) + '\n');
});
rl.on('close', () => {
  process.exitCode = 0;
});
