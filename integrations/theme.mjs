// The colour theme before the first paint: where the choice is kept, and the one inline script that
// applies it, so a dark choice never flashes light. The layout writes THEME_INIT; csp.mjs hashes it
// into script-src; the theme store (src/site/stores.ts) keeps the choice under the same key.

/** Where the colour theme choice is stored (a preference, not an answer). */
export const THEME_STORAGE_KEY = "adviserready-theme";

export const THEME_INIT = `try{var t=localStorage.getItem("${THEME_STORAGE_KEY}");if(t==="light"||t==="dark")document.documentElement.dataset.theme=t}catch(e){}`;
