import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit and component tests. The React Router Vite plugin is left out: tests render
// components and route modules directly. End-to-end tests live in e2e/ (own config).
export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  esbuild: { jsx: "automatic" },
  define: { __BROWSER_BUILD__: "false", __FAVICON_PNG__: JSON.stringify("") },
  test: {
    environment: "jsdom",
    globals: true,
    include: ["src/**/*.test.{ts,tsx}", "app/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test/setup.ts"],
    css: false,
  },
});
