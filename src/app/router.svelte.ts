// TEMPORARY re-export: the router moved to src/ui/router.svelte.ts (games import it from there).
export * from '../ui/router.svelte.ts';
