// Everything of issue 11 that the game page loads only when needed, behind ONE dynamic import
// (each dynamic import costs the page a list of preload files): the rewards logic and the three
// screens (puzzle map, themes gallery, achievements).

export { announce, progress } from './rewards.ts';
import PuzzleMap from './PuzzleMap.svelte';
import Gallery from './Gallery.svelte';
import Profile from './Profile.svelte';

export const screens = { map: PuzzleMap, themes: Gallery, profile: Profile };
