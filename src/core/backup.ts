// Progress backups (issue 32): one file with every stored entry, versioned, checked and summed up.
//
// The file is JSON: {"format":"knobelkiste-backup","v":1,"made":<ISO time>,"check":<hash>,
// "entries":[[name, text], …]}, with each entry's text exactly as the store keeps it (a set-aside
// copy may hold text that is not even JSON, and it comes back as it was). `check` is a hash over
// `made` and the entries, so a file changed by hand or damaged on the way is refused instead of
// restoring a save that no longer replays. docs/BACKUP.md describes the format for people.
//
// Reading never throws: whatever the text, the answer is a backup or a typed problem, and the
// caller replaces the store's entries (Store.replaceAll) only with a backup read here. The
// entries' texts are not judged here: the store reads each one through its own schema later, as
// it reads every entry, and sets aside what does not fit. So a backup brings back exactly what
// the browser held, even an entry that browser would have set aside.

import * as v from 'valibot';
import { err, ok, type Result } from './result.ts';

export const BACKUP_FORMAT = 'knobelkiste-backup';
/** The version this code writes and reads; a file of a higher one is refused as `newer`. */
export const BACKUP_VERSION = 1;
/** Longest file text read (a browser keeps a few million characters; escaping can double them). */
export const MAX_BACKUP_CHARS = 32 * 1024 * 1024;
/** The entry that remembers when this browser's last backup was made (it travels in the backup). */
export const LAST_BACKUP_ENTRY = 'app/backup';
const ASIDE = ':aside:';

export interface Backup {
  /** When the backup was made (ISO 8601, UTC). */
  readonly made: string;
  /** Entry name (without the store's key prefix) → its stored text, sorted by name. */
  readonly entries: ReadonlyMap<string, string>;
}

/**
 * Why a text is not a backup this code may restore: `not-backup` (not JSON, or JSON of something
 * else), `damaged` (a backup whose text was cut or changed), `newer` (a later format version),
 * `too-big`.
 */
export type BackupProblem = 'not-backup' | 'damaged' | 'newer' | 'too-big';

export interface BackupError {
  readonly problem: BackupProblem;
  /** English detail for logs and tests; the page says its own German sentence per problem. */
  readonly detail: string;
}

const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,3})?Z$/;
const MAX_ENTRIES = 100_000;
const MAX_NAME = 1000;

const headSchema = v.object({ format: v.literal(BACKUP_FORMAT), v: v.pipe(v.number(), v.integer(), v.minValue(1)) });
const fileSchema = v.object({
  format: v.literal(BACKUP_FORMAT),
  v: v.literal(BACKUP_VERSION),
  made: v.pipe(v.string(), v.regex(ISO_TIME)),
  check: v.pipe(v.string(), v.regex(/^[0-9a-f]{16}$/)),
  entries: v.pipe(v.array(v.tuple([v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_NAME)), v.string()])), v.maxLength(MAX_ENTRIES)),
});

export const isAsideName = (name: string): boolean => name.includes(ASIDE);

/**
 * A 64-bit hash of a text (two 32-bit multiply-xor lanes, mixed at the end), as 16 hex digits.
 * It finds damage, not forgery: anyone can recompute it, and nothing needs more.
 */
export function checkOf(text: string): string {
  let h1 = 0x9e3779b9;
  let h2 = 0x85ebca6b;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x85ebca77);
    h2 = Math.imul(h2 ^ c, 0xc2b2ae3d);
    h1 ^= h1 >>> 15;
    h2 ^= h2 >>> 13;
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 0x2c1b3c6d) ^ Math.imul(h2 ^ (h2 >>> 13), 0x297a2d39);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 0x2c1b3c6d) ^ Math.imul(h1 ^ (h1 >>> 13), 0x297a2d39);
  return (h1 >>> 0).toString(16).padStart(8, '0') + (h2 >>> 0).toString(16).padStart(8, '0');
}

