import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "playwright-report/", "test-results/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Import direction: shared code never reaches into route modules, and only models and db touch the database.
    files: ["app/components/**", "app/utils/**", "app/validation/**", "app/models/**", "app/db/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "zod", message: "Import z from ~/utils/zod, which configures it for our CSP." }],
          patterns: [
            { group: ["~/routes/*", "../routes/*"], message: "Shared code must not import route modules.", allowTypeImports: true },
          ],
        },
      ],
    },
  },
  {
    files: ["app/routes/**", "app/components/**", "app/utils/**", "app/validation/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "kysely", message: "Query the database through app/models only.", allowTypeImports: true },
            { name: "zod", message: "Import z from ~/utils/zod, which configures it for our CSP." },
          ],
          patterns: [
            { group: ["~/routes/*", "../routes/*"], message: "Shared code must not import route modules.", allowTypeImports: true },
          ],
        },
      ],
    },
  },
  {
    // A migration must do the same thing on every database it ever runs on, so it imports no app code
    // that can change (models, utils); only the query builder and the dialect helpers.
    files: ["app/db/migrations/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["~/*", "../../*"], message: "Migrations import nothing that can change: freeze a copy instead." }] },
      ],
    },
  },
  {
    // Forms are read through readForm, which bounds and checks the body.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/utils/form.server.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name='formData'][arguments.length=0]",
          message: "Read posted forms with readForm from ~/utils/form.server.",
        },
      ],
    },
  },
  {
    files: ["app/utils/zod.ts"],
    rules: { "no-restricted-imports": "off" },
  },
);
