// Table-driven rules tests for pyramid, one describe per SPEC PYR rule.

import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cardToString, fullDeck } from '../../core/cards.ts';
import { createRng, shuffled } from '../../core/rng.ts';
import { GameSession } from '../../core/session.ts';
import { pyramidDef } from './def.ts';
import { formatMove, parseMove } from './notation.ts';
import {
  applyMove,
  cardsOnTop,
  deal,
  hint,
  isFree,
  legalMoves,
  pyramidLeft,
  slotIndex,
  status,
  wasteTop,
  type PyramidMove,
  type PyramidState,
} from './rules.ts';
import { c, playHints, pos, topRows, withBase } from './testing.ts';

const mv = (text: string): PyramidMove => {
  const m = parseMove(text);
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
};
const play = (s: PyramidState, text: string): PyramidState => {
  const r = applyMove(s, mv(text));
  if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
  return r.value;
};
const tryPlay = (s: PyramidState, text: string) => applyMove(s, mv(text));

// A hand-made position: rows 0–4 full, rows 5–6 chosen so that pairs and kings are at hand.
const FULL: (string | null)[][] = [
  ['7H'],
  ['2C', 'JD'],
  ['8S', 'AC', '3D'],
  ['JS', '2D', '9D', '8D'],
  ['6C', '2S', '5S', '4D', '6S'],
  ['8H', '9H', 'JC', '2H', '9C', 'TC'],
  ['4C', 'KH', '9S', 'AD', '3H', 'TH', 'QD'],
];

describe('PYR-1 deal', () => {
  it('PYR-1 a deal puts 28 face-up cards in seven rows and 24 in the stock, all 52 distinct', () => {
    for (const seed of [0, 1, 2, 123, 987654321]) {
      const s = deal(seed);
      expect(s.pyramid).toHaveLength(28);
      expect(s.pyramid.every((x) => x !== null)).toBe(true);
      expect(s.stock).toHaveLength(24);
      expect(s.waste).toEqual([]);
      expect(new Set([...s.pyramid, ...s.stock]).size).toBe(52);
      expect(s.score).toBe(0);
      expect(s.combo).toBe(0);
    }
  });
  it('PYR-1 mapping: first 28 shuffled cards row by row, the rest drawn in dealing order', () => {
    const deck = shuffled(fullDeck(), createRng(77));
    const s = deal(77);
    expect(s.pyramid).toEqual(deck.slice(0, 28));
    expect(s.pyramid[slotIndex(6, 0)]).toBe(deck[21]);
    // The first draw turns up deck[28], the second deck[29].
    const once = play(s, 'draw');
    expect(wasteTop(once)).toBe(deck[28]);
    expect(wasteTop(play(once, 'draw'))).toBe(deck[29]);
  });
  it('PYR-1 deal 1 is pinned (apex, base row, next stock card)', () => {
    const s = deal(1);
    expect(cardToString(s.pyramid[0] ?? -1)).toBe('JC');
    expect(
      s.pyramid
        .slice(21)
        .map((x) => cardToString(x ?? -1))
        .join(' '),
    ).toBe('4C KH 9S AD 3H TH 7H');
    expect(cardToString(s.stock[23] ?? -1)).toBe('KS');
  });
});

describe('PYR-2 pairs that sum to 13, kings alone', () => {
  const base = ['AC', 'QD', '2H', 'JS', '5C', '8D', 'KH'];
  it.each([
    ['AC+QD', true],
    ['QD+AC', true],
    ['2H+JS', true],
    ['5C+8D', true],
    ['AC+2H', false],
    ['QD+JS', false],
    ['5C+KH', false],
    ['AC+JS', false],
  ])('PYR-2 pair %s legal=%s (A=1, J=11, Q=12)', (move, legal) => {
    expect(tryPlay(withBase(base), move).ok).toBe(legal);
  });
  it('PYR-2 a king is removed alone; a non-king cannot be removed alone', () => {
    const s = withBase(base);
    expect(tryPlay(s, 'KH').ok).toBe(true);
    const r = tryPlay(s, 'QD');
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.code).toBe('illegal');
  });
  it('PYR-2 a king cannot be paired (it would need 0)', () => {
    expect(tryPlay(withBase(base), 'KH+AC').ok).toBe(false);
  });
});

