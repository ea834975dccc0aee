// `npm run --silent engine`: ENGINE.md's JSON-lines protocol on stdin/stdout.
import { Engine } from '../engine/engine.ts';
import { GAME_DEFS } from '../games/defs.ts';
import { LineSplitter } from './lines.ts';

const engine = new Engine(GAME_DEFS);
const lines = new LineSplitter();
const answer = (line: string): void => {
  process.stdout.write(engine.handleLine(line) + '\n');
};
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk: string) => lines.push(chunk).forEach(answer));
process.stdin.on('end', () => {
  lines.end().forEach(answer);
  process.exitCode = 0;
});
