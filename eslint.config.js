// Lint: TypeScript, React hooks, JSX accessibility, and no literal user-facing strings in JSX.
import js from "@eslint/js";
import i18next from "eslint-plugin-i18next";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "dist/",
      ".wrangler/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "bench-results/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.worker } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/ban-ts-comment": ["error", { "ts-ignore": "allow-with-description" }],
    },
  },
  {
    // docs/house-rules.md#shape rule 2: the local API stands for the real one, so from app/ it may import only the contract
    // and app/shared/ (modules both sides use: the clock, the .xlsx and CSV writers).
    files: ["local-api/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(?:~/|(?:\\.\\.?/)+app/)(?!api/contract/|shared/)",
              message:
                "local-api may import only app/api/contract/** and app/shared/** from app (docs/house-rules.md#shape rule 2).",
            },
          ],
        },
      ],
    },
  },
  {
    // Issue 32: a feature is self-contained. It imports the layers below it (app/lib, app/ui, app/api,
    // app/shared, app/styles) and the paths module, never another feature; what two features share moves down.
    files: ["app/features/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^~/(?!(?:lib|ui|api|shared|styles)(?:/|$)|paths$)",
              message:
                "A feature imports only app/lib, app/ui, app/api, app/shared, app/styles and ~/paths (docs/architecture.md).",
            },
            {
              regex: "^\\.\\./",
              message:
                "A feature imports only its own files by a relative path; other layers by ~/ (docs/architecture.md).",
            },
          ],
        },
      ],
    },
  },
  {
    // The layers below the features never reach up into one.
    files: ["app/{lib,ui,api,shared,styles}/**/*.{ts,tsx}", "app/paths.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(?:~/|(?:\\.\\./)+)features/",
              message:
                "app/lib, app/ui, app/api, app/shared and app/styles never import a feature (docs/architecture.md).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/**/*.tsx"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y, i18next },
    settings: { react: { version: "18.3" } },
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      "react/prop-types": "off",
      // Every user-facing word lives in locales/ (docs/house-rules.md#i18n).
      "i18next/no-literal-string": [
        "error",
        {
          mode: "jsx-only",
          "jsx-attributes": { include: ["alt", "aria-label", "title", "placeholder", "label", "legend"] },
          // Option values such as `{ type: "email" }` are code, not words.
          "object-properties": { exclude: [".*"] },
          words: { exclude: ["[0-9!-/:-@[-`{-~]+", "[A-Z_-]+", "·"] },
        },
      ],
    },
  },
);
