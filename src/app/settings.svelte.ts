// App-wide settings (theme, motion, the card look), persisted through the store and applied to <html>.
import * as v from 'valibot';
import type { EntrySpec } from '../core/storage.ts';
import { KEY_PREFIX } from '../core/storage.ts';
import { store } from './store.ts';
import { motionPreference, reducedMotion } from '../ui/motion.svelte.ts';
import { CARD_BACKS, DEFAULT_CARD_LOOK, FELTS, cardLook, type CardLook } from '../ui/cards.svelte.ts';
import { DEFAULT_FEEL_PREFS, feelPrefs, onFeelPrefChange, type FeelPrefs } from '../ui/feel-prefs.svelte.ts';
import { DEFAULT_TABLE_PREFS, tablePrefs, type TablePrefs } from '../ui/table-prefs.svelte.ts';

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

// ---------------------------------------------------------------- card look (issue 12)

const cardLookSchema = v.object({
  back: v.picklist(CARD_BACKS.map((b) => b.id)),
  felt: v.picklist(FELTS.map((f) => f.id)),
  large: v.boolean(),
  // Added later: entries written before it have no such key and read as false.
  fourColour: v.optional(v.boolean(), false),
});

/** The card games' look: its own entry, so the theme entry keeps its format. */
export const CARD_LOOK_ENTRY: EntrySpec<CardLook> = { name: 'app/card-look', version: 1, schema: cardLookSchema as v.GenericSchema<unknown, CardLook> };

Object.assign(cardLook, { ...DEFAULT_CARD_LOOK, ...(store.read(CARD_LOOK_ENTRY) ?? {}) });

export function saveCardLook(): void {
  store.write(CARD_LOOK_ENTRY, { back: cardLook.back, felt: cardLook.felt, large: cardLook.large, fourColour: cardLook.fourColour });
}

// ---------------------------------------------------------------- hand and clock (issue 32)

/** Which side the piles and main buttons sit on, and whether the play clock shows. */
export const TABLE_ENTRY: EntrySpec<TablePrefs> = {
  name: 'app/table',
  version: 1,
  schema: v.object({ hand: v.picklist(['right', 'left']), clock: v.boolean() }),
};

Object.assign(tablePrefs, { ...DEFAULT_TABLE_PREFS, ...(store.read(TABLE_ENTRY) ?? {}) });

export function saveTablePrefs(): void {
  store.write(TABLE_ENTRY, { hand: tablePrefs.hand, clock: tablePrefs.clock });
}

// ---------------------------------------------------------------- sound and vibration (issue 12)

/** "Töne" (on by default) and "Vibration" (off by default): src/ui/feel.ts reads them from feelPrefs. */
export const FEEL_ENTRY: EntrySpec<FeelPrefs> = { name: 'app/feel', version: 1, schema: v.object({ sound: v.boolean(), vibrate: v.boolean() }) };

Object.assign(feelPrefs, { ...DEFAULT_FEEL_PREFS, ...(store.read(FEEL_ENTRY) ?? {}) });
onFeelPrefChange((prefs) => store.write(FEEL_ENTRY, prefs));

/** Keep <html> attributes in step with the settings and the system preferences. */
export function applySettings(): void {
  const mq = window.matchMedia('(prefers-reduced-motion: reduce)');
  motionPreference.systemReduced = mq.matches;
  mq.addEventListener('change', (e) => (motionPreference.systemReduced = e.matches));
  // Another tab changed the settings: follow it instead of overwriting it later.
  window.addEventListener('storage', (e) => {
    if (e.key === KEY_PREFIX + FEEL_ENTRY.name) {
      const prefs = store.read(FEEL_ENTRY);
      if (prefs) Object.assign(feelPrefs, prefs);
      return;
    }
    if (e.key === KEY_PREFIX + CARD_LOOK_ENTRY.name) {
      const look = store.read(CARD_LOOK_ENTRY);
      if (look) Object.assign(cardLook, look);
      return;
    }
    if (e.key === KEY_PREFIX + TABLE_ENTRY.name) {
      const prefs = store.read(TABLE_ENTRY);
      if (prefs) Object.assign(tablePrefs, prefs);
      return;
    }
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
    // The table colour and the card back as attributes, so any table can follow them in CSS.
    $effect(() => {
      const root = document.documentElement;
      root.dataset['felt'] = cardLook.felt;
      root.dataset['cardBack'] = cardLook.back;
      root.dataset['largeCards'] = cardLook.large ? 'on' : 'off';
      root.dataset['hand'] = tablePrefs.hand;
    });
  });
}
