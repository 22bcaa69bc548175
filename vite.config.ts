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

export default defineConfig({
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
  build: { target: "es2020" },
  ssr: {
    resolve: { conditions: ["workerd", "worker", "browser"], externalConditions: ["workerd", "worker"] },
  },
});