describe('PYR-3 only free pyramid cards and the top waste card', () => {
  it('PYR-3 a card is free only when both cards on it are gone', () => {
    const s = pos(FULL);
    for (let i = 0; i < 21; i++) expect(isFree(s, i)).toBe(false);
    for (let i = 21; i < 28; i++) expect(isFree(s, i)).toBe(true);
    expect(cardsOnTop(s, slotIndex(5, 0)).map(cardToString)).toEqual(['4C', 'KH']);
  });
  it('PYR-3 a covered card cannot be used even in a sum of 13', () => {
    const s = pos(FULL);
    expect(tryPlay(s, '2H+JC').ok).toBe(false); // both in row 5, covered
    expect(tryPlay(s, '4C+9C').ok).toBe(false); // 9C covered by 3H and TH
    expect(tryPlay(s, '4C+9S').ok).toBe(true);
  });
  it('PYR-3 removing both covering cards frees the card below', () => {
    let s = pos(FULL);
    s = play(s, '4C+9S');
    expect(isFree(s, slotIndex(5, 0))).toBe(false);
    s = play(s, 'KH');
    expect(isFree(s, slotIndex(5, 0))).toBe(true);
    expect(tryPlay(s, '8H+5S').ok).toBe(false); // 5S still covered
  });
  it('PYR-3 the top waste card pairs with a free pyramid card; cards below it do not', () => {
    const s = withBase(['AC', '9C'], [], ['QS', '4H']);
    expect(tryPlay(s, 'AC+QS').ok).toBe(false); // QS lies under 4H
    expect(tryPlay(s, '4H+9C').ok).toBe(true);
    const after = play(s, '9C+4H');
    expect(wasteTop(after)).toBe(c('QS'));
    expect(tryPlay(after, 'AC+QS').ok).toBe(true);
  });
  it('PYR-3 a king on top of the waste can be removed alone; the stock top card is not usable', () => {
    const s = withBase(['AC'], ['QS', 'KD'], ['KC']);
    expect(tryPlay(s, 'KC').ok).toBe(true);
    expect(tryPlay(s, 'KD').ok).toBe(false);
    expect(tryPlay(s, 'AC+QS').ok).toBe(false);
  });
});

describe('PYR-4 drawing', () => {
  it('PYR-4 draw moves the top stock card to the waste', () => {
    const s = pos(FULL, ['AS', 'QS'], []);
    const d = play(s, 'draw');
    expect(d.stock.map(cardToString)).toEqual(['AS']);
    expect(d.waste.map(cardToString)).toEqual(['QS']);
    expect(d.pyramid).toEqual(s.pyramid);
  });
  it('PYR-4 the stock is not recycled: drawing from an empty stock is illegal and changes nothing', () => {
    const s = pos(FULL, [], ['AS', 'QS']);
    const r = tryPlay(s, 'draw');
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.code).toBe('illegal');
    expect(legalMoves(s).some((m) => m.kind === 'draw')).toBe(false);
  });
});

describe('PYR-5 score', () => {
  it.each([
    ['two pyramid cards', ['AC', 'QD'], [], 'AC+QD', 2],
    ['pyramid card and waste card', ['AC'], ['QD'], 'AC+QD', 1],
    ['waste card and pyramid card (either order)', ['AC'], ['QD'], 'QD+AC', 1],
    ['pyramid king', ['KC', 'AC'], [], 'KC', 1],
    ['waste king', ['AC'], ['KD'], 'KD', 0],
  ])('PYR-5 %s scores %i', (_name, base, waste, move, points) => {
    const s = withBase(base, [], waste, 10);
    expect(play(s, move).score).toBe(10 + points);
  });
  it('PYR-5 a draw scores nothing', () => {
    const s = pos(FULL, ['AS'], [], 3);
    expect(play(s, 'draw').score).toBe(3);
  });
  it('PYR-5 score equals removed pyramid cards and reaches exactly 28 on a win', () => {
    const { end } = playHints(deal(134));
    expect(status(end)).toBe('won');
    expect(end.score).toBe(28);
  });
  it('PYR-5 a loaded score at the cap never exceeds 28', () => {
    expect(play(withBase(['AC', 'QD'], [], [], 28), 'AC+QD').score).toBe(28);
  });
});

