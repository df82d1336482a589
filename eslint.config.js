// One flat ESLint config for the whole monorepo, linting with type information.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

export default tseslint.config(
  {
    ignores: ["**/node_modules/**", "**/dist/**", "**/generated/**", "**/routeTree.gen.ts", "**/.turbo/**", "data/**"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      // Each file is typed by the nearest tsconfig.json that includes it.
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-definitions": ["error", "type"],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    // Plain JavaScript (this file, build scripts, worker-thread entry points) is in no tsconfig:
    // it is linted without type information.
    files: ["**/*.{js,mjs,cjs}"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Fastify plugins, hooks and handlers are async by contract: an async plugin needs no `done`
    // callback and an async handler's return value is the reply, with or without an `await` inside.
    // These are the files that hold them: a module's routes, service and background plugins.
    files: [
      "apps/api/src/app.ts",
      "apps/api/src/plugins/**/*.ts",
      "apps/api/src/modules/*/{*routes,service,background,parsers}.ts",
    ],
    rules: { "@typescript-eslint/require-await": "off" },
  },
  {
    // Config is read once, in config.ts, and passed down (CONVENTIONS.md). Tests, scripts, bench
    // and e2e may read the environment themselves.
    files: ["apps/api/src/**/*.{ts,tsx,mjs}", "apps/web/src/**/*.{ts,tsx}"],
    ignores: ["apps/api/src/config.ts", "**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read configuration from TConfig (apps/api/src/config.ts)." },
      ],
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["apps/web/src/**/*.{ts,tsx}"],
    rules: {
      // TanStack Router's redirect() is thrown by design (a Response, not an Error).
      "@typescript-eslint/only-throw-error": [
        "error",
        { allow: [{ from: "package", package: "@tanstack/router-core", name: "Redirect" }] },
      ],
    },
  },
  {
    // sonner loads with the first toast (apps/web/src/lib/toast.tsx), not with every screen.
    files: ["apps/web/src/**/*.{ts,tsx}"],
    ignores: ["apps/web/src/lib/toast.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "sonner", message: 'Import { toast } from "@/lib/toast": sonner is loaded on first use.' }] },
      ],
    },
  },
);
