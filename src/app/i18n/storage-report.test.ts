// Issue 26: a storage notice names whose entry it is about.
import { describe, expect, it } from 'vitest';
import { MemoryStorage, Store } from '../../core/storage.ts';
import * as v from 'valibot';
import { de } from './de.ts';
import { GAMES } from '../../games/registry.ts';

describe('issue 26: storage reports name the game', () => {
  it.each([
    ...GAMES.flatMap((g) => [[`${g.id}/save/daily`, `${g.name}: `] as const, [`${g.id}/stats`, `${g.name}: `] as const]),
    ['app/settings', 'Einstellungen: '] as const,
  ])('issue 26: an entry %s set aside is reported as %s…', (name, prefix) => {
    expect(de.storageReportText({ kind: 'invalid', name })).toBe(prefix + de.storageReport.invalid);
  });

  it('issue 26: an entry of no known owner is reported without a name', () => {
    expect(de.storageReportText({ kind: 'corrupt', name: 'x' })).toBe(de.storageReport.corrupt);
    expect(de.storageReportText({ kind: 'corrupt', name: 'constructor/x' })).toBe(de.storageReport.corrupt);
  });

  it('issue 26: the store’s report of a bad entry carries its name, which the notice turns into the game', () => {
    const backend = new MemoryStorage();
    const game = GAMES[0]!;
    backend.setItem(`knobelkiste:${game.id}/records`, '{"kk":1,"v":1,"data":{"n":"many"}}');
    const store = new Store(backend);
    const spec = { name: `${game.id}/records`, version: 1, schema: v.object({ n: v.number() }) };
    expect(store.read(spec)).toBeUndefined();
    const report = store.reports.find((r) => r.kind === 'invalid');
    expect(report).toBeDefined();
    expect(de.storageReportText(report!)).toBe(`${game.name}: ${de.storageReport.invalid}`);
  });
});
