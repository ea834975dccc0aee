// Issue 32 backups: the file round-trips every stored entry; foreign, damaged, newer and mutated files are refused and change nothing.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import { BACKUP_FORMAT, LAST_BACKUP_ENTRY, MAX_BACKUP_CHARS, checkOf, entryKind, holdsProgress, readBackup, summarize, writeBackup } from './backup.ts';
import { KEY_PREFIX, MemoryStorage, Store } from './storage.ts';

const env = (data: unknown, version = 1): string => JSON.stringify({ kk: 1, v: version, data });
const MADE = new Date('2026-05-04T09:30:00.000Z');

/** A browser's storage with our entries plus another app's key on the same origin. */
function browser(entries: ReadonlyMap<string, string>, quota?: number): { mem: MemoryStorage; store: Store } {
  const mem = new MemoryStorage(quota);
  mem.setItem('other-app', 'theirs');
  for (const [name, text] of entries) mem.setItem(KEY_PREFIX + name, text);
  return { mem, store: new Store(mem) };
}

/** What the settings page does with a chosen file: read it, and only a good backup replaces the store. */
function restore(store: Store, text: string): boolean {
  const b = readBackup(text);
  if (!b.ok) return false;
  return store.replaceAll(b.value.entries).ok;
}

const SAMPLE = new Map<string, string>([
  ['app/settings', env({ theme: 'dark', motion: 'system' })],
  ['app/card-look', env({ back: 'stars', felt: 'wine', large: false })],
  ['alpha/stats', env({ played: 3, won: 0 })],
  ['alpha/slot/free', env({ log: { game: 'alpha', origin: { seed: 17 }, steps: [{ move: 'left' }] } })],
  ['beta/save/daily', env({ day: '2026-05-04', moves: ['3a'] })],
  ['gamma/theme', env({ theme: 'garden' })],
  ['gamma/feats', env({ got: ['first'] })],
  ['delta/save', env({ games: [] }, 2)],
  ['epsilon/stats:aside:1', '{"kk":1,"v":1,"data":{"played":"ü'],
  ['__proto__', env('an odd name is still just a name')],
]);

describe('issue 32: backup file', () => {
  it('round-trips every entry exactly, set-aside copies and odd names included', () => {
    const text = writeBackup(SAMPLE, MADE);
    const b = readBackup(text);
    if (!b.ok) throw new Error(b.error.detail);
    expect(b.value.made).toBe('2026-05-04T09:30:00.000Z');
    expect([...b.value.entries]).toEqual([...SAMPLE].sort(([a], [c]) => (a < c ? -1 : 1)));
    // One entry a line, the format name at the very start (a cut file is still recognised).
    expect(text.startsWith(`{"format":"${BACKUP_FORMAT}","v":1,`)).toBe(true);
    expect(text.split('\n')).toHaveLength(SAMPLE.size + 4);
  });

  it('an empty store makes a backup too, and it restores to an empty store', () => {
    const b = readBackup(writeBackup(new Map(), MADE));
    expect(b.ok && b.value.entries.size).toBe(0);
    const { store, mem } = browser(SAMPLE);
    expect(restore(store, writeBackup(new Map(), MADE))).toBe(true);
    expect(store.snapshot().size).toBe(0);
    expect(mem.getItem('other-app')).toBe('theirs');
  });

  it.each([
    ['an empty file', '', 'not-backup'],
    ['plain text', 'Einkaufsliste: Milch, Brot', 'not-backup'],
    ['foreign JSON', '{"name":"my-app","version":"1.0.0"}', 'not-backup'],
    ['a stored entry instead of a backup', env({ theme: 'dark' }), 'not-backup'],
    ['a JSON array', '[1,2,3]', 'not-backup'],
    ['JSON null', 'null', 'not-backup'],
    ['a newer format', `{"format":"${BACKUP_FORMAT}","v":2,"whatever":"comes later"}`, 'newer'],
    ['a cut-off backup', writeBackup(SAMPLE, MADE).slice(0, 300), 'damaged'],
    ['a backup without entries', `{"format":"${BACKUP_FORMAT}","v":1,"made":"2026-05-04T09:30:00.000Z","check":"0000000000000000"}`, 'damaged'],
    ['a wrong check', writeBackup(SAMPLE, MADE).replace(/"check":"[0-9a-f]{16}"/, '"check":"0123456789abcdef"'), 'damaged'],
    ['a changed save', writeBackup(SAMPLE, MADE).replace('"left', '"right'), 'damaged'],
    ['a changed date', writeBackup(SAMPLE, MADE).replace('09:30', '09:31'), 'damaged'],
    ['a version 0', `{"format":"${BACKUP_FORMAT}","v":0,"entries":[]}`, 'not-backup'],
  ])('refuses %s (%s) and changes nothing', (_label, text, problem) => {
    const r = readBackup(text);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.problem).toBe(problem);
    const { store } = browser(SAMPLE);
    const before = store.snapshot();
    expect(restore(store, text)).toBe(false);
    expect(store.snapshot()).toEqual(before);
  });

  it('refuses a file with a name twice or a broken date even when its check fits', () => {
    const made = '2026-05-04T09:30:00.000Z';
    const twice: [string, string][] = [
      ['a/x', env(1)],
      ['a/x', env(2)],
    ];
    const forged = (m: string, pairs: [string, string][]) =>
      JSON.stringify({ format: BACKUP_FORMAT, v: 1, made: m, check: checkOf(JSON.stringify([m, pairs])), entries: pairs });
    expect(readBackup(forged(made, twice))).toMatchObject({ ok: false, error: { problem: 'damaged' } });
    expect(readBackup(forged('2026-13-45T99:99:99Z', []))).toMatchObject({ ok: false, error: { problem: 'damaged' } });
    expect(readBackup(forged(made, [['a/x', env(1)]])).ok).toBe(true);
  });

  it('refuses a text longer than any browser storage and anything that is not a text', () => {
    expect(readBackup(' '.repeat(MAX_BACKUP_CHARS + 1))).toMatchObject({ ok: false, error: { problem: 'too-big' } });
    for (const x of [undefined, null, 42, {}, new Uint8Array(3)]) expect(readBackup(x)).toMatchObject({ ok: false, error: { problem: 'not-backup' } });
  });
});

