import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { precompressAssets } from "./scripts/lib/precompress-assets-plugin.ts";

/** React Router resolves to its development build under Node's conditions; builds take the production one. */
const reactRouterProduction = (file: string) =>
  new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url).pathname;

export default defineConfig(({ command, isSsrBuild }) => ({
  build: {
    rollupOptions: isSsrBuild ? { input: "./server/app.ts" } : undefined,
  },
  resolve: {
    alias: [
      { find: "~", replacement: new URL("./app", import.meta.url).pathname },
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
    // Bundled so that they, too, use React Router's production build (one copy of it); lucide-react so that
    // the server loads the icons the pages use, not the whole set (a start-up cost on the first render).
    noExternal:
      command === "build" ? ["react-router", "@react-router/express", "@react-router/node", "lucide-react"] : [],
  },
  plugins: [
    tailwindcss(),
    reactRouter(),
    precompressAssets(new URL("./build/client/assets", import.meta.url).pathname),
  ],
}));
