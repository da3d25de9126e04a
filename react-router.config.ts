import type { Config } from "@react-router/dev/config";

/**
 * Static site: no runtime server rendering. Every route is prerendered to its own HTML file
 * at build time and then hydrates. "/404" renders the not-found route; the post-build step
 * turns it into 404.html for static hosts and `npm start`.
 */
export default {
  ssr: false,
  // BUILD_DIR lets parallel builds (e.g. the scale bench) use their own folder.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: ["/", "/margaret", "/julie-scott", "/standalone", "/general", "/answers", "/exam", "/julie-and-scott", "/404"],
} satisfies Config;
