import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit and component tests, on the React that ships (react and react-dom 19, no alias).
// End-to-end tests are Playwright Test's (playwright.config.ts, e2e/).
export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  test: {
    environment: "jsdom",
    globals: true,
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}", "server/**/*.test.{ts,mjs}"],
    setupFiles: ["./src/test/setup.ts"],
    css: false,
  },
});
