import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

// Apps depend on packages, never the reverse; the engine and the contract depend on nothing of ours.
const forbidApps = {
  patterns: [
    { group: ["@redpen/api", "@redpen/idp", "@redpen/web", "**/apps/**"], message: "Packages must not import apps." },
  ],
};
const forbidOurPackages = {
  patterns: [
    // The contract is the one leaf it may read: its rules (the word count) are the product's definitions.
    {
      group: ["@redpen/*", "!@redpen/engine", "!@redpen/contract"],
      message: "The engine depends on nothing of ours but the contract.",
    },
    ...forbidApps.patterns,
  ],
};

export default tseslint.config(
  { ignores: ["**/node_modules/**", "**/dist/**", "data/**", "coverage/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  { files: ["packages/**"], rules: { "no-restricted-imports": ["error", forbidApps] } },
  {
    files: ["packages/engine/**", "packages/contract/**"],
    rules: { "no-restricted-imports": ["error", forbidOurPackages] },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@redpen/api", "@redpen/idp", "@redpen/mail", "@redpen/engine"],
              message: "The web talks to the api over HTTP; it imports only the contract.",
            },
          ],
        },
      ],
    },
  },
);
