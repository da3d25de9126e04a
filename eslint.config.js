import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: [".builds/", "dist/", ".astro/", "node_modules/", "coverage/", "bench-results/", ".scale/", ".scratch/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "no-restricted-syntax": [
        "error",
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: "No raw HTML: content is data rendered by React." },
      ],
      "no-eval": "error",
      "no-implied-eval": "error",
    },
  },
  {
    // Architecture: the domains and the content are plain TypeScript: no React, no UI.
    files: ["src/quiz/**/*.ts", "src/exam/**/*.ts", "src/content/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["react", "react-*", "~/components/*", "~/hooks/*", "~/pages/*", "~/layouts/*", "sonner", "lucide-react"], message: "The domain and content are plain data and logic: no React or UI." }] },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs}", "scripts/**", "server/**", "e2e/**", "*.config.ts"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Playwright's fixtures take a `use` callback, which is not React's use().
    files: ["e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
);