// ---------------------------------------------------------------- properties

/** Stored entries as a browser may hold them: envelopes, and set-aside copies of any text. */
const storedEntries = fc
  .array(
    fc.oneof(
      fc.record({ name: fc.string({ minLength: 1, maxLength: 24 }), text: fc.jsonValue({ maxDepth: 3 }).map((d) => env(d ?? 0)) }),
      fc.record({ name: fc.string({ minLength: 1, maxLength: 12 }).map((n) => `${n}:aside:1`), text: fc.string({ maxLength: 40, unit: 'binary' }) }),
    ),
    { maxLength: 12 },
  )
  .map((list) => new Map(list.map((e) => [e.name, e.text] as const)));

describe('issue 32: backup properties', () => {
  it('restore(backup(x)) is x: every entry of one browser comes back in another, other apps untouched', () => {
    fc.assert(
      fc.property(storedEntries, storedEntries, fc.date({ min: new Date(0), max: new Date(4e12), noInvalidDate: true }), (x, other, made) => {
        const source = browser(x).store;
        const text = writeBackup(source.snapshot(), made);
        const target = browser(other);
        expect(restore(target.store, text)).toBe(true);
        expect(target.store.snapshot()).toEqual(source.snapshot());
        expect(target.mem.getItem('other-app')).toBe('theirs');
        // And the same file read twice is the same backup.
        expect(readBackup(text)).toEqual(readBackup(text));
      }),
      { numRuns: 150 },
    );
  });

  it('a mutated or cut file never throws: it is refused and changes nothing, or it still means the same backup', () => {
    const edits = fc.array(
      fc.oneof(
        fc.record({ kind: fc.constant('cut' as const), at: fc.nat() }),
        fc.record({ kind: fc.constant('set' as const), at: fc.nat(), ch: fc.string({ minLength: 1, maxLength: 1, unit: 'binary' }) }),
        fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), ch: fc.constantFrom(' ', '\n', '"', ',', ']', '}', '0', 'x', '\\') }),
        fc.record({ kind: fc.constant('drop' as const), at: fc.nat() }),
      ),
      { minLength: 1, maxLength: 4 },
    );
    fc.assert(
      fc.property(storedEntries, edits, (x, changes) => {
        const original = writeBackup(x, MADE);
        let text = original;
        for (const c of changes) {
          const at = text.length === 0 ? 0 : c.at % text.length;
          if (c.kind === 'cut') text = text.slice(0, at);
          else if (c.kind === 'drop') text = text.slice(0, at) + text.slice(at + 1);
          else if (c.kind === 'set') text = text.slice(0, at) + c.ch + text.slice(at + 1);
          else text = text.slice(0, at) + c.ch + text.slice(at);
        }
        const { store } = browser(SAMPLE);
        const before = store.snapshot();
        const read = readBackup(text);
        if (read.ok) {
          // Only an edit that kept the meaning (white space between values, say) may pass.
          const meant = readBackup(original);
          expect(meant.ok && read.value).toEqual(meant.ok && meant.value);
          expect(restore(store, text)).toBe(true);
          expect(store.snapshot()).toEqual(browser(x).store.snapshot());
        } else {
          expect(['not-backup', 'damaged', 'newer']).toContain(read.error.problem);
          expect(restore(store, text)).toBe(false);
          expect(store.snapshot()).toEqual(before);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('any text at all: readBackup answers without throwing', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary' }),
          fc.json(),
          fc.jsonValue().map((j) => JSON.stringify({ format: BACKUP_FORMAT, v: 1, ...Object(j) })),
        ),
        (t) => {
          const r = readBackup(t);
          expect(typeof r.ok).toBe('boolean');
        },
      ),
      { numRuns: 300 },
    );
  });
});

