import { defineConfig } from "vitest/config";

// The smoke journeys in Firefox and WebKit (e2e/other-browsers.test.ts), after the build.
export default defineConfig({
  test: { include: ["e2e/other-browsers.test.ts"], environment: "node", testTimeout: 120_000, hookTimeout: 60_000, fileParallelism: false },
});