describe('PYR-6 combo', () => {
  it('PYR-6 every removal adds one to the combo, a draw sets it to 0', () => {
    let s = withBase(['AC', 'QD', 'KS', '2C'], ['5H', 'JH']);
    expect(s.combo).toBe(0);
    s = play(s, 'AC+QD');
    expect(s.combo).toBe(1);
    s = play(s, 'KS');
    expect(s.combo).toBe(2);
    s = play(s, 'draw');
    expect(s.combo).toBe(0);
    s = play(s, '2C+JH');
    expect(s.combo).toBe(1);
  });
  it('PYR-6 a waste king (0 points) still continues the combo', () => {
    const s = play(withBase(['AC'], [], ['KD'], 0, 4), 'KD');
    expect(s.combo).toBe(5);
    expect(s.score).toBe(0);
  });
});

describe('PYR-7 hint', () => {
  it.each([
    // [case, base row (padded with INERT), stock, waste, expected hint]
    ['the first free card in board order that has a partner', ['5C', 'KH', '8D', 'AC', 'QS'], [], [], '5C+8D'],
    ['a king before any later pair', ['KH', '5C', '8D'], [], [], 'KH'],
    ['the first partner in board order', ['AC', 'QS', 'QD'], [], [], 'AC+QS'],
    ['the waste card comes last in board order', ['2C', 'AC'], [], ['QH'], 'AC+QH'],
    ['a pyramid card pairing only with the waste', ['2C'], [], ['JH'], '2C+JH'],
    ['a waste king when nothing else', [], [], ['KH'], 'KH'],
    ['the stock when nothing is removable', [], ['5D'], ['4H'], 'draw'],
    ['nothing when the stock is empty and nothing is removable', [], [], ['4H'], null],
  ])('PYR-7 hint: %s', (_name, base, stock, waste, expected) => {
    const h = hint(withBase(base, stock, waste));
    expect(h === null ? null : formatMove(h)).toBe(expected);
  });
  it('PYR-7 board order runs from the top row down: a free row-6 card comes before the base row', () => {
    const rows = FULL.map((r) => r.slice());
    rows[6] = [null, null, '9S', 'AD', '3H', 'TH', 'QD'];
    // 8H (row 6 of 7, first slot) is now free; AD+QD in the base row would come first bottom-up.
    const s = pos(rows, [], ['5D']);
    expect(formatMove(hint(s) ?? { kind: 'draw' })).toBe('8H+5D');
  });
  it('PYR-7 the hint never plays: the state is unchanged', () => {
    const s = deal(5);
    const copy = JSON.stringify(s);
    hint(s);
    expect(JSON.stringify(s)).toBe(copy);
  });
  it('PYR-7 the hint is always a legal move', () => {
    for (let seed = 1; seed <= 40; seed++) {
      let s = deal(seed);
      for (let h = hint(s); h !== null; h = hint(s)) {
        const r = applyMove(s, h);
        expect(r.ok).toBe(true);
        if (!r.ok) break;
        s = r.value;
      }
    }
  });
});

describe('PYR-8 undo', () => {
  it('PYR-8 undo restores the complete state (pyramid, stock, waste, score, combo)', () => {
    const start = withBase(['AC', 'QD', 'KS'], ['5H', 'JH'], ['4D']);
    const session = new GameSession(pyramidDef, {}, { seed: 0 }, start);
    const history: PyramidState[] = [start];
    for (const m of ['AC+QD', 'draw', 'KS', 'draw']) {
      const next = play(session.state, m);
      const move = parseMove(m);
      expect(move.ok && session.play(move.value).ok).toBe(true);
      expect(session.state).toEqual(next);
      history.push(next);
    }
    for (let i = history.length - 2; i >= 0; i--) {
      expect(session.undo()).toBe(true);
      expect(session.state).toEqual(history[i]);
    }
  });
});

describe('PYR-9 Neustart and Neues Spiel', () => {
  it('PYR-9 the same deal number gives the same deal (Neustart); another number a different one (Neues Spiel)', () => {
    expect(deal(42)).toEqual(deal(42));
    const seen = new Set<string>();
    for (let n = 1; n <= 50; n++) seen.add(JSON.stringify(deal(n).pyramid));
    expect(seen.size).toBe(50);
  });
  it('PYR-9 restart returns to the dealt position', () => {
    const session = new GameSession(pyramidDef, {}, { seed: 9 }, deal(9));
    const draw = parseMove('draw');
    expect(draw.ok && session.play(draw.value).ok).toBe(true);
    session.restart();
    expect(session.state).toEqual(deal(9));
    expect(session.canUndo).toBe(false);
  });
});

