// Table-driven rules tests for Klondike: one block per SPEC ID (KLO-1 … KLO-13).

import { describe, expect, it } from 'vitest';
import { cardToString } from '../../core/cards.ts';
import { GameSession } from '../../core/session.ts';
import { DEFAULT_OPTIONS, klondikeDef } from './def.ts';
import { decodePosition, encodePosition, formatMove, parseMove } from './notation.ts';
import { resultOf } from './records.ts';
import {
  HOME,
  STOCK_MOVE,
  WASTE,
  allCards,
  canFinish,
  canTurnStock,
  legalMoves,
  moveOf,
  newDeal,
  playFinish,
  playMove,
  statusOf,
  type KlondikeMove,
  type KlondikeState,
  type PlayedMove,
} from './rules.ts';
import { moveFor, sendHomeTarget, targetsOf } from './selection.ts';
import { STANDARD_1, card, table } from './testing.ts';

const VEGAS_1 = { draw: 1, scoring: 'vegas', carry: 0 } as const;
const STANDARD_3 = { draw: 3, scoring: 'standard', carry: 0 } as const;
const VEGAS_3 = { draw: 3, scoring: 'vegas', carry: 0 } as const;

const mv = (text: string): KlondikeMove => {
  const r = parseMove(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
function play(s: KlondikeState, text: string): PlayedMove {
  const r = playMove(s, mv(text));
  if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
  return r.value;
}
const refused = (s: KlondikeState, text: string): string | null => {
  const r = playMove(s, mv(text));
  return r.ok ? null : r.error.code;
};
const cols = (s: KlondikeState): string[] => encodePosition(s).split('\n').slice(4, 11);
const moveTexts = (s: KlondikeState): string[] => legalMoves(s).map(formatMove);

describe('KLO-1 the deal', () => {
  it('KLO-1 seed 1 deals row by row, left to right, as pinned here', () => {
    expect(encodePosition(newDeal(1))).toBe(
      [
        'Foundations: H-0 C-0 D-0 S-0',
        'Stock: 3S TS TD KC 2C AH 8C QD 3C 9C 7C AS JH 4S 5C QS 6D 4H 5H 5D 7D 7S QC KS',
        'Waste:',
        'Pass: 1',
        ': JC',
        ': QH | 2D',
        ': 6H 3D | 4D',
        ': 8S 8D 6S | 2H',
        ': AC 6C 8H 9D | KH',
        ': KD 2S 9H TC 9S | 3H',
        ': JS 5S JD 4C AD TH | 7H',
      ].join('\n'),
    );
  });

  it('KLO-1 column k holds k cards, only its last face up; 24 cards in the stock; the same seed gives the same deal', () => {
    for (const seed of [0, 1, 2, 99, 123456789, 2 ** 53 - 1]) {
      const s = newDeal(seed);
      expect(s.columns.map((c) => c.length)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(s.down).toEqual([0, 1, 2, 3, 4, 5, 6]);
      expect(s.stock).toHaveLength(24);
      expect(s.waste).toHaveLength(0);
      expect(new Set(allCards(s)).size).toBe(52);
      expect(newDeal(seed)).toEqual(s);
    }
    expect(encodePosition(newDeal(2))).not.toBe(encodePosition(newDeal(3)));
  });
});

describe('KLO-2 columns', () => {
  const s = table({ columns: ['4C | 9S 8H 7C', '5D | TH', '6S | 8D', '', '2C | KS QD', '3C | 6H', '3S | 8S'] });

  it('KLO-2 a run moves as one from any face-up card onto a card one rank higher of the other colour', () => {
    const a = play(s, '12');
    expect(cols(a.state).slice(0, 2)).toEqual([': 4C', ': 5D | TH 9S 8H 7C']);
    expect(a.trace.steps[0]).toEqual({ kind: 'move', cards: ['9S', '8H', '7C'].map(card), from: 0, to: 1 });
    // From the middle of the run: 7C onto 8D.
    expect(cols(play(s, '13').state).slice(0, 3)).toEqual([': 4C | 9S 8H', ': 5D | TH', ': 6S | 8D 7C']);
  });

  it('KLO-2 the same colour or a wrong rank is refused', () => {
    expect(refused(s, '17')).toBe('illegal'); // nothing fits on 8S (no red 7 in the run … 7C is black)
    expect(refused(s, '62')).toBe('illegal'); // 6H on TH
  });

  it('KLO-2 an empty column takes only a king or a run that starts with a king', () => {
    expect(refused(s, '14')).toBe('illegal');
    expect(refused(s, '64')).toBe('illegal');
    const k = play(s, '54');
    expect(cols(k.state)[3]).toBe(': KS QD');
    expect(cols(k.state)[4]).toBe(': 2C');
    expect(moveTexts(s)).toContain('54');
    expect(moveTexts(s)).not.toContain('14');
  });
});

describe('KLO-3 foundations', () => {
  it('KLO-3 a foundation builds in suit from the ace; the waste and column tops go home', () => {
    const s = table({ columns: ['AH', '2H', '', '', '', '', ''], waste: 'AS', fill: [6] });
    expect(refused(s, '2h')).toBe('illegal');
    const a = play(s, '1h');
    expect(a.state.foundations).toEqual([0, 0, 1, 0]);
    expect(a.trace.steps[0]).toEqual({ kind: 'move', cards: [card('AH')], from: 0, to: 8 + 2 });
    expect(play(a.state, '2h').state.foundations).toEqual([0, 0, 2, 0]);
    expect(play(s, 'wh').state.foundations).toEqual([0, 0, 0, 1]);
  });

  it('KLO-3 a card may be taken back from a foundation onto a column where it fits (Standard −15, Vegas −5)', () => {
    const spec = { foundations: 'H-5', columns: ['6S', '', '', '', '', '', ''], fill: [6], score: 100 } as const;
    const s = table(spec);
    expect(moveTexts(s)).toContain('hH1');
    const a = play(s, 'hH1');
    expect(cols(a.state)[0]).toBe(': 6S 5H');
    expect(a.state.foundations[2]).toBe(4);
    expect(a.trace.score).toBe(-15);
    expect(refused(s, 'hH2')).toBe('illegal');
    expect(refused(s, 'hC1')).toBe('illegal');
    expect(play(table(spec, VEGAS_1), 'hH1').trace.score).toBe(-5);
  });
});

describe('KLO-4 automatic turn-over', () => {
  it('KLO-4 the face-down card that becomes last turns over as part of the move', () => {
    const s = table({ columns: ['4C 8H | 9S', 'TD', '', '', '', '', ''], fill: [6] });
    const a = play(s, '12');
    expect(cols(a.state)[0]).toBe(': 4C | 8H');
    expect(a.trace.steps).toEqual([
      { kind: 'move', cards: [card('9S')], from: 0, to: 1 },
      { kind: 'turn', column: 0, card: card('8H') },
    ]);
    expect(a.trace.score).toBe(5);
    expect(klondikeDef.engineFields(a.trace, a.state).extras).toEqual({ turned: ['8H'] });
  });
});

describe('KLO-5 the stock', () => {
  it('KLO-5 Ziehen 1 turns one card; the empty stock turns the waste over into a new pass', () => {
    const s = table({ stock: 'AC 2C 3C', columns: ['KS', 'KH', 'KD', 'KC', 'QS', 'QH', 'QD'], fill: [0, 1, 2, 3, 4, 5, 6] });
    const a = play(s, 's');
    expect(a.state.waste.map(cardToString)).toEqual(['3C']);
    expect(a.trace).toEqual({ kind: 'stock', steps: [{ kind: 'stock', cards: [card('3C')] }], score: 0 });
    const b = play(play(a.state, 's').state, 's').state;
    expect(b.waste.map(cardToString)).toEqual(['3C', '2C', 'AC']);
    expect(b.stock).toHaveLength(0);
    const c = play(b, 's');
    expect(c.trace.kind).toBe('pass');
    expect(c.state.pass).toBe(2);
    expect(c.state.stock.map(cardToString)).toEqual(['AC', '2C', '3C']);
    expect(c.state.waste).toHaveLength(0);
    expect(play(c.state, 's').state.waste.map(cardToString)).toEqual(['3C']);
  });

  it('KLO-5 Ziehen 3 turns a packet: the last card lands lowest, the third-last on top (as three single turns)', () => {
    const s = table({ stock: 'AC 2C 3C 4C', columns: ['KS', 'KH', 'KD', 'KC', 'QS', 'QH', 'QD'], fill: [0, 1, 2, 3, 4, 5, 6] }, STANDARD_3);
    const a = play(s, 's').state;
    expect(a.waste.map(cardToString)).toEqual(['4C', '3C', '2C']);
    expect(a.stock.map(cardToString)).toEqual(['AC']);
    const b = play(a, 's').state;
    expect(b.waste.map(cardToString)).toEqual(['4C', '3C', '2C', 'AC']);
    const single = table({ stock: 'AC 2C 3C 4C', columns: ['KS', 'KH', 'KD', 'KC', 'QS', 'QH', 'QD'], fill: [0, 1, 2, 3, 4, 5, 6] });
    const three = play(play(play(single, 's').state, 's').state, 's').state;
    expect(three.waste).toEqual(a.waste);
  });

  it('KLO-5 Vegas allows one pass with Ziehen 1 and three with Ziehen 3; Standard has no limit', () => {
    const spec = { waste: 'AC 2C', columns: ['KS', 'KH', 'KD', 'KC', 'QS', 'QH', 'QD'], fill: [0, 1, 2, 3, 4, 5, 6] } as const;
    expect(refused(table(spec, VEGAS_1), 's')).toBe('illegal');
    expect(canTurnStock(table(spec, VEGAS_1))).toBe(false);
    expect(refused(table({ ...spec, pass: 3 }, VEGAS_3), 's')).toBe('illegal');
    expect(play(table({ ...spec, pass: 2 }, VEGAS_3), 's').state.pass).toBe(3);
    expect(play(table({ ...spec, pass: 40 }), 's').state.pass).toBe(41);
    expect(decodePosition(encodePosition(table({ ...spec, pass: 2 }, VEGAS_3)), VEGAS_1).ok).toBe(false);
  });
});

describe('KLO-6 tap to pick up, tap to place', () => {
  const s = table({ columns: ['4C | 9S 8H 7C', '5D | TH', '6S | 8D', '', '2C | KS QD', '3C | 6H', '3S | 2H'], waste: 'AH', foundations: 'S-A' });

  it('KLO-6 the lit targets of a held run are exactly the legal places for that very run', () => {
    expect(targetsOf(s, { from: 0, count: 3 })).toEqual([1]);
    expect(targetsOf(s, { from: 0, count: 1 })).toEqual([2]);
    expect(targetsOf(s, { from: 0, count: 2 })).toEqual([]);
    expect(targetsOf(s, { from: 4, count: 2 })).toEqual([3]);
    expect(targetsOf(s, { from: 0, count: 4 })).toEqual([]); // 4C lies face down
    expect(moveFor(s, { from: 0, count: 3 }, 1)).toBe(moveOf(0, 1));
  });

  it('KLO-6 tapping the held card again sends it home when possible', () => {
    expect(sendHomeTarget(s, { from: WASTE, count: 1 })).toBe(moveOf(WASTE, HOME));
    expect(sendHomeTarget(s, { from: 6, count: 1 })).toBeNull(); // 2H: the heart foundation is empty
    expect(sendHomeTarget(s, { from: 0, count: 2 })).toBeNull();
    expect(targetsOf(s, { from: WASTE, count: 1 })).toEqual([HOME]);
  });
});

describe('KLO-7 undo', () => {
  it('KLO-7 undo takes back a move with its automatic turn-over, and a stock turn, one step each', () => {
    const start = table({ columns: ['4C 8H | 9S', 'TD', '', '', '', '', ''], stock: 'AC', fill: [6] });
    const session = new GameSession(klondikeDef, DEFAULT_OPTIONS, { seed: 0 }, start);
    expect(session.play(mv('12')).ok).toBe(true);
    expect(session.play(STOCK_MOVE).ok).toBe(true);
    session.undo();
    expect(session.state.waste).toHaveLength(0);
    session.undo();
    expect(session.state).toEqual(start);
  });
});

describe('KLO-8 finish', () => {
  const done = { foundations: 'H-Q C-Q D-Q S-J', columns: ['KH', 'KC', 'KD QS', '', '', '', 'KS'] } as const;

  it('KLO-8 finish appears once stock and waste are empty and every card is face up; it counts a move per card', () => {
    const s = table(done);
    expect(canFinish(s)).toBe(true);
    const r = playFinish(s);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(statusOf(r.value.state)).toBe('won');
    expect(r.value.state.moves).toBe(5);
    expect(r.value.trace.kind).toBe('finish');
    expect(r.value.trace.steps.map((st) => (st.kind === 'move' ? cardToString(st.cards[0] as number) : '?'))).toEqual(['QS', 'KH', 'KC', 'KD', 'KS']);
    expect(r.value.state.score).toBe(50);
  });

  it('KLO-8 no finish while a card lies face down or the stock or waste holds one', () => {
    expect(canFinish(table({ foundations: 'H-Q C-Q D-Q S-Q', columns: ['KH', 'KC', 'KD | KS'] }))).toBe(false);
    expect(canFinish(table({ foundations: 'H-Q C-Q D-Q S-Q', columns: ['KH', 'KC', 'KD'], waste: 'KS' }))).toBe(false);
    expect(playFinish(table({ foundations: 'H-Q C-Q D-Q S-Q', columns: ['KH', 'KC', 'KD'], stock: 'KS' })).ok).toBe(false);
  });
});

describe('KLO-9 stuck', () => {
  // Twos, queens lie face down; the tops are threes and kings; the stock holds 4–J and KS: no card
  // of the stock fits anywhere or goes home, and no top can move.
  const frozenColumns = ['2H | 3C', '2D | 3S', '2C | 3H', '2S | 3D', 'QC | KD', 'QS | KH', 'QH QD | KC'];
  const frozen = { foundations: 'H-A C-A D-A S-A', columns: frozenColumns } as const;

  it('KLO-9 with unlimited passes, cycling a stock whose cards can never be played changes nothing: stuck', () => {
    const s = table(frozen);
    expect(s.stock).toHaveLength(33);
    // There are stock turns and new passes left, yet none of it can ever change the table.
    expect(canTurnStock(s)).toBe(true);
    expect(moveTexts(s)).toEqual(['s']);
    expect(statusOf(s)).toBe('stuck');
    expect(statusOf(table(frozen, STANDARD_3))).toBe('stuck');
  });

  it('KLO-9 a playable card at the bottom of the stock keeps the game going', () => {
    const cols = frozenColumns.with(0, '4H | 3C');
    const s = table({ ...frozen, columns: cols, stock: '2H 5C 6C', fill: [6] });
    expect(statusOf(s)).toBe('playing');
  });

  it('KLO-9 Vegas: once the passes are used up and no card can be reached or played, the game is stuck', () => {
    const cols = frozenColumns.with(0, '4H | 3C');
    // 2H lies under the waste's top; a new pass would bring it, Standard allows one, Vegas Ziehen 1 does not.
    const spec = { ...frozen, columns: cols, waste: '2H 5C', fill: [6] } as const;
    expect(statusOf(table(spec))).toBe('playing');
    expect(statusOf(table(spec, VEGAS_1))).toBe('stuck');
    expect(statusOf(table({ ...frozen, waste: '5C', stock: '' }, VEGAS_1))).toBe('stuck');
  });

  it('KLO-9 moving a king run between empty columns does not count as a change', () => {
    const t = table({ ...frozen, columns: ['2H QS | 3C', '2D QH | 3S', '2C QD KH | 3H', '2S KS JH JD | 3D', 'KD QC', '', 'KC'] });
    expect(moveTexts(t)).toEqual(['56', '76', 's']);
    expect(statusOf(t)).toBe('stuck');
  });

  it('KLO-9 a won game is "won", not stuck', () => {
    const r = playFinish(table({ foundations: 'H-Q C-K D-K S-K', columns: ['KH'] }));
    expect(r.ok && statusOf(r.value.state)).toBe('won');
  });
});

describe('KLO-10 scoring', () => {
  const base = { columns: ['4C 8H | 9S', 'TD', 'AH', '2D', '', '', ''], waste: '9C', foundations: 'S-A', fill: [6] } as const;

  it.each([
    ['Standard: +10 to a foundation', STANDARD_1, '3h', 10],
    ['Standard: +5 waste to column', STANDARD_1, 'w2', 5],
    ['Standard: +5 for the turned-over card', STANDARD_1, '12', 5],
    ['Standard: −15 back from a foundation, never below 0', STANDARD_1, 'hS4', 0],
    ['Vegas: +5 to a foundation', VEGAS_1, '3h', 5],
    ['Vegas: nothing for waste to column', VEGAS_1, 'w2', 0],
    ['Vegas: nothing for a turn-over', VEGAS_1, '12', 0],
  ] as const)('KLO-10 %s', (_name, o, move, delta) => {
    expect(play(table(base, o), move).trace.score).toBe(delta);
  });

  it('KLO-10 Standard: −100 per new pass with Ziehen 1, −20 per new pass after the third with Ziehen 3, floor 0', () => {
    const spec = { waste: 'AC 2C', columns: ['KS', 'KH', 'KD', 'KC', 'QS', 'QH', 'QD'], fill: [0, 1, 2, 3, 4, 5, 6], score: 250 } as const;
    expect(play(table(spec), 's').state.score).toBe(150);
    expect(play(table({ ...spec, score: 30 }), 's').state.score).toBe(0);
    expect(play(table({ ...spec, pass: 2 }, STANDARD_3), 's').state.score).toBe(250);
    expect(play(table({ ...spec, pass: 3 }, STANDARD_3), 's').state.score).toBe(230);
  });

  it('KLO-10 Vegas starts at −52, plus the carried-in total when cumulative', () => {
    expect(newDeal(5, VEGAS_1).score).toBe(-52);
    expect(newDeal(5, { ...VEGAS_1, carry: 100 }).score).toBe(48);
    expect(newDeal(5).score).toBe(0);
    expect(play(table({ ...base, score: -52 }, VEGAS_1), 'hS4').state.score).toBe(-57);
  });
});

describe('KLO-13 results', () => {
  it('KLO-13 a game result: its statistics table, won, moves and score (Vegas cumulative without the carry-in)', () => {
    const s = newDeal(3, { draw: 3, scoring: 'vegas', carry: 20 });
    expect(resultOf(s, 20)).toEqual({ key: '3-vegas', won: false, moves: 0, score: -52, total: -32 });
    const r = playFinish(table({ foundations: 'H-Q C-K D-K S-K', columns: ['KH'], moves: 80, score: 500 }));
    expect(r.ok && resultOf(r.value.state)).toEqual({ key: '1-standard', won: true, moves: 81, score: 510, total: 510 });
  });
});
