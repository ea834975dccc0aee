// The motion preference every page reads: the player's setting (fed by the shell) and the system's.
//
// The shell (src/app/settings.svelte.ts) owns the stored setting and writes it here; pages only
// read `reducedMotion()` / `motionMs(ms)`. CSS animations are cut globally by html[data-motion=reduce].

export type MotionSetting = 'system' | 'reduce' | 'full';

export const motionPreference = $state<{ setting: MotionSetting; systemReduced: boolean }>({ setting: 'system', systemReduced: false });

/** True when animations should be reduced (the setting, or the system's preference). */
export function reducedMotion(): boolean {
  return motionPreference.setting === 'reduce' || (motionPreference.setting === 'system' && motionPreference.systemReduced);
}

/** Milliseconds for an animation: 0 when motion is reduced. */
export function motionMs(ms: number): number {
  return reducedMotion() ? 0 : ms;
}
