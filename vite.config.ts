import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { precompressAssets } from "./scripts/lib/precompress-assets-plugin.ts";

/** React Router resolves to its development build under Node's conditions; builds take the production one. */
const reactRouterProduction = (file: string) =>
  new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url).pathname;

/** Preact renders the pages, on the server and in the browser, through its React API (decision 0007). */
const reactAsPreact = [
  { find: /^react$/, replacement: "preact/compat" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
];

/**
 * Packages that import React, bundled into the server build so that they get Preact too (an external package
 * would load React itself from node_modules).
 */
const usesReact = [
  "react-router",
  "radix-ui",
  /^@radix-ui\//,
  "@conform-to/react",
  /^@tiptap\//,
  "sonner",
  "lucide-react",
];

/** Every reading page needs these: one file compresses better than several and is fetched once. */
const framework = /node_modules[\\/](preact|react-router|clsx|tailwind-merge|class-variance-authority)[\\/]/;

export default defineConfig(({ command, isSsrBuild }) => ({
  build: {
    rollupOptions: isSsrBuild
      ? { input: "./server/app.ts" }
      : { output: { codeSplitting: { groups: [{ name: "framework", test: framework }] } } },
  },
  resolve: {
    alias: [
      { find: "~", replacement: new URL("./app", import.meta.url).pathname },
      ...reactAsPreact,
      ...(command === "build"
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction("index.mjs") },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction("dom-export.mjs") },
          ]
        : []),
    ],
  },
  ssr: {
    // Native modules must stay external: they are loaded from node_modules at run time.
    external: ["better-sqlite3", "pg", "pino", "pino-pretty", "sharp"],
    // React Router's server packages are bundled so that they use its production build (one copy of it);
    // lucide-react also so that the server loads the icons the pages use, not the whole set.
    noExternal: [...usesReact, ...(command === "build" ? ["@react-router/express", "@react-router/node"] : [])],
  },
  plugins: [
    tailwindcss(),
    reactRouter(),
    precompressAssets(new URL("./build/client/assets", import.meta.url).pathname),
  ],
}));
