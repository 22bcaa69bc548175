import { cloudflareDevProxyVitePlugin as remixCloudflareDevProxy, vitePlugin as remix } from "@remix-run/dev";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { getLoadContext } from "./load-context";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: false;
  }
}

// Client chunks: the app's small shared modules (UI kit, client-safe lib, shell pieces) travel as one
// file instead of ~20 tiny ones (per-file gzip overhead and lost cross-file compression cost ~KBs of
// first-load JS). Modules that pull in zod or Conform stay out, so pages without forms never load them.
const SHARED_APP_MODULE =
  /\/app\/(ui\/[^/]+|lib\/(?!validation\.|zod-parse\.)[^/]+|styles\/[^/]+|features\/shell\/(error-view|language-switch|menu|shell\.css))\.tsx?$/;
const FEW_PAGES_UI =
  /\/app\/ui\/(company-summary|confirm-dialog|description-list|download-link|page-header|plan-summary|program-cards|review-list|share-links|slot-day)(\.css)?\.tsx?$/;
function clientChunk(id: string): string | undefined {
  // Vite's preload helper is needed by every page; alone it would be one more request.
  if (id.includes("vite/preload-helper")) return "app-shared";
  // Forms: Conform's React part, and the rules (zod, Conform's zod adapter, our error map) in one
  // file each, so a page whose rules load after hydration (people dialogs) takes only the first.
  if (/\/node_modules\/@conform-to\/(react|dom)\//.test(id)) return "conform";
  // The form hook imports Conform: in app-shared it would make app-shared and conform import each other.
  if (id.endsWith("/app/lib/use-app-form.tsx")) return "conform";
  if (/\/node_modules\/(zod|@conform-to\/zod)\//.test(id) || /\/app\/lib\/(validation|zod-parse)\.ts$/.test(id))
    return "rules";
  // The tag picker's widget (react-aria-components) loads on demand: never in the shared first-load file.
  if (/\/app\/ui\/tag-picker(-widget\.tsx|\.css\.ts)$/.test(id)) return "tag-picker";
  if (id.includes("/node_modules/") || id.endsWith(".server.ts")) return undefined;
  // Kit parts a few pages use (imported by their own path, not through ~/ui's index): in those pages' chunks, not
  // in the file every page loads (the calendar's 175 KB had no room for them).
  if (FEW_PAGES_UI.test(id)) return undefined;
  return SHARED_APP_MODULE.test(id) ? "app-shared" : undefined;
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    remixCloudflareDevProxy({ getLoadContext: (args) => getLoadContext(args as never) }),
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
        // Single fetch stays off: its turbo-stream dependency has an unfixed advisory on v2 (docs/decisions/001).
        v3_singleFetch: false,
      },
    }),
    vanillaExtractPlugin(),
    tsconfigPaths(),
  ],
  build: {
    target: "es2020",
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: clientChunk } },
  },
  ssr: {
    resolve: { conditions: ["workerd", "worker", "browser"], externalConditions: ["workerd", "worker"] },
  },
}));