describe('PYR-10 win and loss', () => {
  it('PYR-10 emptying the pyramid wins even with cards in the stock', () => {
    const s = topRows([['AC']], ['5H', 'JH'], ['QD']);
    expect(status(s)).toBe('playing');
    const won = play(s, 'AC+QD');
    expect(pyramidLeft(won)).toBe(0);
    expect(status(won)).toBe('won');
    expect(won.stock).toHaveLength(2);
    expect(legalMoves(won)).toEqual([]);
    expect(hint(won)).toBeNull();
    expect(tryPlay(won, 'draw').ok).toBe(false);
  });
  it.each([
    ['empty stock, no pair', ['2C', '3C'], [], ['4H'], 'lost'],
    ['empty stock, but a pair with the waste', ['2C', '3C'], [], ['JH'], 'playing'],
    ['empty stock, but a free king', ['2C', 'KC'], [], [], 'playing'],
    ['no pair, but cards in the stock', ['2C', '3C'], ['4D'], ['4H'], 'playing'],
  ])('PYR-10 %s → %s', (_name, row1, stock, waste, expected) => {
    expect(status(topRows([['4S'], row1], stock, waste))).toBe(expected);
  });
  it('PYR-10 after a loss, undo gives another try (the state before is playing)', () => {
    const before = topRows([['4S'], ['2C', '3C']], ['4H'], []);
    const lost = play(before, 'draw');
    expect(status(lost)).toBe('lost');
    const session = new GameSession(pyramidDef, {}, { seed: 0 }, before);
    const draw = parseMove('draw');
    expect(draw.ok && session.play(draw.value).ok).toBe(true);
    expect(session.state).toEqual(lost);
    session.undo();
    expect(status(session.state)).toBe('playing');
  });
  it('PYR-10 following hints on deal 1 ends in a loss with an empty stock', () => {
    const { end } = playHints(deal(1));
    expect(status(end)).toBe('lost');
    expect(end.stock).toEqual([]);
  });
});

describe('PYR-11 the deal is never saved', () => {
  it('PYR-11 no pyramid source touches browser storage; only the statistics (records.ts) name a stored entry', () => {
    const dir = import.meta.dirname;
    const files = readdirSync(dir).filter((f) => /\.(ts|svelte)$/.test(f) && !f.endsWith('.test.ts'));
    expect(files.length).toBeGreaterThan(3);
    for (const f of files) {
      const src = readFileSync(join(dir, f), 'utf8');
      expect(src, f).not.toMatch(/app\/store|localStorage|sessionStorage|indexedDB|Store\.browser/);
      // Only the statistics name a stored entry; saves.ts builds the page's store over module memory.
      if (f !== 'records.ts' && f !== 'saves.ts') expect(src, f).not.toMatch(/^import \{(?! type)[^}]*\} from '..\/..\/core\/storage/m);
    }
    const kept = readFileSync(join(dir, 'saves.ts'), 'utf8');
    expect(kept.match(/new Store\(([^)]*)\)/g)).toEqual(['new Store(memory)', 'new Store(memory)']);
    expect(kept).toMatch(/class KeptMemory extends MemoryStorage/);
    // The stored statistics hold numbers and days, never cards, a position or moves.
    const records = readFileSync(join(dir, 'records.ts'), 'utf8');
    expect(records).not.toMatch(/pyramid:|stock:|waste:|position|moves:|log:/);
  });
});

describe('notation round trips', () => {
  it.each(['draw', 'KH', 'QH+AS', 'AS+QH', 'TD+3C'])('move %s round-trips', (text) => {
    expect(formatMove(mv(text))).toBe(text);
  });
  it.each([' Draw ', 'qh+as', 'QH + AS', '10H+3C'])('move %s is accepted leniently', (text) => {
    expect(parseMove(text).ok).toBe(true);
  });
  it.each([42, null, '', 'QH+', 'QH+AS+2C', 'QH+QH', 'XX', 'draw2'])('move %j is a bad request', (raw) => {
    const r = parseMove(raw);
    expect(!r.ok && r.error.code).toBe('bad_request');
  });
  it('PYR-3 naming a king that lies in the stock is illegal', () => {
    const s = deal(1); // KC lies in the stock of deal 1
    expect(s.stock).toContain(c('KC'));
    const r = tryPlay(s, 'KC');
    expect(!r.ok && r.error.code).toBe('illegal');
  });
});
