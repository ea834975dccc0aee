// The feel of play (issue 12): quiet synthesised sounds, an optional vibration, a short win
// celebration and the "replace the game in progress?" question. Every game page uses these; none of
// it touches the rules. Sounds are made with the Web Audio API (no audio files); the celebration uses
// the Web Animations API, is skippable by a tap or a key, and under reduced motion is a calm static
// "Geschafft!". The preferences live in feel-prefs.svelte.ts (the shell stores them).

import './feel.css';
import { trapTab } from './dialog.ts';
import { feelPrefs } from './feel-prefs.svelte.ts';
import { reducedMotion } from './motion.svelte.ts';
import { word } from './words.de.ts';

export { feelPrefs, setFeelPref, onFeelPrefChange, canVibrate, DEFAULT_FEEL_PREFS, type FeelPrefs } from './feel-prefs.svelte.ts';

export type Sound = 'pick' | 'place' | 'match' | 'combo' | 'collapse' | 'win' | 'deal';

/** One tone: frequency (gliding to f2), start and length in seconds, waveform, relative loudness. */
interface Tone {
  f: number;
  f2?: number;
  at: number;
  len: number;
  wave: OscillatorType;
  gain: number;
}

const tone = (f: number, at: number, len: number, wave: OscillatorType = 'sine', gain = 1, f2?: number): Tone => ({ f, at, len, wave, gain, f2 });

/** The sounds as a few tones each: short, soft, pitched like wood and glass rather than beeps. */
export function tonesOf(sound: Sound, step = 1): Tone[] {
  switch (sound) {
    case 'pick':
      return [tone(880, 0, 0.045, 'triangle', 0.45, 660)];
    case 'place':
      return [tone(240, 0, 0.08, 'sine', 0.9, 140), tone(1300, 0, 0.02, 'triangle', 0.12, 900)];
    case 'deal':
      return [tone(1500, 0, 0.022, 'triangle', 0.18, 1000)];
    case 'match':
      return [tone(660, 0, 0.12), tone(990, 0.06, 0.16, 'sine', 0.8)];
    case 'combo': {
      // Each step of a streak one whole tone higher (capped), so a long chain climbs audibly.
      const base = 523.25 * Math.pow(2, (2 * Math.min(Math.max(step, 1), 12)) / 12);
      return [tone(base, 0, 0.1, 'triangle', 0.7), tone(base * 1.5, 0.05, 0.14, 'sine', 0.6)];
    }
    case 'collapse':
      return [tone(520, 0, 0.22, 'triangle', 0.6, 170), tone(260, 0.05, 0.2, 'sine', 0.5, 110)];
    case 'win':
      return [523.25, 659.25, 783.99, 1046.5].map((f, i) => tone(f, i * 0.09, i === 3 ? 0.45 : 0.22, 'sine', 0.8));
  }
}

const MASTER = 0.07;
let audio: AudioContext | null = null;
let lastAt: Partial<Record<Sound, number>> = {};

declare global {
  interface Window {
    /** Test hook: the names of the sounds played, in order (e2e asserts the "Töne" setting through it). */
    __kkSound?: Sound[];
    /** Test hook: the vibrations asked for. */
    __kkBuzz?: string[];
  }
}

function context(): AudioContext | null {
  if (audio) return audio;
  const Ctor =
    typeof window !== 'undefined' ? (window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext) : undefined;
  if (!Ctor) return null;
  try {
    audio = new Ctor();
  } catch {
    audio = null;
  }
  return audio;
}

