// The page's spec: links and rounds (named sizes, own shapes, the daily per size with its centre
// open, MIN-1 MIN-8), the worker's board handed to the rules (MIN-3), and the end of a round.
import { describe, expect, it } from 'vitest';
import { startSession } from '../../core/session.ts';
import { generateMines, rememberMines } from './generate.ts';
import { spec } from './page.ts';
import { CELL_REVEALED, newGame, playMove } from './rules.ts';
import { SIZES } from './board.ts';

const TODAY = '2026-12-03';

describe('links and rounds', () => {
  it('reads sizes, own shapes and the daily', () => {
    expect(spec.rounds.readQuery(new URLSearchParams('seed=5&size=expert'), TODAY)).toEqual({ ok: true, round: { kind: 'free', seed: 5, variant: 'expert' } });
    expect(spec.rounds.readQuery(new URLSearchParams('seed=5&size=20x12x40'), TODAY)).toEqual({
      ok: true,
      round: { kind: 'free', seed: 5, variant: '20x12x40' },
    });
    expect(spec.rounds.readQuery(new URLSearchParams('seed=5&size=50x12x40'), TODAY).ok).toBe(false);
    // An own shape has no daily: the daily link opens Anfänger's.
    const d = spec.rounds.readQuery(new URLSearchParams('daily=1&size=20x12x40'), TODAY);
    expect(d.ok && typeof d.round === 'object' && 'variant' in d.round ? d.round.variant : null).toBe('beginner');
    expect(spec.saves.slotOf({ kind: 'daily', seed: 1, day: TODAY, variant: 'expert' })).toBe('daily-expert');
    expect(spec.rounds.label({ kind: 'free', seed: 1234, variant: '20x12x40' })).toBe('Spiel Nr. 1.234 · 20 × 12, 40 Minen');
    expect(spec.rounds.queryOf({ kind: 'free', seed: 7, variant: '20x12x40' }, TODAY)).toEqual({ seed: '7', size: '20x12x40' });
  });

  it('MIN-8 a daily starts with its centre open; a free round with nothing placed', () => {
    const daily = spec.rounds.daily?.(TODAY, { kind: 'free', seed: 1, variant: 'intermediate' });
    expect(daily?.variant).toBe('intermediate');
    const s = startSession(spec.def, spec.rounds.originOf(daily!));
    if (!s.ok) throw new Error(s.error.message);
    expect(s.value.state.cell[8 * 16 + 8]).toBe(CELL_REVEALED);
    const free = startSession(spec.def, spec.rounds.originOf({ kind: 'free', seed: 3, variant: '12x10x20' }));
    if (!free.ok) throw new Error(free.error.message);
    expect([free.value.state.width, free.value.state.height, free.value.state.mines, free.value.state.revealed]).toEqual([12, 10, 20, 0]);
  });

  it('the own-board field takes three numbers and a fresh seed', () => {
    const field = spec.menu?.inputs?.find((f) => f.id === 'shape');
    expect(field?.read('12 × 10 × 20', { kind: 'free', seed: 1, variant: 'beginner' }, 99)).toEqual({
      ok: true,
      round: { kind: 'free', seed: 99, variant: '12x10x20' },
    });
    expect(field?.read('12 × 10', { kind: 'free', seed: 1, variant: 'beginner' }, 99).ok).toBe(false);
  });
});

describe('MIN-3 the worker hands the rules the same board', () => {
  it('a remembered board is the one generateMines makes, and a bad one is ignored', () => {
    const made = generateMines(30, 16, 99, 424242, 3, 4);
    rememberMines(30, 16, 99, 424242, 3, 4, made);
    const r = playMove(newGame(SIZES.expert, 424242), { kind: 'reveal', x: 3, y: 4 });
    if (!r.ok) throw new Error(r.error.message);
    expect([...r.value.state.mine]).toEqual([...made]);
    const bad = new Uint8Array(81).fill(1);
    rememberMines(9, 9, 10, 5, 4, 4, bad);
    expect(generateMines(9, 9, 10, 5, 4, 4).reduce((a, b) => a + b, 0)).toBe(10);
  });
});
