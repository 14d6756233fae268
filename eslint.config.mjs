import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

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
      // TanStack Query has no provider (lib/query/client.ts): its hooks take the app's client, so
      // that pages which read nothing through it do not load it.
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "next/link",
              message:
                "Use AppLink from @/components/ui/app-link: the same client-side navigation and intent prefetch without next/link's 2.8 kB on every page.",
            },
            {
              name: "@tanstack/react-query",
              importNames: ["QueryClientProvider", "useQueryClient", "HydrationBoundary"],
              message:
                "No provider: pass appQueryClient() from @/lib/query/client to the hook; a server reading goes in as initialData (on the server each call gets a new client).",
            },
          ],
        },
      ],
    },
  },
];

export default config;
