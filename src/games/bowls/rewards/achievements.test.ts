// Achievements and themes (SPEC BOW-31, BOW-32): pure unlocks from records and feats, the theme data.

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ACHIEVEMENTS, emptyFeats, newlyEarned, noteMove, unlocks, type AchievementInput, type BowlsFeats } from './achievements.ts';
import { emptyRecords, recordDaily, recordEndless, recordPuzzle, type BowlsRecords } from '../records.ts';
import { THEME_IDS, THEMES, isThemeId, themeAttr, themeById } from './themes.ts';
import { play, position } from '../rules/testing.ts';
import { puzzleMap } from './puzzlemap.ts';
import { loadMapEntries, type MapEntry } from './mapsource.ts';
import { announce, chooseTheme, noticeText, readRewards, SEEN_ENTRY } from './rewards.ts';
import { loadTheme, noteProgress, rewards } from './rewards.svelte.ts';
import { FEATS_ENTRY as FEATS } from './feats.ts';
import { THEME_ENTRY } from './themeids.ts';
import { RECORDS_ENTRY } from '../records.ts';
import { KEY_PREFIX, MemoryStorage, Store } from '../../../core/storage.ts';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const solvedN = (n: number, r: BowlsRecords = emptyRecords()): BowlsRecords => {
  let out = r;
  for (let i = 1; i <= n; i++) out = recordPuzzle(out, i, { won: true, moves: 2 });
  return out;
};
const input = (records: BowlsRecords | undefined, feats: BowlsFeats | undefined = undefined): AchievementInput => ({ records, feats });

describe('achievements', () => {
  it('BOW-31 a new player has only Schlicht; nothing is earned; the next theme is Garten', () => {
    for (const i of [input(undefined), input(emptyRecords(), emptyFeats())]) {
      const u = unlocks(i);
      expect(u.themes).toEqual(['plain']);
      expect(u.achievements.every((a) => !a.earned)).toBe(true);
      expect(u.next).toEqual({ theme: 'garden', achievement: 'firstPuzzle' });
    }
  });

  it('BOW-31 each of the six themes after Schlicht has exactly one achievement, listed in the BOW-31 order', () => {
    const withTheme = ACHIEVEMENTS.filter((a) => a.theme !== null).map((a) => a.theme);
    expect(withTheme).toEqual(THEME_IDS.slice(1));
    expect(new Set(ACHIEVEMENTS.map((a) => a.id)).size).toBe(ACHIEVEMENTS.length);
    for (const a of ACHIEVEMENTS) expect(a.task).toMatch(/^[A-ZÄÖÜ].*\.$/);
  });

  it('BOW-31 every mode counts: a solved puzzle, a perfect clear, a daily, a combo ×4, an endless score, 50 puzzles unlock the themes in order', () => {
    let records = recordPuzzle(emptyRecords(), 1, { won: true, moves: 2 });
    let feats = emptyFeats();
    expect(unlocks(input(records, feats)).themes).toEqual(['plain', 'garden']);
    feats = { ...feats, perfectClears: 1 };
    expect(unlocks(input(records, feats)).themes).toEqual(['plain', 'garden', 'sand']);
    records = recordDaily(records, '2026-12-02', { score: 120, practice: true });
    expect(unlocks(input(records, feats)).themes).toEqual(['plain', 'garden', 'sand', 'ocean']);
    feats = { ...feats, maxCombo: 4 };
    expect(unlocks(input(records, feats)).themes).toContain('runes');
    records = recordEndless(records, { score: 1000, moves: 40, practice: false });
    expect(unlocks(input(records, feats)).themes).toContain('neon');
    records = solvedN(50, records);
    const u = unlocks(input(records, feats));
    expect(u.themes).toEqual([...THEME_IDS]);
    expect(u.next).toBeNull();
  });

  it('BOW-31 an achievement earned early waits until the themes before it are open', () => {
    const records = recordEndless(emptyRecords(), { score: 5000, moves: 90, practice: false });
    const u = unlocks(input(records, { maxCombo: 6, perfectClears: 0 }));
    expect(u.achievements.find((a) => a.id === 'endless1000')?.earned).toBe(true);
    expect(u.achievements.find((a) => a.id === 'combo4')?.earned).toBe(true);
    expect(u.themes).toEqual(['plain']);
    const later = unlocks(input(solvedN(1, records), { maxCombo: 6, perfectClears: 1 }));
    expect(later.themes).toEqual(['plain', 'garden', 'sand']);
    expect(later.next).toEqual({ theme: 'ocean', achievement: 'firstDaily' });
  });

  it('BOW-29 practice endless results do not count for score achievements; progress is capped at the target', () => {
    const practice = recordEndless(emptyRecords(), { score: 3000, moves: 50, practice: true });
    expect(unlocks(input(practice)).achievements.find((a) => a.id === 'endless1000')).toMatchObject({ earned: false, progress: 0 });
    const valid = recordEndless(emptyRecords(), { score: 3000, moves: 50, practice: false });
    expect(unlocks(input(valid)).achievements.find((a) => a.id === 'endless1000')).toMatchObject({ earned: true, progress: 1000, target: 1000 });
  });

  it('a lost puzzle is not solved; newlyEarned names what a change adds', () => {
    const lost = recordPuzzle(emptyRecords(), 3, { won: false, moves: 4 });
    expect(unlocks(input(lost)).themes).toEqual(['plain']);
    expect(newlyEarned(input(lost), input(solvedN(10, lost)))).toEqual(['firstPuzzle', 'puzzles10']);
    expect(newlyEarned(input(solvedN(10)), input(solvedN(10)))).toEqual([]);
  });

  it('BOW-17 BOW-18 noteMove keeps the largest combo and counts perfect clears of safe moves only', () => {
    const s = position({ 0: 'RR', 1: 'GG', 5: 'B', 11: 'RG' }, { goal: { kind: 'points', n: 9999 } });
    const m = play(s, 11);
    expect(m.trace.player.comboBowls).toBe(2);
    let f = noteMove(undefined, m.trace);
    expect(f).toEqual({ maxCombo: 2, perfectClears: 0 });
    f = noteMove(f, { player: { ...m.trace.player, comboBowls: 1, perfectClear: true } });
    expect(f).toEqual({ maxCombo: 2, perfectClears: 1 });
    expect(noteMove(f, { player: { ...m.trace.player, comboBowls: 5, perfectClear: true, overflow: [3] } })).toBe(f);
  });

  it('BOW-31 unlocked themes are always a prefix of the BOW-31 order (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 4000 }),
        fc.boolean(),
        (solved, combo, clears, score, daily) => {
          let r = solvedN(solved);
          if (score > 0) r = recordEndless(r, { score, moves: 10, practice: false });
          if (daily) r = recordDaily(r, '2026-12-01', { score: 10, practice: false });
          const u = unlocks(input(r, { maxCombo: combo, perfectClears: clears }));
          expect(u.themes).toEqual(THEME_IDS.slice(0, u.themes.length));
          expect(u.next === null).toBe(u.themes.length === THEME_IDS.length);
        },
      ),
      { numRuns: 200 },
    );
  });
});

