// What a game hands the shared page controller (controller.svelte.ts): its rules, and its hooks
// grouped by the controller's part that uses them (rounds, saves, play, screen, hint, menu). Data
// and small pure functions only: the controller does the starting, resuming, saving, counting,
// keys and links for every game.

import type * as v from 'valibot';
import type { Attempt } from '../../core/attempt.ts';
import type { DayKey } from '../../core/dates.ts';
import type { AnswerOf, GameActions, GameDef, Status } from '../../core/game.ts';
import type { Origin } from '../../core/log.ts';
import type { RuleError } from '../../core/result.ts';
import type { LegacySave, SavedGame } from '../../core/saves.ts';
import type { Store } from '../../core/storage.ts';
import type { SeedWords } from '../words.de.ts';

/**
 * What a link asks for: a round; "continue what is saved"; a fresh round like another (a link that
 * names only a size: the saved game when it has that size, else a new one).
 */
export type Target<R> = R | 'resume' | { readonly like: R };

/**
 * A bad link's German sentence: fixed, or made once the round on screen is known (its header label,
 * and whether it is the round that was already there or resumed rather than a fresh one).
 */
export type LinkMessage = string | ((shown: { readonly label: string; readonly stayed: boolean }) => string);

/** A link's query read as a target, or a bad value with a German sentence and what opens instead. */
export type QueryRead<R> =
  { readonly ok: true; readonly round: Target<R> } | { readonly ok: false; readonly message: LinkMessage; readonly fallback: Target<R> };

/** One figure in the header (Punkte, Züge, Zeit, Minen …). */
export interface Counter {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  /** 'warn': the figure asks for attention (a countdown's last seconds, CON-13). */
  readonly tone?: 'warn';
  /** A play clock counting up: the player may hide it (Einstellungen); a countdown is never marked. */
  readonly clock?: true;
}

/** The panel over the board when a round ends. */
export interface EndPanel {
  readonly title: string;
  readonly lines: readonly string[];
  /** Whether Rückgängig is offered on the panel (a loss a player may take back, MIN-5). */
  readonly undo?: boolean;
  /** A next round the game offers first (Number Match's next stage): a link shown as the panel's main button. */
  readonly next?: { readonly label: string; readonly query: Readonly<Record<string, string>> };
  /** Lines that arrive later (a solver's answer after a win): read reactively while the panel shows. */
  readonly more?: () => readonly string[];
  /** Whether the panel can step aside so the final board can be studied (e.g. hidden pieces and the one that decided). */
  readonly peek?: boolean;
  /** Whether the panel offers "Link kopieren" (Paare verbinden's results, CON-21). */
  readonly copy?: boolean;
}

/** What the end hook is told. */
export interface Ending<S, R> {
  readonly round: R;
  readonly state: S;
  readonly status: Status;
  readonly attempt: Attempt;
  readonly elapsedMs: number;
  /** Undos made in this attempt, across reloads (see PageSpec.undosOf). */
  readonly undos: number;
  /** Whether the result counts for statistics for the first time in this attempt. */
  readonly first: boolean;
  readonly store: Store;
}

/** A choice in the menu (size, mode, draw count): changing it starts a new round with that setting. */
export interface MenuChoice<R> {
  readonly id: string;
  readonly legend: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  value(round: R): string;
  /** The round to open when the player picks `value` (a new seed is given). */
  pick(round: R, value: string, seed: number): R;
}

/** A text field in the menu (a deal number, a board code). */
export interface MenuInput<R> {
  readonly id: string;
  readonly label: string;
  readonly placeholder: string;
  /** The on-screen keyboard the field asks for (default numeric; 'text' for a field with separators). */
  readonly inputMode?: 'numeric' | 'text';
  /** The round the text opens (`seed`: a fresh one, for a field that names no number), or a German sentence why it cannot. */
  read(text: string, round: R, seed: number): { readonly ok: true; readonly round: R } | { readonly ok: false; readonly message: string };
}

