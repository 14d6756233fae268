import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// Arrows point down (app/ -> components/, lib/; tests/ -> all): the per-folder rules at the end hold the line. They
// use typescript-eslint's copy of no-restricted-imports, so the project-wide list (next/link, TanStack) still applies.
const LUCIDE_RULE = {
  name: "lucide-react",
  message:
    "Draw icons with Icon from @/components/ui/icon (add the icon to components/ui/icon-set.ts): lucide-react 1.x renders every icon, server ones included, through a client component that put about 1 kB into each page's first load.",
};
const LIB_MAY_NOT_REACH_UP =
  "lib/ is what app/ and tests/ build on: importing a route handler or a test helper from it runs the arrow backwards " +
  "(and pulls test code into the server bundle). Helpers that call handlers for tests live in tests/support/.";
const LIB_DOES_NOT_RENDER =
  "lib/ is logic and data that components/ build on, never the other way: a pure helper a component also uses " +
  "lives in lib/<domain>/ (e.g. lib/restaurants/browse-filter.ts), a React piece in components/.";
const COMPONENTS_DO_NOT_READ_THE_DATABASE =
  "components/ render what a page hands them: reading the database belongs in lib/<domain>/service.ts, called " +
  "from a page or a server loader in lib/ (e.g. lib/favourites/viewer.ts).";

// docs/decisions/0013: one way to read and write per area. The owner console (app/restaurant/**,
// components/owner/**, lib/owner/**) has one QueryClientProvider in its layout; elsewhere writes are
// React transitions and the few lazily loaded parts that read through TanStack Query pass appQueryClient().
const TANSTACK_RULE = {
  name: "@tanstack/react-query",
  importNames: ["QueryClientProvider", "useQueryClient", "HydrationBoundary", "useMutation"],
  message:
    "Outside the owner console there is no TanStack provider and no useMutation: write with React's useTransition " +
    "and the API client (docs/decisions/0013); a lazily loaded part reading through TanStack Query passes " +
    "appQueryClient() from @/lib/query/client, a server reading goes in as initialData.",
};
const OWNER_CONSOLE = ["app/restaurant/**", "components/owner/**", "lib/owner/**"];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      ".next/**",
      ".vercel/**",
      "node_modules/**",
      "lib/generated/**",
      ".data/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
    ],
  },
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "no-console": ["warn", { allow: ["warn", "error", "info"] }],
      "@typescript-eslint/no-unused-vars": ["warn", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // TanStack Query's provider and useMutation belong to the owner console only (docs/decisions/0013).
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "next/link",
              message:
                "Use AppLink from @/components/ui/app-link: the same client-side navigation and intent prefetch without next/link's 2.8 kB on every page.",
            },
            TANSTACK_RULE,
            {
              name: "next/dynamic",
              message:
                "Use lazyClient from @/components/ui/lazy-client: React.lazy, fetched when first rendered in the browser, without next/dynamic's 1 kB loadable runtime on every page.",
            },
            LUCIDE_RULE,
          ],
        },
      ],
    },
  },
  {
    // The owner console, the sign-in forms and the (lazily loaded) side panel keep lucide-react: their
    // budgets have room and the side panel shares the owner menu's icons.
    files: [
      "components/auth/**",
      "components/shell/side-panel.tsx",
      "components/ui/icon-set.ts",
      "components/ui/icon-sprite*.ts",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "next/link", message: "Use AppLink from @/components/ui/app-link." }, TANSTACK_RULE] },
      ],
    },
  },
  {
    // The owner console: lucide-react as above, and TanStack Query under its one provider (TANSTACK_RULE).
    files: OWNER_CONSOLE,
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "next/link", message: "Use AppLink from @/components/ui/app-link." }] },
      ],
    },
  },
  {
    files: ["lib/**/*.{ts,tsx}"],
    // Tests beside the code (*.test.ts, *.integration.test.ts) may use tests/support's helpers: they are the
    // code's callers, not part of lib/. (Tests of route handlers live in tests/api/.)
    ignores: ["lib/**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@/app", "@/app/**", "@/tests", "@/tests/**"], message: LIB_MAY_NOT_REACH_UP },
            { regex: "^(\\.\\./)+(app|tests)(/|$)", message: LIB_MAY_NOT_REACH_UP },
            { group: ["@/components", "@/components/**"], message: LIB_DOES_NOT_RENDER },
            { regex: "^(\\.\\./)+components(/|$)", message: LIB_DOES_NOT_RENDER },
          ],
        },
      ],
    },
  },
  {
    files: ["components/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "@/lib/db", message: COMPONENTS_DO_NOT_READ_THE_DATABASE },
            { name: "@/lib/prisma-client", message: COMPONENTS_DO_NOT_READ_THE_DATABASE },
            { name: "@prisma/client", message: COMPONENTS_DO_NOT_READ_THE_DATABASE },
            { name: "@prisma/adapter-pg", message: COMPONENTS_DO_NOT_READ_THE_DATABASE },
            { name: "pg", message: COMPONENTS_DO_NOT_READ_THE_DATABASE },
            {
              name: "server-only",
              message:
                "A server-only module in components/ is a loader or a guard, not a component: put it in lib/<domain>/ " +
                "(as lib/favourites/viewer.ts, lib/auth/leave-if-signed-in.ts).",
            },
          ],
          patterns: [
            { group: ["@/lib/generated", "@/lib/generated/**"], message: COMPONENTS_DO_NOT_READ_THE_DATABASE },
            {
              regex: "^(\\.\\./)+lib/(db|prisma-client|generated)(/|$)",
              message: COMPONENTS_DO_NOT_READ_THE_DATABASE,
            },
          ],
        },
      ],
    },
  },
];

export default config;
