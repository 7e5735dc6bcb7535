import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import { readdirSync } from "node:fs";

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

// The web's features (bulletproof-react): each imports only from the shared folders (components,
// config, hooks, lib) and the contract, never from another feature or from app/, which composes them.
// Code two features need moves to a shared folder. Zones are listed from the folder, so a new feature is covered.
const WEB = "./apps/web/src";
const FEATURES = readdirSync(new URL(`${WEB}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// A page feature composes other features into one page (the essay's page: its marking, grading, sharing...),
// through each one's index.ts, its public entry; it reaches into no feature's folders, and no feature imports it.
const PAGE_FEATURES = ["essay-page"];
const featureZones = [
  ...FEATURES.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [
      `./${feature}`,
      ...(PAGE_FEATURES.includes(feature)
        ? FEATURES.filter((other) => !PAGE_FEATURES.includes(other)).map((other) => `./${other}/index.ts`)
        : []),
    ],
    message: PAGE_FEATURES.includes(feature)
      ? "A page feature imports other features only through their index.ts."
      : "A feature imports no other feature: move what both need to components/, config/, hooks/ or lib/.",
  })),
  { target: `${WEB}/features`, from: `${WEB}/app`, message: "app/ composes the features; they do not import it." },
  {
    target: [`${WEB}/components`, `${WEB}/config`, `${WEB}/hooks`, `${WEB}/lib`],
    from: [`${WEB}/features`, `${WEB}/app`],
    message: "Shared folders serve every feature, so they import none.",
  },
];

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
    // document/ (words, tags, word classes, the lexicon) is the engine's bottom layer: rules, grading
    // and feedback read it, never the reverse.
    files: ["packages/engine/src/document/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...forbidOurPackages.patterns,
            { group: ["../*"], message: "document/ imports nothing from the rest of the engine." },
          ],
        },
      ],
    },
  },
  {
    // The test kits are for tests, benchmarks and scripts: the product never runs them. A rule of its own,
    // so that it adds to each workspace's import rules rather than replacing them.
    files: ["apps/*/src/**/*.{ts,tsx}", "packages/*/src/**/*.ts"],
    ignores: ["**/*.test.ts", "**/testing/**", "**/testing.ts", "apps/api/src/fuzz/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            "@redpen/contract/testing",
            "@redpen/engine/testing",
            "@redpen/engine/testing/pages",
            "@redpen/engine/testing/photos",
            "@redpen/engine/testing/grading",
          ].map((name) => ({
            name,
            message: "The test kits are for tests only.",
          })),
        },
      ],
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks, "import-x": importX },
    settings: { "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js"] })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "import-x/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones: featureZones }],
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
  {
    // The api's layers: routes call services and presenters; presenters map rows to the wire and
    // call no service; services return rows and never shape a reply.
    files: ["apps/api/src/presenters/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [{ group: ["**/services/**"], message: "A presenter maps rows to the wire: it calls no service." }],
        },
      ],
    },
  },
  {
    files: ["apps/api/src/services/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/presenters/**"], message: "A service returns rows: the route presents them." }] },
      ],
    },
  },
);
