import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import checkFile from "eslint-plugin-check-file";
import reactHooks from "eslint-plugin-react-hooks";
import testingLibrary from "eslint-plugin-testing-library";
import globals from "globals";
import tseslint from "typescript-eslint";

const FEATURES = ["question", "practice", "case-study", "exam", "answer-key", "home", "progress"];
const DOMAINS = ["./src/questions", "./src/answering", "./src/exam", "./src/progress", "./src/search", "./src/offline", "./src/content"];

/**
 * The architecture, checked on resolved paths: the domains and the content are plain TypeScript
 * (no React, no UI); shared code (ui, site, the domains) never imports a feature; a feature meets
 * another only through its public entry (index.ts); components get content as props, never from
 * src/content; no import cycles.
 */
const boundaries = [
  {
    target: DOMAINS,
    from: ["./src/features", "./src/ui", "./src/site", "./src/layouts", "./src/pages"],
    message: "The domains and the content are plain data and logic: no UI.",
  },
  { target: ["./src/ui", "./src/site"], from: "./src/features", message: "Shared code never imports a feature." },
  { target: "./src/ui", from: "./src/site", message: "The primitives know nothing of the site." },
  { target: ["./src/features", "./src/ui", "./src/site"], from: "./src/content", message: "Components get content as props from their page." },
  ...FEATURES.map((name) => ({
    target: `./src/features/!(${name})/**/*`,
    from: `./src/features/${name}`,
    except: ["./index.ts"],
    message: `Another feature reaches ${name} only through its public entry, ~/features/${name}.`,
  })),
];

export default tseslint.config(
  {
    ignores: [
      ".builds/",
      "dist/",
      ".astro/",
      "node_modules/",
      "coverage/",
      "bench-results/",
      ".scale/",
      ".scratch/",
      "test-results/",
      "playwright-report/",
      ".lighthouseci/",
    ],
  },
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
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })] },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: boundaries }],
      "import-x/no-cycle": "error",
    },
  },
  {
    files: [
      "src/questions/**/*.ts",
      "src/answering/**/*.ts",
      "src/search/**/*.ts",
      "src/offline/**/*.ts",
      "src/exam/**/*.ts",
      "src/progress/**/*.ts",
      "src/content/**/*.ts",
    ],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["react", "react-*", "sonner", "lucide-react"], message: "The domain and content are plain data and logic: no React or UI." }] },
      ],
    },
  },
  {
    // One naming convention: files are kebab-case, except a feature's or the site's React
    // component, named as the component it exports (PascalCase); a test is named after what it tests.
    files: ["src/**/*.{ts,tsx}", "e2e/**/*.ts", "scripts/**/*.{ts,mjs}", "server/**/*.mjs", "integrations/**/*.mjs"],
    plugins: { "check-file": checkFile },
    rules: {
      "check-file/filename-naming-convention": [
        "error",
        {
          "src/{features,site}/**/*.tsx": "PASCAL_CASE",
          "src/{answering,content,exam,offline,progress,questions,search,scripts,site,ui,test,features}/**/*.ts": "KEBAB_CASE",
          "src/ui/**/*.tsx": "KEBAB_CASE",
          "{e2e,scripts,server,integrations}/**/*.{ts,mjs}": "KEBAB_CASE",
        },
        { ignoreMiddleExtensions: true },
      ],
      "check-file/folder-naming-convention": ["error", { "src/**/": "KEBAB_CASE", "e2e/**/": "KEBAB_CASE", "scripts/**/": "KEBAB_CASE" }],
    },
  },
  {
    // Component tests read like a learner: Testing Library's own rules.
    files: ["src/**/*.test.tsx"],
    ...testingLibrary.configs["flat/react"],
  },
  {
    files: ["**/*.{js,mjs,cjs}", "scripts/**", "server/**", "e2e/**", "integrations/**", "*.config.ts"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The service worker's own part (sw.js imports it).
    files: ["integrations/offline-worker.js"],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // Playwright's fixtures take a `use` callback, which is not React's use().
    files: ["e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
);