/** Play a sound (when "Töne" is on). `step` is the step of a combo or streak. Never throws. */
export function play(sound: Sound, step?: number): void {
  if (!feelPrefs.sound || typeof window === 'undefined') return;
  const now = performance.now();
  // A burst of identical sounds (a fast deal) is thinned out so it stays a patter, not a buzz.
  if ((lastAt[sound] ?? -Infinity) > now - 28) return;
  lastAt[sound] = now;
  (window.__kkSound ??= []).push(sound);
  // Audio starts only after the player's first tap or key (a deal on opening stays silent): a
  // context made before that is refused by the browser with a console warning (issue 21).
  if (!audio && typeof navigator !== 'undefined' && navigator.userActivation && !navigator.userActivation.hasBeenActive) return;
  // The tones are made in a task of their own, after the tap's handler: creating the AudioContext
  // (the first sound: 100–600 ms in Chromium) and its oscillators would otherwise delay the tap's
  // frame (issue 21). The player hears them a few milliseconds later. The first sound, which makes
  // the context, waits until the tap's frame is drawn, so the tap's answer shows before it.
  if (typeof setTimeout !== 'function') return synth(sound, step);
  const later = (): void => void setTimeout(() => synth(sound, step), 0);
  if (!audio && typeof requestAnimationFrame === 'function') requestAnimationFrame(later);
  else later();
}

function synth(sound: Sound, step: number | undefined): void {
  const ctx = context();
  if (!ctx) return;
  try {
    if (ctx.state === 'suspended') void ctx.resume().catch(() => {});
    const t0 = ctx.currentTime + 0.005;
    for (const t of tonesOf(sound, step)) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = t.wave;
      osc.frequency.setValueAtTime(t.f, t0 + t.at);
      if (t.f2 !== undefined) osc.frequency.exponentialRampToValueAtTime(t.f2, t0 + t.at + t.len);
      gain.gain.setValueAtTime(0.0001, t0 + t.at);
      gain.gain.exponentialRampToValueAtTime(MASTER * t.gain, t0 + t.at + 0.006);
      gain.gain.exponentialRampToValueAtTime(0.0001, t0 + t.at + t.len);
      osc.connect(gain).connect(ctx.destination);
      osc.start(t0 + t.at);
      osc.stop(t0 + t.at + t.len + 0.02);
    }
  } catch {
    // A browser that refuses audio just stays quiet.
  }
}

/** A short pulse on a match or a win (when "Vibration" is on and the device can). Never throws. */
export function buzz(kind: 'match' | 'win'): void {
  if (!feelPrefs.vibrate || typeof navigator === 'undefined' || typeof navigator.vibrate !== 'function') return;
  (window.__kkBuzz ??= []).push(kind);
  try {
    navigator.vibrate(kind === 'win' ? [40, 60, 40, 60, 80] : 18);
  } catch {
    // Vibration is a nicety.
  }
}

/** Reset between tests. */
export function resetFeelForTests(): void {
  lastAt = {};
}

/** A small deterministic jitter (no Math.random: the same win looks the same twice). */
const jitter = (i: number): number => {
  const x = Math.sin(i * 12.9898 + 78.233) * 43758.5453;
  return x - Math.floor(x);
};

const COLOURS = ['#f2b134', '#e0524d', '#4caf7d', '#3d8bd9', '#a66bd6', '#ffffff'];

export interface CelebrateOptions {
  kind: 'cards' | 'burst';
  /** For 'cards': the elements (e.g. the foundations' top cards) whose copies cascade. */
  pieces?: HTMLElement[];
  /** Shown in the middle; read out by screen readers. Default "Geschafft!". */
  message?: string;
}

let active: (() => void) | null = null;

/**
 * The win celebration over `host`: at most ~3 s, a tap or key skips it, and under reduced motion a
 * calm static "Geschafft!" for a moment instead. Resolves when it is over; show the win panel then.
 */
