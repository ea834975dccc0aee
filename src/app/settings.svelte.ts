// App-wide settings (theme, motion), persisted through the store and applied to <html>.
import * as v from 'valibot';
import type { EntrySpec } from '../core/storage.ts';
import { KEY_PREFIX } from '../core/storage.ts';
import { store } from './store.ts';
import { motionPreference, reducedMotion } from '../ui/motion.svelte.ts';

const settingsSchema = v.object({
  theme: v.picklist(['system', 'light', 'dark']),
  motion: v.picklist(['system', 'reduce', 'full']),
});
export type Settings = v.InferOutput<typeof settingsSchema>;

export const SETTINGS_ENTRY: EntrySpec<Settings> = { name: 'app/settings', version: 1, schema: settingsSchema };
const DEFAULTS: Settings = { theme: 'system', motion: 'system' };

export const settings = $state<Settings>({ ...DEFAULTS, ...(store.read(SETTINGS_ENTRY) ?? {}) });

motionPreference.setting = settings.motion;

export function saveSettings(): void {
  store.write(SETTINGS_ENTRY, { theme: settings.theme, motion: settings.motion });
}

/** Keep <html> attributes in step with the settings and the system preferences. */
export function applySettings(): void {
  const mq = window.matchMedia('(prefers-reduced-motion: reduce)');
  motionPreference.systemReduced = mq.matches;
  mq.addEventListener('change', (e) => (motionPreference.systemReduced = e.matches));
  // Another tab changed the settings: follow it instead of overwriting it later.
  window.addEventListener('storage', (e) => {
    if (e.key !== KEY_PREFIX + SETTINGS_ENTRY.name) return;
    const fresh = store.read(SETTINGS_ENTRY);
    if (fresh) Object.assign(settings, fresh);
  });
  $effect.root(() => {
    // The ui layer's motion preference follows the stored setting.
    $effect(() => {
      motionPreference.setting = settings.motion;
    });
    $effect(() => {
      const root = document.documentElement;
      root.dataset['theme'] = settings.theme;
      root.dataset['motion'] = reducedMotion() ? 'reduce' : 'full';
    });
  });
}
