// The conformance kit over 2048 (issue 20 point 6): legal moves, round trips, replays, undo/redo
// and the engine's answers over seeded random playouts.
import { conformance } from '../../testing/conformance.ts';
import { def2048 } from './def.ts';

conformance(def2048, { seeds: [1, 2, 2048, 999_999_999], maxSteps: 80 });
