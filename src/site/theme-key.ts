/** Where the colour theme choice is stored (a preference, not an answer). */
export const THEME_STORAGE_KEY = "adviserready-theme";
