import type { Config } from "@react-router/dev/config";
import { answerKeyPagePath } from "./src/quiz/answer-key";

/**
 * The bank the answer key is built from: src/content, or for `npm run bench:scale` the generated
 * bank in CONTENT_DIR (scripts/bench/vite.scale.config.mjs swaps the same module inside the build).
 */
const bank: { sections: readonly { title: string }[] } = process.env.CONTENT_DIR
  ? await import(/* @vite-ignore */ `${process.env.CONTENT_DIR}/index.ts`)
  : await import("./src/content/index");

/**
 * Static site: no runtime server rendering. Every route is prerendered to its own HTML file
 * at build time and then hydrates. "/404" renders the not-found route; the post-build step
 * turns it into 404.html for static hosts and `npm start`. Each answer-key section has a page
 * of its own (/answers/margaret, ...), which /answers loads when the section is opened.
 */
export default {
  ssr: false,
  // BUILD_DIR lets parallel builds (e.g. the scale bench) use their own folder.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: [
    "/",
    "/margaret",
    "/julie-scott",
    "/standalone",
    "/general",
    "/answers",
    ...bank.sections.map(answerKeyPagePath),
    "/exam",
    "/julie-and-scott",
    "/404",
  ],
} satisfies Config;