/** WCAG relative luminance contrast of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string): number => {
    const c = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((x) => (x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4));
    return 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;
  };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
}

const CSS = readFileSync(new URL('./themes.css', import.meta.url), 'utf8');
/** Every rule of themes.css: its selector and its declarations (property → value). */
const RULES = [...CSS.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^}]*)\}/g)].map((m) => ({
  selector: m[1]!.trim(),
  props: new Map([...m[2]!.matchAll(/([\w-]+)\s*:\s*([^;]+);/g)].map((d) => [d[1]!, d[2]!.trim()])),
}));
const themeRule = (id: string) => RULES.find((r) => r.selector === `:is(#_, [data-bwt='${id}']) .board`);

describe('themes', () => {
  it('BOW-31 seven themes in order with German names and materials; Schlicht sets nothing', () => {
    expect(THEMES.map((t) => t.id)).toEqual([...THEME_IDS]);
    expect(THEMES.map((t) => t.name)).toEqual(['Schlicht', 'Garten', 'Sand', 'Ozean', 'Runen', 'Neon', 'Weltraum']);
    for (const t of THEMES) expect(t.material).toMatch(/^[A-ZÄÖÜ].{10,}\.$/);
    expect(themeRule('plain')).toBeUndefined();
    expect(themeAttr('plain')).toBeUndefined();
    expect(themeAttr('neon')).toBe('neon');
    expect(themeById('space').name).toBe('Weltraum');
    expect(isThemeId('neon')).toBe(true);
    expect(isThemeId('lava')).toBe(false);
  });

  it('BOW-32 each theme sets the same board properties and a bowl material and surroundings — never a stone, a colour of the stones or a symbol', () => {
    const first = themeRule('garden');
    expect(first).toBeDefined();
    const keys = [...first!.props.keys()].sort();
    expect(keys).toEqual(expect.arrayContaining(['--bwt-bowl', '--bwt-table', '--bw-rim', '--bw-number', '--fg']));
    for (const id of THEME_IDS.slice(1)) {
      const r = themeRule(id);
      expect(r, id).toBeDefined();
      expect([...r!.props.keys()].sort(), id).toEqual(keys);
      // Only custom properties: a theme cannot restyle anything directly.
      for (const k of r!.props.keys()) expect(k, id).toMatch(/^--(bw|bwt|fg)/);
      expect(r!.props.get('--bwt-bowl'), id).toMatch(/^url\("data:image\/svg\+xml,/);
    }
    // Every rule targets the board, its bowl layer or the drawing's shadow — never a stone.
    for (const r of RULES) {
      const tail = r.selector.replace(/^:is\(#_, \[data-bwt(='[a-z]+')?\]\) /, '');
      expect([
        '.board',
        '.board::before',
        '.drawing',
        ":is([fill='url(#bw-table)'], [fill='url(#bw-shade)'], [fill='url(#bw-well)'], .lift > [fill='#000'])",
      ]).toContain(tail);
      for (const k of r.props.keys())
        if (!k.startsWith('--'))
          expect([
            'isolation',
            'border-radius',
            'background',
            'fill',
            'filter',
            'content',
            'position',
            'inset',
            'z-index',
            'pointer-events',
            'background-image',
            'background-position',
            'background-size',
            'background-repeat',
          ]).toContain(k);
    }
    // Stones draw with fixed colours and symbols that no custom property can reach.
    expect(readFileSync(new URL('../Stone.svelte', import.meta.url), 'utf8')).not.toContain('var(--');
  });

  it('BOW-32 the numbers and texts on every theme stay readable (contrast ≥ 4.5:1)', () => {
    for (const id of THEME_IDS.slice(1)) {
      const r = themeRule(id)!;
      const hex = (k: string): string => {
        const v = r.props.get(k);
        if (!v || !/^#[0-9a-f]{6}$/i.test(v)) throw new Error(`${id} ${k} is not #rrggbb: ${v}`);
        return v;
      };
      for (const bg of ['--bwt-t1', '--bwt-t2']) expect(contrast(hex('--bw-number'), hex(bg)), `${id} number on ${bg}`).toBeGreaterThanOrEqual(4.5);
      for (const fg of ['--fg', '--bw-muted', '--bw-gain']) expect(contrast(hex(fg), hex('--bw-center')), `${id} ${fg}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('BOW-32 the seven themes together stay within 15 KB gzipped', () => {
    const kb = gzipSync(CSS, { level: 9 }).length / 1024;
    expect(kb).toBeLessThanOrEqual(15);
  });
});

describe('puzzle map', () => {
  it('BOW-20 100 puzzles in ten chapters of ten, none locked, the first one suggested at the start', async () => {
    const entries = await loadMapEntries();
    const m = puzzleMap(entries, undefined);
    expect(m.chapters).toHaveLength(10);
    expect(m.chapters.every((c) => c.puzzles.length === 10)).toBe(true);
    expect(m.chapters[3]!.puzzles.map((p) => p.n)).toEqual([31, 32, 33, 34, 35, 36, 37, 38, 39, 40]);
    expect(m).toMatchObject({ solved: 0, total: 100, next: 1 });
    expect(m.chapters[0]!.puzzles[0]).toMatchObject({
      n: 1,
      next: true,
      solved: false,
      bestMoves: null,
      title: 'Erste Farbgruppe',
      goal: { kind: 'removeColor' },
      limit: 2,
    });
  });

  it('BOW-30 solved puzzles show the fewest moves; the next suggested follows the highest solved; a loss solves nothing', async () => {
    const entries = await loadMapEntries();
    let r = recordPuzzle(emptyRecords(), 1, { won: true, moves: 2 });
    r = recordPuzzle(r, 12, { won: true, moves: 3 });
    r = recordPuzzle(r, 12, { won: true, moves: 2 });
    r = recordPuzzle(r, 13, { won: false, moves: 3 });
    const m = puzzleMap(entries, r);
    expect(m.solved).toBe(2);
    expect(m.next).toBe(13);
    expect(m.chapters[1]!.puzzles[1]).toMatchObject({ n: 12, solved: true, bestMoves: 2, next: false });
    expect(m.chapters[1]!.puzzles[2]).toMatchObject({ n: 13, solved: false, next: true });
    expect(m.chapters[1]!.solved).toBe(1);
    // The last one solved: the suggestion wraps to the first unsolved.
    expect(puzzleMap(entries, recordPuzzle(emptyRecords(), 100, { won: true, moves: 6 })).next).toBe(1);
    expect(puzzleMap(entries, solvedN(100)).next).toBeNull();
  });

  it('BOW-30 the map ignores records of unknown puzzles and works with any number of entries', () => {
    const few: MapEntry[] = [
      { title: 'A', goal: { kind: 'clear' }, limit: 2 },
      { title: 'B', goal: { kind: 'points', n: 50 }, limit: 3 },
    ];
    const r = {
      ...recordPuzzle(emptyRecords(), 2, { won: true, moves: 3 }),
      puzzles: { ...recordPuzzle(emptyRecords(), 2, { won: true, moves: 3 }).puzzles, '999': { won: 1, lost: 0, bestMoves: 1 } },
    };
    const m = puzzleMap(few, r);
    expect(m).toMatchObject({ total: 2, solved: 1, next: 1 });
    expect(m.chapters).toHaveLength(1);
  });
});

describe('rewards at run time', () => {
  const fresh = () => new Store(new MemoryStorage());

  it('BOW-30 a corrupt records entry is reported, counts as empty and never throws', async () => {
    const backend = new MemoryStorage();
    backend.setItem(KEY_PREFIX + RECORDS_ENTRY.name, '{"kk":1,"v":1,"data":{"endless":"oops"}}');
    const store = new Store(backend);
    const read = readRewards(store);
    expect(read.corrupt).toBe(true);
    expect(read.unlocks.themes).toEqual(['plain']);
    expect(puzzleMap(await loadMapEntries(), read.input.records).solved).toBe(0);
    // Unparseable JSON is reported the same way.
    const b2 = new MemoryStorage();
    b2.setItem(KEY_PREFIX + RECORDS_ENTRY.name, '{not json');
    expect(readRewards(new Store(b2)).corrupt).toBe(true);
    expect(readRewards(fresh()).corrupt).toBe(false);
  });

  it('BOW-31 announce names what is new once ("Neu freigeschaltet"), then stays quiet', () => {
    const store = fresh();
    expect(announce(store)).toBe('');
    store.write(RECORDS_ENTRY, recordPuzzle(emptyRecords(), 5, { won: true, moves: 2 }));
    expect(announce(store)).toBe('Neu freigeschaltet: Thema „Garten“');
    expect(rewards.notice).toBe('Neu freigeschaltet: Thema „Garten“');
    expect(announce(store)).toBe('');
    expect(store.read(SEEN_ENTRY)).toEqual({ achievements: ['firstPuzzle'], themes: ['plain', 'garden'] });
    // An achievement without a theme is named as such.
    store.write(RECORDS_ENTRY, solvedN(10));
    expect(announce(store)).toBe('Neu freigeschaltet: Erfolg „Rätselkapitel“');
    expect(noticeText(['firstPuzzle', 'puzzles10'], ['garden'])).toBe('Neu freigeschaltet: Thema „Garten“, Erfolg „Rätselkapitel“');
  });

  it('BOW-31 noteProgress keeps feats of every safe move; a combo of four announces Runen only after the themes before it', async () => {
    const store = fresh();
    const s = position({ 0: 'RR', 1: 'GG', 5: 'B', 11: 'RG' }, { goal: { kind: 'points', n: 9999 } });
    const m = play(s, 11);
    await noteProgress(store, m.trace, false);
    expect(store.read(FEATS)).toEqual({ maxCombo: 2, perfectClears: 0 });
    // A move without a group loads nothing and changes nothing.
    expect(noteProgress(store, { ...m.trace, player: { ...m.trace.player, comboBowls: 0, perfectClear: false } }, false)).toBeUndefined();
    store.write(FEATS, { maxCombo: 4, perfectClears: 0 });
    expect(readRewards(store).unlocks.themes).toEqual(['plain']);
    store.write(RECORDS_ENTRY, recordDaily(solvedN(1), '2026-12-01', { score: 10, practice: false }));
    store.write(FEATS, { maxCombo: 4, perfectClears: 1 });
    expect(readRewards(store).unlocks.themes).toEqual(['plain', 'garden', 'sand', 'ocean', 'runes']);
    expect(await noteProgress(store, undefined, true)).toContain('Thema „Runen“');
    expect(rewards.notice).toContain('Thema „Runen“');
  });

  it('BOW-31 only an unlocked theme can be chosen; the choice is saved and read back', () => {
    const store = fresh();
    expect(loadTheme(store)).toBe('plain');
    expect(chooseTheme(store, 'garden')).toBe(false);
    expect(store.read(THEME_ENTRY)).toBeUndefined();
    store.write(RECORDS_ENTRY, solvedN(1));
    expect(chooseTheme(store, 'garden')).toBe(true);
    expect(store.read(THEME_ENTRY)).toEqual({ theme: 'garden' });
    rewards.theme = 'plain';
    expect(loadTheme(store)).toBe('garden');
    expect(rewards.theme).toBe('garden');
  });
});
