// Progress backups in the app (issue 32): the file to download, what a chosen file holds in German, restoring it.
// The file format lives in src/core/backup.ts; the settings page only wires download and upload to this.

import * as v from 'valibot';
import { LAST_BACKUP_ENTRY, readBackup, summarize, writeBackup, type Backup, type BackupProblem, type BackupSummary } from '../core/backup.ts';
import { localDayKey } from '../core/dates.ts';
import { ok, err, type Result } from '../core/result.ts';
import type { EntrySpec, Store } from '../core/storage.ts';
import { GAMES, gameById } from '../games/registry.ts';
import { formatDay } from '../ui/time.ts';
import { de } from './i18n/de.ts';

/** When this browser's last backup was made; written into the backup itself, so a restored one tells too. */
export const LAST_BACKUP: EntrySpec<{ made: string }> = {
  name: LAST_BACKUP_ENTRY,
  version: 1,
  schema: v.object({ made: v.pipe(v.string(), v.isoTimestamp()) }),
};

/** Why a chosen file changed nothing: the file's problem, or the browser's when replacing. */
export type RestoreProblem = BackupProblem | 'unreadable' | 'quota' | 'unavailable';

/** The file to download: every entry, the time of this backup included. */
export function makeBackupFile(store: Store, now: Date): { text: string; fileName: string } {
  // Written first, so the file carries it; when storage is full the store keeps it in memory and the snapshot has it anyway.
  store.write(LAST_BACKUP, { made: now.toISOString() });
  return { text: writeBackup(store.snapshot(), now), fileName: `knobelkiste-sicherung-${localDayKey(now)}.json` };
}

/** "4.5.2026, 11:30 Uhr" in the player's time zone. */
export function formatWhen(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const two = (n: number): string => String(n).padStart(2, '0');
  return de.backup.when(formatDay(localDayKey(d)), `${two(d.getHours())}:${two(d.getMinutes())}`);
}

export function lastBackup(store: Store): string | undefined {
  return store.read(LAST_BACKUP)?.made;
}

/** A chosen file's text, read: the backup with what it holds, or why nothing can come of it. */
export function openBackup(text: unknown): Result<{ backup: Backup; summary: BackupSummary }, RestoreProblem> {
  const read = readBackup(text);
  return read.ok ? ok({ backup: read.value, summary: summarize(read.value) }) : err(read.error.problem);
}

/** Replace every stored entry with the backup's (all or nothing); the page reloads afterwards so every part reads them. */
export function restoreBackup(store: Store, backup: Backup): Result<void, RestoreProblem> {
  const r = store.replaceAll(backup.entries);
  if (r.ok) return ok(undefined);
  return err(r.error.code === 'quota' ? 'quota' : 'unavailable');
}

/** What a backup holds, one line per game (or the app), in German. */
export function describeBackup(summary: BackupSummary): string[] {
  const lines: string[] = [];
  // Games in the start page's order, then anything unknown, the app's own settings last.
  const rank = (owner: string): number => {
    if (owner === 'app') return GAMES.length + 1;
    const i = GAMES.findIndex((g) => g.id === owner);
    return i < 0 ? GAMES.length : i;
  };
  for (const o of [...summary.owners].sort((a, b) => rank(a.owner) - rank(b.owner))) {
    if (o.owner === 'app') {
      lines.push(de.backup.appSettings);
      continue;
    }
    const parts: string[] = [];
    if (o.saves > 0) parts.push(o.dailies > 0 ? `${de.backup.games(o.saves)} (${de.backup.dailies(o.dailies)})` : de.backup.games(o.saves));
    if (o.records > 0) parts.push(de.backup.records);
    if (o.settings > 0) parts.push(de.backup.gameSettings);
    lines.push(`${gameById(o.owner)?.name ?? o.owner}: ${parts.join(', ')}`);
  }
  if (summary.aside > 0) lines.push(de.backup.aside(summary.aside));
  return lines;
}
