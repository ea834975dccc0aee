// The engine's input framing (ENGINE.md: one request per line): a line ends at "\n" only.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import fc from 'fast-check';
import { LineSplitter } from './lines.ts';
import { GAME_IDS } from '../games/registry.ts';

const split = (chunks: readonly string[]): string[] => {
  const s = new LineSplitter();
  const out = chunks.flatMap((c) => s.push(c));
  return [...out, ...s.end()];
};

describe('engine line splitter', () => {
  it('a raw carriage return inside a line is part of the line; a trailing one before \\n is dropped', () => {
    expect(split(['{"cmd":\r"position"}\n'])).toEqual(['{"cmd":\r"position"}']);
    expect(split(['a\r\nb\n'])).toEqual(['a', 'b']);
    expect(split(['a\r\r\n'])).toEqual(['a\r']);
    expect(split(['a\rb\rc\n'])).toEqual(['a\rb\rc']);
  });

  it('joins lines across chunks, keeps empty lines, and gives a last line without \\n at the end', () => {
    expect(split(['ab', 'c\n\nd', 'e'])).toEqual(['abc', '', 'de']);
    expect(split(['x\r', '\n'])).toEqual(['x']);
    expect(split([''])).toEqual([]);
    expect(split(['done\n'])).toEqual(['done']);
  });

  it('property: any chunking of the input gives the same lines as splitting on \\n', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: fc.constantFrom('a', '\r', '\n', 'é', '{') }), { maxLength: 8 }), (chunks) => {
        const text = chunks.join('');
        const expected = text.split('\n').map((l) => l.replace(/\r$/, ''));
        if (expected[expected.length - 1] === '') expected.pop();
        expect(split(chunks)).toEqual(expected);
      }),
    );
  });

  it('the engine process answers exactly once per line, even with \\r inside a line', () => {
    const game = GAME_IDS[0];
    const input = `{"cmd":\r"position"}\n{"cmd":"new","game":"${game}",\r"seed":1}\r\n{"cmd":"position"}\n`;
    const r = spawnSync('npx', ['tsx', 'src/cli/engine.ts'], { input, encoding: 'utf8', timeout: 30_000 });
    expect(r.status).toBe(0);
    const lines = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatchObject({ ok: false, code: 'bad_request' });
    expect(lines[1]).toMatchObject({ ok: true, game, status: 'playing' });
    expect(lines[2]).toMatchObject({ ok: true, status: 'playing' });
  });
});
