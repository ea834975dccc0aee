// Issue 20: the app writes a calendar day one way ("3.12.2026", ui/time.ts formatDay). Two checks
// keep it so: no source file formats dates on its own (month names, locale date formatting), and
// every catalog function that takes a day key writes the day in the one format.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDay } from '../ui/time.ts';

const SRC = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.(ts|svelte)$/.test(name) && !/\.(test|bench)\.ts$/.test(name) ? [p] : [];
  });
}

const catalogs = import.meta.glob<Record<string, unknown>>(['../games/*/*.de.ts', '../ui/**/*.de.ts'], { eager: true });

/** Every function in a catalog (nested objects included) whose first parameter is a day key. */
function dayFunctions(value: unknown, path: string, depth = 0): [string, (...a: unknown[]) => unknown][] {
  if (typeof value === 'function')
    return /^(?:function\s*\w*\s*)?\(?\s*day\s*[,)=:]/.test(String(value)) ? [[path, value as (...a: unknown[]) => unknown]] : [];
  if (value === null || typeof value !== 'object' || depth > 3) return [];
  return Object.entries(value).flatMap(([k, v]) => dayFunctions(v, `${path}.${k}`, depth + 1));
}

describe('issue 20: one date format', () => {
  it('formatDay writes "3.12.2026"', () => {
    expect(formatDay('2026-12-03')).toBe('3.12.2026');
    expect(formatDay('2027-01-20')).toBe('20.1.2027');
  });

  it('no source file writes dates its own way (month names, locale date formats, zero-padded days)', () => {
    const bad: string[] = [];
    for (const file of sources(SRC)) {
      const text = readFileSync(file, 'utf8');
      if (/'(Januar|Februar|März|April|Juni|Juli|August|September|Oktober|November|Dezember)'/.test(text)) bad.push(`${relative(SRC, file)}: month names`);
      if (/toLocaleDateString|Intl\.DateTimeFormat/.test(text)) bad.push(`${relative(SRC, file)}: locale date format`);
      if (/day\.slice\(8(, 10)?\)\}?\.\$?\{?day\.slice\(5, 7\)/.test(text)) bad.push(`${relative(SRC, file)}: a day written from slices`);
    }
    expect(bad).toEqual([]);
  });

  const found = Object.entries(catalogs).flatMap(([file, mod]) => dayFunctions(mod, file.replace('../', '')));
  it('the catalogs have day functions to check', () => {
    expect(found.length).toBeGreaterThanOrEqual(4);
  });
  it.each(found)('%s writes the day as "3.12.2026"', (_name, fn) => {
    const out = String(fn('2026-12-03', 1, false));
    expect(out).toContain('3.12.2026');
    expect(out).not.toMatch(/03\.12\.|Dezember|2026-12-03/);
  });
});
