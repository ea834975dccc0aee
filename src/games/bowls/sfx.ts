// Sounds and vibration of Farbschalen (issue 12's feel API, src/ui/feel.ts), as data: which beat of
// a move's animation sounds how. Pure (cueOf, cuesOfMove) plus a lazy bridge: the feel module is
// loaded on the first sound, celebration or question, so the route's first load stays small.

import type * as FeelModule from '../../ui/feel.ts';
import type { Sound } from '../../ui/feel.ts';
import type { Beat } from './motion.ts';
import type { BowlsTrace } from './rules/types.ts';

export interface Cue {
  readonly sound: Sound;
  /** The step of a combo (pitch rises). */
  readonly step?: number;
  readonly buzz?: 'match' | 'win';
}

/** The cue of one animation beat; `bursts` = group bursts already heard in this move. */
export function cueOf(beat: Beat, bursts: number): Cue | null {
  switch (beat.kind) {
    case 'take':
      return beat.cause === 'move' ? { sound: 'pick' } : null;
    case 'drop':
    case 'place':
      return { sound: 'place' };
    case 'burst':
      return bursts === 0 ? { sound: 'match', buzz: 'match' } : { sound: 'combo', step: bursts };
    case 'erupt':
      return { sound: 'collapse' };
    default:
      return null;
  }
}

/** Without animation (reduced motion): one short summary of the move. */
export function cuesOfMove(trace: BowlsTrace): Cue[] {
  const out: Cue[] = [{ sound: 'place' }];
  if (trace.steps.some((s) => s.kind === 'erupt')) out.push({ sound: 'collapse' });
  if (trace.combo > 1) out.push({ sound: 'combo', step: trace.combo - 1, buzz: 'match' });
  else if (trace.gained > 0) out.push({ sound: 'match', buzz: 'match' });
  return out;
}

type Feel = typeof FeelModule;
let feel: Feel | null = null;
let loading: Promise<Feel | null> | null = null;

/** The feel module (loaded once); null when it cannot be loaded (the game plays on, quietly). */
export function loadFeel(): Promise<Feel | null> {
  loading ??= import('../../ui/feel.ts').then(
    (m) => (feel = m),
    () => null,
  );
  return loading;
}

/** Play a cue now (or as soon as the feel module is there). */
export function cue(c: Cue | null): void {
  if (!c) return;
  const run = (f: Feel): void => {
    f.play(c.sound, c.step);
    if (c.buzz) f.buzz(c.buzz);
  };
  if (feel) run(feel);
  else void loadFeel().then((f) => f && run(f));
}