export function celebrate(host: HTMLElement, opts: CelebrateOptions): Promise<void> {
  active?.();
  return new Promise<void>((resolve) => {
    if (typeof document === 'undefined') return resolve();
    const rect = host.getBoundingClientRect();
    const layer = document.createElement('div');
    layer.className = 'kk-celebrate';
    layer.dataset['testid'] = 'celebration';
    const msg = document.createElement('div');
    msg.className = 'kk-celebrate-msg';
    msg.setAttribute('role', 'status');
    msg.textContent = opts.message ?? 'Geschafft!';
    msg.style.left = `${rect.left + rect.width / 2}px`;
    msg.style.top = `${rect.top + Math.min(rect.height / 2, window.innerHeight / 2)}px`;
    layer.append(msg);
    document.body.append(layer);

    const anims: Animation[] = [];
    let timer = 0;
    const finish = (): void => {
      if (active !== finish) return;
      active = null;
      window.clearTimeout(timer);
      document.removeEventListener('keydown', onKey, true);
      for (const a of anims) a.cancel();
      layer.remove();
      resolve();
    };
    const onKey = (e: KeyboardEvent): void => {
      if (e.key === 'Enter' || e.key === ' ' || e.key === 'Escape') {
        e.preventDefault();
        e.stopPropagation();
      }
      finish();
    };
    active = finish;
    layer.addEventListener('pointerdown', finish);
    document.addEventListener('keydown', onKey, true);

    const canAnimate = typeof msg.animate === 'function';
    if (reducedMotion() || !canAnimate) {
      layer.classList.add('kk-calm');
      timer = window.setTimeout(finish, 1100);
      return;
    }
    anims.push(
      msg.animate(
        [
          { transform: 'translate(-50%,-50%) scale(0.6)', opacity: 0 },
          { transform: 'translate(-50%,-50%) scale(1.08)', opacity: 1, offset: 0.6 },
          { transform: 'translate(-50%,-50%) scale(1)', opacity: 1 },
        ],
        { duration: 420, easing: 'ease-out', fill: 'both' },
      ),
    );

    let total = 1600;
    if (opts.kind === 'cards' && opts.pieces?.length) total = cascade(layer, opts.pieces, anims);
    else burst(layer, rect, anims);
    timer = window.setTimeout(finish, Math.min(total, 3000));
  });
}

/** Classic cascade: copies of the pieces leap out one after another and bounce along the floor. */
function cascade(layer: HTMLElement, pieces: HTMLElement[], anims: Animation[]): number {
  const floor = window.innerHeight;
  const count = Math.min(20, Math.max(pieces.length * 3, 8));
  const stagger = 75;
  const life = 1450;
  for (let i = 0; i < count; i++) {
    const src = pieces[i % pieces.length]!;
    const r = src.getBoundingClientRect();
    if (r.width === 0) continue;
    const clone = src.cloneNode(true) as HTMLElement;
    clone.removeAttribute('id');
    clone.setAttribute('aria-hidden', 'true');
    clone.classList.add('kk-flyer');
    clone.style.position = 'absolute';
    clone.style.margin = '0';
    clone.style.transform = 'none';
    clone.style.left = `${r.left}px`;
    clone.style.top = `${r.top}px`;
    clone.style.width = `${r.width}px`;
    clone.style.height = `${r.height}px`;
    layer.append(clone);
    const dir = jitter(i) < 0.5 ? -1 : 1;
    let vx = dir * (0.18 + 0.3 * jitter(i + 31)) * Math.max(window.innerWidth / 900, 0.6);
    let vy = -0.25 - 0.45 * jitter(i + 7);
    let x = 0;
    let y = 0;
    const frames: Keyframe[] = [];
    const dt = life / 36;
    for (let k = 0; k <= 36; k++) {
      frames.push({ transform: `translate(${x.toFixed(1)}px, ${y.toFixed(1)}px) rotate(${(x / 12).toFixed(1)}deg)`, opacity: k > 30 ? (36 - k) / 6 : 1 });
      vy += 0.0024 * dt;
      x += vx * dt;
      y += vy * dt;
      if (r.top + y + r.height > floor) {
        y = floor - r.height - r.top;
        vy = -vy * 0.62;
        vx *= 0.92;
      }
    }
    anims.push(clone.animate(frames, { duration: life, delay: i * stagger, fill: 'both', easing: 'linear' }));
  }
  return count * stagger + life;
}