// ---------------------------------------------------------------- the store's side

describe('issue 32: Store.snapshot and Store.replaceAll', () => {
  it('snapshot lists every entry with its stored text, not other apps’ keys', () => {
    const { store } = browser(SAMPLE);
    const snap = store.snapshot();
    expect(new Set(snap.keys())).toEqual(new Set(SAMPLE.keys()));
    for (const [name, text] of SAMPLE) expect(snap.get(name)).toBe(text);
  });

  it('names lists the same entries as snapshot, without reading them', () => {
    const { store } = browser(SAMPLE);
    expect(store.names().sort()).toEqual([...store.snapshot().keys()].sort());
  });

  it('a value kept in memory after a full storage is what the backup holds', () => {
    const mem = new MemoryStorage(120);
    const s = new Store(mem);
    mem.setItem(`${KEY_PREFIX}g/stats`, env({ n: '1' }));
    const spec = { name: 'g/stats', version: 1, schema: v.object({ n: v.string() }) };
    expect(s.write(spec, { n: 'x'.repeat(200) }).ok).toBe(false);
    expect(mem.getItem(`${KEY_PREFIX}g/stats`)).toBe(env({ n: '1' }));
    expect(s.snapshot().get('g/stats')).toBe(env({ n: 'x'.repeat(200) }));
  });

  it('replaceAll is all or nothing: a full storage writes the old entries back', () => {
    const { mem, store } = browser(SAMPLE, 2500);
    const before = store.snapshot();
    const huge = new Map([
      ['a/one', env('x'.repeat(1000))],
      ['a/two', env('y'.repeat(2000))],
    ]);
    const r = store.replaceAll(huge);
    expect(r).toMatchObject({ ok: false, error: { code: 'quota' } });
    expect(store.snapshot()).toEqual(before);
    expect(mem.getItem('other-app')).toBe('theirs');
    expect(mem.getItem(`${KEY_PREFIX}a/one`)).toBeNull();
  });

  it('replaceAll drops entries the backup does not have', () => {
    const { store } = browser(SAMPLE);
    expect(store.replaceAll(new Map([['app/settings', env({ theme: 'light', motion: 'reduce' })]])).ok).toBe(true);
    expect([...store.snapshot().keys()]).toEqual(['app/settings']);
  });
});

// ---------------------------------------------------------------- what the page shows

describe('issue 32: what a backup holds', () => {
  it('names each entry kind by the store’s naming', () => {
    expect(entryKind('alpha/slot/free')).toBe('save');
    expect(entryKind('gamma/save/daily')).toBe('daily');
    expect(entryKind('delta/slot/daily')).toBe('daily');
    expect(entryKind('delta/save')).toBe('save');
    expect(entryKind('beta/bests')).toBe('record');
    expect(entryKind('delta/progress')).toBe('record');
    expect(entryKind('gamma/feats')).toBe('record');
    expect(entryKind('gamma/theme')).toBe('setting');
    expect(entryKind('app/settings')).toBe('setting');
    expect(entryKind('alpha/stats:aside:2')).toBe('aside');
  });

  it('sums up games, saves, dailies, statistics and settings per owner', () => {
    const b = readBackup(writeBackup(new Map([...SAMPLE, [LAST_BACKUP_ENTRY, env({ made: MADE.toISOString() })]]), MADE));
    if (!b.ok) throw new Error(b.error.detail);
    const s = summarize(b.value);
    expect(s.made).toBe(MADE.toISOString());
    expect(s.entries).toBe(SAMPLE.size + 1);
    expect(s.aside).toBe(1);
    expect(s.owners).toEqual([
      { owner: '__proto__', saves: 0, dailies: 0, records: 0, settings: 1 },
      { owner: 'alpha', saves: 1, dailies: 0, records: 1, settings: 0 },
      { owner: 'app', saves: 0, dailies: 0, records: 0, settings: 2 },
      { owner: 'beta', saves: 1, dailies: 1, records: 0, settings: 0 },
      { owner: 'delta', saves: 1, dailies: 0, records: 0, settings: 0 },
      { owner: 'gamma', saves: 0, dailies: 0, records: 1, settings: 1 },
    ]);
  });

  it('progress worth keeping: a game in progress or statistics, not settings alone', () => {
    expect(holdsProgress(['app/settings', 'gamma/theme', 'x/stats:aside:1'])).toBe(false);
    expect(holdsProgress(['app/settings', 'alpha/slot/free'])).toBe(true);
    expect(holdsProgress(['alpha/stats'])).toBe(true);
  });
});