/** A switch in the menu that changes no round (Paare verbinden's glow assist): the game keeps its value. */
export interface MenuToggle<R> {
  readonly id: string;
  readonly label: string;
  value(round: R): boolean;
  set(round: R, on: boolean): void;
}

/**
 * The round opener's hooks (opener.svelte.ts): how links map to rounds, how a fresh round is drawn,
 * and how a round is told and started. Usually most of them come from roundKit (rounds.ts).
 */
export interface RoundHooks<R> {
  readQuery(query: URLSearchParams, today: DayKey): QueryRead<R>;
  queryOf(round: R, today: DayKey): Record<string, string>;
  /** "Neues Spiel": a round like `like` (its size, mode) with a fresh seed; `like` is null on a first visit. */
  fresh(seed: number, like: R | null): R;
  /** Seeds drawn for a fresh round: [min, max]. */
  readonly seedRange: readonly [number, number];
  /** Today's daily round like `like` (its size), when the game has one. */
  daily?(today: DayKey, like: R | null): R;
  /** Daily rounds follow the local day unless the game's rules say UTC. */
  readonly dayZone?: 'local' | 'utc';
  sameRound(a: R, b: R): boolean;
  /** Whether two rounds have the same variant (size, mode): a link naming only a variant compares with it. */
  sameVariant(a: R, b: R): boolean;
  /** Where the rules start a round (seed or position, raw options). */
  originOf(round: R): Origin;
  /** The header's label of a round ("Blatt Nr. 1.234", "Tagesaufgabe 3.12.2026", "4×4"). */
  label(round: R): string;
  /** The daily day a round belongs to (its attempt keeps it past midnight). */
  dayOf?(round: R): DayKey | undefined;
  /**
   * Work a freshly drawn round needs before it is dealt (Klondike's "Nur lösbare Blätter" proves
   * the deal in a Web Worker): `run` answers the round to deal, or null when the round is ready as
   * it is. Fresh rounds (new game, a menu choice, a first visit) pass through it with `opened`
   * false; a round opened from a link, the daily or a save passes through it with `opened` true
   * before it is resumed or dealt (Klondike proves its daily there), and a spec that prepares only
   * fresh rounds answers null for those. The status line says `text` meanwhile.
   */
  readonly prepare?: { readonly text: string; run(round: R, opened: boolean): Promise<R> | null };
}

/** The save keeper's hooks (keeper.svelte.ts): the slots, what a save carries besides the log, older formats. */
export interface SaveHooks<S, R, X> {
  readonly slots: readonly string[];
  slotOf(round: R): string;
  /** The slot a link without a round continues (usually the free game's). */
  readonly resumeSlot: string;
  readonly meta: v.GenericSchema<unknown, X>;
  /** The save's metadata; `undos` is the attempt's undo count so far (for a game whose score counts undos). */
  metaOf(round: R, state: S, undos: number): X;
  roundOf(meta: X): R | null;
  /** Undos a save's metadata carries (written by metaOf), so an undo cost survives a reload (Spider SPI-6). */
  undosOf?(meta: X): number;
  /** 'position': only the position survives a reload (FreeCell FC-12). */
  readonly history?: 'steps' | 'position';
  /** Older save formats per slot (a migration test per game covers them). */
  readonly legacy?: Partial<Record<string, LegacySave<X>>>;
  readonly check?: (saved: SavedGame<X>) => boolean;
  /** A position-only save (FreeCell) carries what the position text lacks (its move counter). */
  restore?(state: S, meta: X): S;
  /** Another tab's newer save of the same round is followed at once, not offered (FreeCell's two tabs on one deal). */
  readonly followSameRound?: boolean;
  /** Statuses after which the save is cleared (default: won). */
  readonly clearOn?: readonly Status[];
}

