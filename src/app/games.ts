// The five games as the app shows them: order, daily entry and lazily loaded pages.
// A game whose `page` is null is not built yet; the shell says so plainly.
import type { Component } from 'svelte';
import type { GameId } from '../core/game.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- pages differ in their props; the shell passes each its own (query) and Svelte checks them in the page
export type LazyComponent = () => Promise<{ default: Component<any> }>;

export interface GameEntry {
  readonly id: GameId;
  /** Route query that opens the daily deal, when the game has one. */
  readonly daily?: string;
  /** The playable page; receives `{ query: URLSearchParams }`. */
  readonly page: LazyComponent | null;
  /** The help page body (how to play, rules, FAQ). */
  readonly help: LazyComponent | null;
  /** A statistics section for the statistics page. */
  readonly stats: LazyComponent | null;
}

export const GAMES: readonly GameEntry[] = [
  {
    id: 'connect',
    daily: 'daily=1',
    page: () => import('../games/connect/ConnectPage.svelte'),
    help: () => import('../games/connect/Help.svelte'),
    stats: () => import('../games/connect/Stats.svelte'),
  },
  {
    id: 'bowls',
    daily: 'daily=1',
    page: () => import('../games/bowls/BowlsPage.svelte'),
    help: () => import('../games/bowls/Help.svelte'),
    stats: () => import('../games/bowls/Stats.svelte'),
  },
  {
    id: 'numbermatch',
    page: () => import('../games/numbermatch/NumberMatchPage.svelte'),
    help: () => import('../games/numbermatch/Help.svelte'),
    stats: () => import('../games/numbermatch/Stats.svelte'),
  },
  {
    id: 'freecell',
    daily: 'daily=1',
    page: () => import('../games/freecell/FreecellPage.svelte'),
    help: () => import('../games/freecell/Help.svelte'),
    stats: () => import('../games/freecell/Stats.svelte'),
  },
  // pyramid (issue 13): statistics section and the daily deal.
  {
    id: 'pyramid',
    daily: 'daily=1',
    page: () => import('../games/pyramid/PyramidPage.svelte'),
    help: () => import('../games/pyramid/Help.svelte'),
    stats: () => import('../games/pyramid/Stats.svelte'),
  },
];

export const gameById = (id: string): GameEntry | undefined => GAMES.find((g) => g.id === id);