/** A burst of coloured sparks over the cleared board, in two waves. */
function burst(layer: HTMLElement, rect: DOMRect, anims: Animation[]): number {
  const cx = rect.left + rect.width / 2;
  const cy = rect.top + Math.min(rect.height / 2, window.innerHeight / 2);
  const reach = Math.max(140, Math.min(rect.width, rect.height, 520) * 0.55);
  for (let i = 0; i < 48; i++) {
    const p = document.createElement('span');
    p.className = 'kk-spark';
    p.style.left = `${cx}px`;
    p.style.top = `${cy}px`;
    p.style.background = COLOURS[i % COLOURS.length]!;
    layer.append(p);
    const angle = (i / 48) * Math.PI * 2 + jitter(i) * 0.5;
    const dist = reach * (0.55 + 0.45 * jitter(i + 99));
    const dx = Math.cos(angle) * dist;
    const dy = Math.sin(angle) * dist;
    const wave = i % 2;
    anims.push(
      p.animate(
        [
          { transform: 'translate(-50%,-50%) scale(0.4)', opacity: 1 },
          { transform: `translate(calc(-50% + ${dx * 0.8}px), calc(-50% + ${dy * 0.8}px)) scale(1)`, opacity: 1, offset: 0.55 },
          { transform: `translate(calc(-50% + ${dx}px), calc(-50% + ${dy + 60}px)) scale(0.6)`, opacity: 0 },
        ],
        { duration: 1100, delay: wave * 380, easing: 'cubic-bezier(.2,.7,.3,1)', fill: 'both' },
      ),
    );
  }
  return 1900;
}

export interface ConfirmOptions {
  title: string;
  body?: string;
  /** The confirming action, e.g. "Neues Blatt". */
  yes: string;
  /** Default "Abbrechen". */
  no?: string;
}

/**
 * Ask before a game in progress is replaced: one tap confirms, Esc or Abbrechen keeps playing.
 * Ask only when a game is in progress (moves made, not finished). Resolves true to replace.
 */
export function confirmReplace(opts: ConfirmOptions): Promise<boolean> {
  active?.(); // a celebration still running would swallow the keys the question needs
  return new Promise<boolean>((resolve) => {
    if (typeof document === 'undefined') return resolve(true);
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const d = document.createElement('dialog');
    d.className = 'kk-confirm';
    d.setAttribute('aria-labelledby', 'kk-confirm-title');
    const h = document.createElement('h2');
    h.id = 'kk-confirm-title';
    h.textContent = opts.title;
    d.append(h);
    if (opts.body) {
      const p = document.createElement('p');
      p.textContent = opts.body;
      d.append(p);
    }
    const row = document.createElement('div');
    row.className = 'kk-confirm-actions';
    const no = document.createElement('button');
    no.type = 'button';
    no.textContent = opts.no ?? word('cancel');
    no.dataset['testid'] = 'confirm-replace-no';
    const yes = document.createElement('button');
    yes.type = 'button';
    yes.className = 'kk-confirm-yes';
    yes.textContent = opts.yes;
    yes.dataset['testid'] = 'confirm-replace-yes';
    row.append(no, yes);
    d.append(row);
    let answer = false;
    yes.addEventListener('click', () => {
      answer = true;
      d.close();
    });
    no.addEventListener('click', () => d.close());
    d.addEventListener('click', (e) => {
      if (e.target === d) d.close(); // a tap on the dimmed backdrop keeps playing
    });
    d.addEventListener('keydown', trapTab);
    d.addEventListener('close', () => {
      d.remove();
      if (before?.isConnected) before.focus();
      resolve(answer);
    });
    document.body.append(d);
    if (typeof d.showModal === 'function') d.showModal();
    else d.setAttribute('open', '');
    yes.focus();
  });
}