/** The game on screen (controller.svelte.ts, ending.ts): its moves, what a refusal says, counting and the end. */
export interface PlayHooks<S, M, E extends object, R> {
  /** false: the game has no undo (every move is final, e.g. a clock that is an input of the rules); the toolbar leaves it out. */
  readonly undo?: false;
  /** The rules take the play time (ms since the round began) with every move and action (the play clock's reading). */
  readonly timed?: true;
  /** An undo makes the attempt practice (games whose results count only without undo). */
  readonly undoIsPractice?: boolean;
  /** The sentence for a refused move, or null to stay silent (FreeCell's FC-4); `move` is the move tried (none for an action). */
  refused(error: RuleError<E>, state: S, move?: M): string | null;
  /** Counts statistics once per attempt ("played" on the first move). */
  played?(round: R, store: Store): void;
  /** The round ended (won, lost, over): record statistics when `first`, and say how it went. */
  ended(ending: Ending<S, R>): EndPanel;
}

/** The names of a def's actions whose answer is a hint of type H (or null: none to give). */
export type HintAction<A, H> = { [K in keyof A & string]: AnswerOf<A[K]> extends H | null ? K : never }[keyof A & string];

/** The hint quota's hooks (hints.svelte.ts): the action asked and its limit; H is the answer the board marks. */
export interface HintHooks<A, X, H> {
  readonly action: HintAction<A, H>;
  /** Hints per attempt (Number Match: 3 per stage); asking again while a hint shows costs nothing. None: unlimited. */
  readonly limit?: number;
  /** The sentence when the limit is used up. */
  readonly spent?: string;
  /** Hints an older save's metadata says were used (before the attempt counted them). */
  usedOf?(meta: X): number;
}

/** The screen's header and words (GameScreen.svelte, the shared buttons). */
export interface ScreenHooks<S, R> {
  /** `undos`: the attempt's undo count so far (kept across reloads when the spec has saves.undosOf). */
  counters(state: S, elapsedMs: number, round: R, undos: number): readonly Counter[];
  /** The status line while nothing else is said. */
  idle(state: S, round: R): string;
  /** The seed's own words for shared buttons (its strings' SEED_WORDS, see ui/words.de.ts). */
  readonly words?: SeedWords;
  /** The same-round button's word when it differs from the shared one and the seed words. */
  readonly sameRoundWord?: string;
}

/** The menu's own entries beside new game, same round and daily (GameMenu.svelte; the round opener opens what they pick). */
export interface MenuHooks<R> {
  readonly choices?: readonly MenuChoice<R>[];
  readonly inputs?: readonly MenuInput<R>[];
  readonly toggles?: readonly MenuToggle<R>[];
  /** More links in the menu (Number Match's level list): each opens the game's route with its query. */
  readonly links?: readonly { readonly id: string; readonly label: string; readonly query: Readonly<Record<string, string>> }[];
}

/**
 * Everything a game hands the shared page controller, grouped by the part that uses it. H is the
 * hint's answer (the move the board marks); a game without a hint leaves it out (null: no answer).
 */
export interface PageSpec<S, M, O, T, E extends object, A extends GameActions<S, O, T, E>, R, X, H = null> {
  /** The game's id: its route (#/<id>) and its save slots (<id>/slot/<slot>). */
  readonly id: string;
  readonly def: GameDef<S, M, O, T, E, A>;
  /** The German name shown in the header. */
  readonly name: string;
  readonly rounds: RoundHooks<R>;
  readonly saves: SaveHooks<S, R, X>;
  readonly play: PlayHooks<S, M, E, R>;
  readonly screen: ScreenHooks<S, R>;
  readonly hint?: HintHooks<A, X, H>;
  readonly menu?: MenuHooks<R>;
}

/** The erased spec type generic code passes around. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a registry of specs of different games; each controller keeps its own types
export type AnySpec = PageSpec<any, any, any, any, any, any, any, any, any>;
