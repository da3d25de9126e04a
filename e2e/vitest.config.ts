import { defineConfig } from "vitest/config";

// End-to-end tests: Node environment, one Chromium per file, against the production build
// served by the same server as `npm start` (started once in global-setup.ts).
export default defineConfig({
  test: {
    include: ["e2e/**/*.e2e.ts"],
    environment: "node",
    globalSetup: ["e2e/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
