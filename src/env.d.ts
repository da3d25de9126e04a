/** The build's version (astro.config.mjs): BUILD_VERSION, else the commit. */
declare const __BUILD_VERSION__: string;
