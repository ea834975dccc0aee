// Time formatting shared by every page: play times and countdown clocks.

/**
 * "3:07" or "1:02:05" for a duration in ms. `round` says how a part second counts: 'nearest' for
 * a finished play time, 'down' for a running countdown (it never shows a second not yet gone).
 */
export function formatDuration(ms: number, round: 'nearest' | 'down' = 'nearest'): string {
  const safe = Number.isFinite(ms) ? Math.max(0, ms) : 0;
  const total = round === 'down' ? Math.floor(safe / 1000) : Math.round(safe / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number): string => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
