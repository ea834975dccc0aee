// Svelte compiler options (TypeScript in components needs no preprocessor in Svelte 5).
export default {
  compilerOptions: { runes: true },
};
