/** Which build this page belongs to (astro.config.mjs defines it). */
export const BUILD_VERSION: string = typeof __BUILD_VERSION__ === "string" ? __BUILD_VERSION__ : "test";
