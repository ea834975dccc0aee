// Where things sit on the board drawing (SVG user units, viewBox 0 0 1000 1000). Pure numbers, no DOM.
//
// Bowl 0 is at the top, bowls run clockwise (ENGINE.md). Inside a bowl, queue places 1–6 sit on
// the rim, clockwise from the top; place 7 sits in the middle (BOW-2). An 8th stone (only seen in
// passing, or on the losing overflow) sits over the middle, a little offset.

export const VIEW = 1000;
export const CENTER = VIEW / 2;
export const BOWLS = 12;
/** Distance of a bowl's centre from the board's centre. */
export const RING_R = 392;
/** Radius of one bowl. */
export const BOWL_R = 99;
/** Radius of the circle on which rim places 1–6 sit. */
export const PLACE_R = 61;
/** Radius of one stone. */
export const STONE_R = 29;

export interface Pt {
  readonly x: number;
  readonly y: number;
}

const TAU = Math.PI * 2;

/** The angle (radians, 0 = up, clockwise) of bowl `i`. */
export const bowlAngle = (i: number): number => (((i % BOWLS) + BOWLS) % BOWLS) * (TAU / BOWLS);

/** A point at radius `r` and clockwise angle `a` from the board's centre. */
export function polar(r: number, a: number): Pt {
  return { x: CENTER + r * Math.sin(a), y: CENTER - r * Math.cos(a) };
}

export const bowlCenter = (i: number): Pt => polar(RING_R, bowlAngle(i));

/** Offset of queue place `p` (0-based) from the bowl centre. */
export function placeOffset(p: number): Pt {
  if (p < 6) {
    const a = (p * TAU) / 6;
    return { x: PLACE_R * Math.sin(a), y: -PLACE_R * Math.cos(a) };
  }
  if (p === 6) return { x: 0, y: 0 };
  // Stones beyond the seventh pile up over the middle, each a little further out.
  const k = p - 6;
  return { x: 9 * k, y: -9 * k };
}

/** Absolute position of queue place `p` in bowl `i`. */
export function placePoint(i: number, p: number): Pt {
  const c = bowlCenter(i);
  const o = placeOffset(p);
  return { x: c.x + o.x, y: c.y + o.y };
}

/**
 * A point on the hop of a stone from `a` to `b` at progress `t` (0…1): a quadratic curve
 * bowed away from the board centre, so the hand visibly travels along the circle.
 */
export function hopPoint(a: Pt, b: Pt, t: number, lift = 70): Pt {
  const mx = (a.x + b.x) / 2;
  const my = (a.y + b.y) / 2;
  const dx = mx - CENTER;
  const dy = my - CENTER;
  const len = Math.hypot(dx, dy) || 1;
  const cx = mx + (dx / len) * lift;
  const cy = my + (dy / len) * lift;
  const u = 1 - t;
  return { x: u * u * a.x + 2 * u * t * cx + t * t * b.x, y: u * u * a.y + 2 * u * t * cy + t * t * b.y };
}

/** A five-pointed star path of outer radius `r` around the origin. */
export function starPath(r: number, inner = 0.45): string {
  const pts: string[] = [];
  for (let k = 0; k < 10; k++) {
    const rad = k % 2 === 0 ? r : r * inner;
    const a = (k * Math.PI) / 5;
    pts.push(`${(rad * Math.sin(a)).toFixed(2)} ${(-rad * Math.cos(a)).toFixed(2)}`);
  }
  return `M${pts.join('L')}Z`;
}
