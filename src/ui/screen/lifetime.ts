// The page's lifetime around the controller's parts: the play clock ticks every second and stands
// while the page is hidden; the game is saved on hiding and leaving; other tabs' writes are followed.

import type { PlayClock } from './clock.svelte.ts';
import type { TracePlayer } from './player.svelte.ts';

export interface Lifetime {
  readonly clock: PlayClock;
  readonly saves: { save(): void; listen(onPageHide: () => void): () => void };
  readonly player: TracePlayer;
  /** Whether the clock runs on when the page is shown again (a game in progress, or one whose clock started early). */
  runs(): boolean;
}

/** Wire the listeners; returns the clean-up, which also saves (the page is left). */
export function liveOn(o: Lifetime): () => void {
  const onVisibility = (): void => {
    const visible = document.visibilityState !== 'hidden';
    o.clock.shown(visible, o.runs());
    if (!visible) o.saves.save();
  };
  const unlisten = o.saves.listen(() => {
    o.clock.pause();
    o.saves.save();
  });
  const ticker = setInterval(() => o.clock.tick(), 1000);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    clearInterval(ticker);
    document.removeEventListener('visibilitychange', onVisibility);
    unlisten();
    o.player.skip();
    o.clock.pause();
    o.saves.save();
  };
}
