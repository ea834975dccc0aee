// What the game deliberately does not have (FC-13, FC-15, FC-17): no hint, no solver in the game, no score.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freecellDef, parseDealInput } from './def.ts';
import { newDeal } from './rules.ts';

const dir = import.meta.dirname;
/** Every module the page can reach: everything here except tests, benches, the solver and test helpers. */
const shipped = readdirSync(dir).filter((f) => /\.(ts|svelte)$/.test(f) && !/\.(test|bench)\.ts$/.test(f) && f !== 'solve.ts' && f !== 'testing.ts');

describe('by design', () => {
  it('FC-13 FC-15 no shipped module imports the test solver or the test helpers', () => {
    expect(shipped).toContain('Page.svelte');
    for (const f of shipped) {
      const text = readFileSync(join(dir, f), 'utf8');
      expect(text, f).not.toMatch(/from\s+['"]\.\/(solve|testing)(\.ts)?['"]/);
    }
  });

  it('FC-13 the rules offer no hint command', () => {
    expect(Object.keys(freecellDef.actions)).toEqual(['finish']);
  });

  it('FC-15 deals are not filtered: the unsolvable 11982 is dealt like any other', () => {
    const r = freecellDef.create(11982, {});
    expect(r.ok && r.value).toEqual(newDeal(11982));
  });

  it('FC-17 there is no score: the extras are the move counter and canFinish only', () => {
    expect(Object.keys(freecellDef.extras(newDeal(1))).sort()).toEqual(['canFinish', 'moves']);
  });

  it.each([
    ['617', 617],
    [' 11982 ', 11982],
    ['11.982', 11982],
    ['1 000 000', 1_000_000],
    ['2147483647', 2_147_483_647],
    ['0', null],
    ['2147483648', null],
    ['1.5', null],
    ['11,982', null],
    ['-3', null],
    ['', null],
    ['abc', null],
  ])('FC-14 the "Blatt Nr." field reads %j as %s', (text, deal) => {
    expect(parseDealInput(text)).toBe(deal);
  });
});
