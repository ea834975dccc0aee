// Issue 32: the app's side of backups: the file carries its own time, a chosen file is described in German, restoring replaces all.
import { describe, expect, it } from 'vitest';
import { KEY_PREFIX, MemoryStorage, Store } from '../core/storage.ts';
import { GAMES } from '../games/registry.ts';
import { LAST_BACKUP, describeBackup, formatWhen, lastBackup, makeBackupFile, openBackup, restoreBackup } from './backup.ts';
import { de } from './i18n/de.ts';

const env = (data: unknown): string => JSON.stringify({ kk: 1, v: 1, data });
const NOW = new Date('2026-05-04T09:30:00.000Z');

function browser(entries: Record<string, string>): Store {
  const mem = new MemoryStorage();
  for (const [name, text] of Object.entries(entries)) mem.setItem(KEY_PREFIX + name, text);
  return new Store(mem);
}

describe('issue 32: backups in the app', () => {
  it('a backup remembers when it was made, here and in the file, and names the file by the day', () => {
    const store = browser({ 'alpha/stats': env({ played: 1 }) });
    expect(lastBackup(store)).toBeUndefined();
    const { text, fileName } = makeBackupFile(store, NOW);
    expect(fileName).toMatch(/^knobelkiste-sicherung-2026-05-0[45]\.json$/);
    expect(lastBackup(store)).toBe(NOW.toISOString());
    const other = browser({});
    const opened = openBackup(text);
    if (!opened.ok) throw new Error(opened.error);
    expect(restoreBackup(other, opened.value.backup).ok).toBe(true);
    expect(other.read(LAST_BACKUP)).toEqual({ made: NOW.toISOString() });
    expect(other.snapshot()).toEqual(store.snapshot());
  });

  it('describes a chosen file game by game in German', () => {
    const [a, b] = GAMES;
    if (!a || !b) throw new Error('two games');
    const store = browser({
      [`${a.id}/slot/free`]: env({}),
      [`${a.id}/slot/daily`]: env({}),
      [`${a.id}/stats`]: env({}),
      [`${b.id}/prefs`]: env({}),
      'app/settings': env({ theme: 'dark', motion: 'system' }),
      [`${b.id}/stats:aside:1`]: 'kaputt',
    });
    const opened = openBackup(makeBackupFile(store, NOW).text);
    if (!opened.ok) throw new Error(opened.error);
    const lines = describeBackup(opened.value.summary);
    expect(lines[0]?.startsWith(`${a.name}: `)).toBe(true);
    expect(lines.at(-2)).toBe(de.backup.appSettings);
    expect(lines).toContain(`${a.name}: 2 angefangene Spiele (davon 1 Tagesaufgabe), ${de.backup.records}`);
    expect(lines).toContain(`${b.name}: ${de.backup.gameSettings}`);
    expect(lines).toContain(de.backup.appSettings);
    expect(lines).toContain('1 beiseitegelegter Eintrag');
    expect(formatWhen(NOW.toISOString())).toMatch(/^4\.5\.2026, \d\d:30 Uhr$/);
  });

  it('a foreign or broken file has a German sentence for its problem, and the store stays', () => {
    const store = browser({ 'app/settings': env({ theme: 'dark', motion: 'system' }) });
    const before = store.snapshot();
    for (const text of ['{"hello":"world"}', makeBackupFile(store, NOW).text.slice(0, 120), '{"format":"knobelkiste-backup","v":7}']) {
      const opened = openBackup(text);
      expect(opened.ok).toBe(false);
      if (!opened.ok) expect(de.backup.problem[opened.error]).toMatch(/^[A-ZÄÖÜ].+\.$/);
    }
    expect(store.snapshot().get('app/settings')).toBe(before.get('app/settings'));
  });

  it('a restore the browser cannot hold changes nothing and says why', () => {
    const mem = new MemoryStorage(400);
    mem.setItem(`${KEY_PREFIX}app/settings`, env({ theme: 'dark', motion: 'system' }));
    const small = new Store(mem);
    const big = browser({ 'alpha/slot/free': env('x'.repeat(1000)) });
    const opened = openBackup(makeBackupFile(big, NOW).text);
    if (!opened.ok) throw new Error(opened.error);
    expect(restoreBackup(small, opened.value.backup)).toEqual({ ok: false, error: 'quota' });
    expect([...small.snapshot().keys()]).toEqual(['app/settings']);
  });
});
