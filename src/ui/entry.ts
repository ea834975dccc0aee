// A game's one entry in the registry (src/games/registry.ts): everything the shell needs to list,
// open, explain and count it. It is the only thing about a game outside its folder; what it loads
// lazily keeps the start page small.

import type { Component } from 'svelte';
import type { Store } from '../core/storage.ts';
import type { GameSummary } from './summary.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- pages differ in their props; the shell passes each its own (query) and Svelte checks them in the page
export type LazyComponent = () => Promise<{ default: Component<any> }>;

/** HUB-1's groups on the start page. */
export type GameGroup = 'cards' | 'pairs' | 'logic';

export interface GameEntry {
  /** The game's id: its folder under src/games, its route (#/<id>), its engine name and the prefix of its saves. */
  readonly id: string;
  /** The German name and a one-line description for the start page. */
  readonly name: string;
  readonly blurb: string;
  readonly group: GameGroup;
  /** The app's own icon: SVG markup in a 64×64 view box (decorative: the name stands beside it). */
  readonly icon: string;
  /**
   * The query parameters whose values the game's links read to pick a round (`deal`, `daily`,
   * `day`, `draw`, `size` …), for the e2e suite's bad-link checks (issue 26). `day` is read
   * together with `daily=1`. Flags whose presence alone switches the view (Number Match's
   * `levels`) are not listed. A game without the list is marked as not checked yet.
   */
  readonly params?: readonly string[];
  /** Route query that opens today's daily, when the game has one. */
  readonly daily?: string;
  /** The playable page; receives `{ query: URLSearchParams }`. */
  readonly page: LazyComponent;
  /** The help page body (how to play, rules, FAQ). */
  readonly help: LazyComponent;
  /** The game's section of the statistics page. */
  readonly stats: LazyComponent;
  /** The game's own section of the settings page (its preferences), when it has any. */
  readonly settings?: LazyComponent;
  /** What the start page says about the game (reads saves only, never the rules). */
  readonly summary: (store: Store, now: Date) => GameSummary;
  /** Save entries the statistics reset removes ("<id>/stats", …), besides the game's slots. */
  readonly statsEntries?: readonly string[];
  /** Gzip budget in KB of the route's JavaScript beyond the start page (scripts/size.ts). */
  readonly budgetKb: number;
  /** The page's source file, for the size script (relative to the repository). */
  readonly pageFile: string;
  /** Files the route always loads on opening besides the page (a folder ending in '/' means its largest chunk). */
  readonly alsoLoads?: readonly string[];
}
