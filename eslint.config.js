import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: [".builds/", "build/", ".react-router/", "node_modules/", "coverage/", "bench-results/", ".scale/", ".scratch/"] },
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
        {
          selector: "ImportSpecifier[imported.name='useId']",
          message: "No useId: pages are rendered by React and hydrated by Preact, whose generated ids differ. Use a fixed id.",
        },
      ],
      "no-eval": "error",
      "no-implied-eval": "error",
    },
  },
  {
    // Architecture: shared code never imports from a route (app/), the domain never imports React or UI.
    files: ["src/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["../app/*", "../../app/*", "~/../app/*"], message: "src/ must not import from app/ routes." }] }],
    },
  },
  {
    files: ["src/quiz/**/*.ts", "src/content/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["react", "react-*", "~/components/*", "~/hooks/*", "sonner", "lucide-react"], message: "The domain and content are plain data and logic: no React or UI." }] },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs}", "scripts/**", "server/**", "e2e/**"],
    languageOptions: { globals: { ...globals.node } },
  },
);