const sortedPairs = (entries: ReadonlyMap<string, string>): [string, string][] => [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
const canonical = (made: string, pairs: readonly (readonly [string, string])[]): string => JSON.stringify([made, pairs]);

/** The backup file's text: every entry of `entries`, made at `made` (the caller's clock). */
export function writeBackup(entries: ReadonlyMap<string, string>, made: Date): string {
  const when = made.toISOString();
  const pairs = sortedPairs(entries);
  const head = JSON.stringify({ format: BACKUP_FORMAT, v: BACKUP_VERSION, made: when, check: checkOf(canonical(when, pairs)) });
  // One entry a line: a person (or a diff) can see what the file holds.
  const lines = pairs.map((p) => JSON.stringify(p));
  return `${head.slice(0, -1)},\n"entries":[${lines.length ? `\n${lines.join(',\n')}\n` : ''}]}\n`;
}

const problem = (p: BackupProblem, detail: string): Result<never, BackupError> => err({ problem: p, detail });

/** Read a backup file's text. Never throws; a problem means nothing may be restored from it. */
export function readBackup(text: unknown): Result<Backup, BackupError> {
  if (typeof text !== 'string') return problem('not-backup', 'not a text');
  if (text.length > MAX_BACKUP_CHARS) return problem('too-big', `${text.length} characters, more than ${MAX_BACKUP_CHARS}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // A cut-off backup still starts with its format name: that is damage, not a foreign file.
    return text.slice(0, 200).includes(`"${BACKUP_FORMAT}"`) ? problem('damaged', 'the text is not complete JSON') : problem('not-backup', 'not JSON');
  }
  const head = v.safeParse(headSchema, parsed);
  if (!head.success) return problem('not-backup', 'JSON without the backup format name');
  if (head.output.v > BACKUP_VERSION) return problem('newer', `format version ${head.output.v} is newer than ${BACKUP_VERSION}`);
  const file = v.safeParse(fileSchema, parsed);
  if (!file.success) return problem('damaged', file.issues.map((i) => i.message).join('; '));
  const { made, check, entries: pairs } = file.output;
  if (Number.isNaN(Date.parse(made))) return problem('damaged', `"${made}" is no time`);
  if (checkOf(canonical(made, pairs)) !== check) return problem('damaged', 'the check does not match the entries');
  const entries = new Map<string, string>();
  for (const [name, entryText] of pairs) {
    if (entries.has(name)) return problem('damaged', `entry ${name} appears twice`);
    entries.set(name, entryText);
  }
  return ok({ made, entries: new Map(sortedPairs(entries)) });
}

// ---------------------------------------------------------------- what a backup holds

/** What one owner's entries are: games in progress, the dailies among them, statistics, settings. */
export interface OwnerSummary {
  /** The first part of the entry names: a game id, or "app" for the app's own settings. */
  readonly owner: string;
  /** Games in progress (save slots), dailies included. */
  readonly saves: number;
  /** Of those, the daily ones. */
  readonly dailies: number;
  /** Statistics, records, bests, progress and achievements. */
  readonly records: number;
  /** Settings and looks (themes, preferences, what was already shown). */
  readonly settings: number;
}

export interface BackupSummary {
  readonly made: string;
  readonly entries: number;
  /** Owners in name order. */
  readonly owners: readonly OwnerSummary[];
  /** Copies of damaged entries kept aside (src/core/storage.ts); they travel too. */
  readonly aside: number;
}

const RECORD_PARTS = new Set(['stats', 'records', 'bests', 'progress', 'feats']);
const SAVE_PARTS = new Set(['save', 'slot']);

/** What kind of entry a name is, by the store's naming: "<owner>/slot/<slot>", "<owner>/stats", … */
export function entryKind(name: string): 'save' | 'daily' | 'record' | 'setting' | 'aside' {
  if (isAsideName(name)) return 'aside';
  const parts = name.split('/');
  if (SAVE_PARTS.has(parts[1] ?? '')) return parts[parts.length - 1] === 'daily' ? 'daily' : 'save';
  if (RECORD_PARTS.has(parts[1] ?? '')) return 'record';
  return 'setting';
}

/** Whether stored entries hold progress a player would miss: a game in progress or any statistics. */
export function holdsProgress(names: Iterable<string>): boolean {
  for (const name of names) {
    const kind = entryKind(name);
    if (kind === 'save' || kind === 'daily' || kind === 'record') return true;
  }
  return false;
}

export function summarize(backup: Backup): BackupSummary {
  const owners = new Map<string, { saves: number; dailies: number; records: number; settings: number }>();
  let aside = 0;
  for (const name of backup.entries.keys()) {
    const kind = entryKind(name);
    if (kind === 'aside') {
      aside++;
      continue;
    }
    if (name === LAST_BACKUP_ENTRY) continue;
    const owner = name.split('/')[0] ?? name;
    const o = owners.get(owner) ?? { saves: 0, dailies: 0, records: 0, settings: 0 };
    if (kind === 'save' || kind === 'daily') o.saves++;
    if (kind === 'daily') o.dailies++;
    if (kind === 'record') o.records++;
    if (kind === 'setting') o.settings++;
    owners.set(owner, o);
  }
  return {
    made: backup.made,
    entries: backup.entries.size,
    owners: [...owners].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([owner, o]) => ({ owner, ...o })),
    aside,
  };
}
