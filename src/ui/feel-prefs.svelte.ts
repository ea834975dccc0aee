// Sound and vibration preferences (issue 12). The shell stores them (src/app/settings) and writes
// them here through `setFeelPref`; the pages only play sounds, and src/ui/feel.ts reads these.

export interface FeelPrefs {
  /** "Töne": quiet synthesised sounds for picking, placing, matching and winning. On by default. */
  sound: boolean;
  /** "Vibration": a short pulse on a match or a win where the device supports it. Off by default. */
  vibrate: boolean;
}

export const DEFAULT_FEEL_PREFS: FeelPrefs = { sound: true, vibrate: false };

export const feelPrefs = $state<FeelPrefs>({ ...DEFAULT_FEEL_PREFS });

let listener: ((prefs: FeelPrefs) => void) | null = null;

/** The shell registers how a changed preference is saved. */
export function onFeelPrefChange(fn: ((prefs: FeelPrefs) => void) | null): void {
  listener = fn;
}

export function setFeelPref<K extends keyof FeelPrefs>(key: K, value: FeelPrefs[K]): void {
  feelPrefs[key] = value;
  listener?.({ sound: feelPrefs.sound, vibrate: feelPrefs.vibrate });
}

/** True where the browser can vibrate (most Android phones; not iOS or desktops). */
export function canVibrate(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function';
}
