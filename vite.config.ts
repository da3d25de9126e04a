import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { sonnerStylesheet } from "./scripts/vite-sonner-css.mjs";

export default defineConfig({
  // sonnerStylesheet: ship sonner's CSS as a file instead of a runtime <style> (strict CSP).
  plugins: [tailwindcss(), reactRouter(), sonnerStylesheet()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) },
  },
});
