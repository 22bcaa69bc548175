import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { I18nProvider } from "./lib/i18n-react";
import { i18nServer, translatorFor } from "./lib/i18n.server";
import { NonceProvider } from "./lib/nonce";

const ABORT_DELAY = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const translator = translatorFor(await i18nServer.getLocale(request));

  const nonce = loadContext.cspNonce;
  // Not AbortSignal.timeout: its timer would keep React's abort listener, and with it the whole render,
  // alive for ABORT_DELAY after the response is done (~35 KB a request, promoted to the old generation).
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ABORT_DELAY);
  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <I18nProvider translator={translator}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </I18nProvider>
    </NonceProvider>,
    {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        responseStatusCode = 500;
        console.error(JSON.stringify({ rid: loadContext.requestId, msg: "render error", error: String(error) }));
      },
    },
  );

  const done = () => clearTimeout(timer);
  body.allReady.then(done, done);

  // Bots and no-JS clients get the whole document at once.
  if (isbot(request.headers.get("user-agent") || "")) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // The language comes from the cookie or the Accept-Language header: a cache must keep one copy per value.
  responseHeaders.append("Vary", "Accept-Language, Cookie");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  console.error(JSON.stringify({ msg: "unhandled", error: error instanceof Error ? error.message : String(error) }));
}
