// The Worker entry: security headers with a per-response CSP nonce, the same-origin guard on every
// mutation, a request id for logs, the local API under /api in local mode, then Remix.
import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
// @ts-ignore -- produced by `remix vite:build` before wrangler bundles this file.
import * as build from "./build/server/index.js";
import { createSchedulerApi, getLoadContext, localApiHandler } from "./load-context";
import type { WorkerEnv } from "./app/lib/env.server";
import { commitSession, sessionCookieName, destroySession } from "./app/lib/session.server";
import { clockOffset, setClockOffset } from "./app/shared/clock";
import { declaresTooLarge, readWithinLimit } from "./app/lib/body-limit.server";
import commonEs from "./locales/es/common.json";
import { applySecurityHeaders, createNonce, isCrossSiteMutation, loggablePath } from "./app/lib/security.server";
import { isRefusedApiMutation } from "./local-api/guard";
import { serveWithEdgeCache, type EdgeStatus, type Rendered } from "./app/lib/edge-cache.server";
import {
  DEADLINE_PASSED,
  deadlinePage,
  formCopy,
  keptFields,
  requestDeadlineMs,
  withDeadline,
} from "./app/lib/deadline.server";
import { detectLanguage } from "./app/lib/language.server";
import { provideImageWasm } from "./local-api/images/codecs";
import { imageWasm } from "./local-api/images/wasm.workerd";

// The local API's image codecs (issue 35 §2) get their wasm from the bundler, here only: Node cannot import it.
provideImageWasm(imageWasm);

const handleRemix = createRequestHandler(build as unknown as ServerBuild, "production");

function forbidden(): Response {
  return new Response("Solicitud rechazada: origen no permitido.", {
    status: 403,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

/** 413 at once, before a byte of the body is read (issue 34 §5); the form's page is one step back. */
function tooLarge(): Response {
  return new Response(commonEs.errors.requestTooLarge, {
    status: 413,
    headers: { "Content-Type": "text/plain; charset=utf-8", Connection: "close" },
  });
}

/** The app's document or data response for a request, with the session's cookie kept alive or cleared. */
async function renderDocument(
  request: Request,
  env: WorkerEnv,
  ctx: ExecutionContext,
  extra: { requestId: string; cspNonce: string },
): Promise<Rendered> {
  const context = await getLoadContext({ request, context: { cloudflare: { env, ctx } }, extra });
  // Issue 34 §5: every request ends; past its deadline, a 503 page that keeps the form's fields (never cached).
  const copy = formCopy(request);
  const remix = await withDeadline(handleRemix(request, context), requestDeadlineMs(env.REQUEST_DEADLINE_MS));
  if (remix === DEADLINE_PASSED) {
    const path = loggablePath(new URL(request.url).pathname);
    console.error(JSON.stringify({ rid: extra.requestId, msg: "request deadline passed", path }));
    const page = deadlinePage(request, await keptFields(copy), await detectLanguage(request), extra.cspNonce);
    return { response: page, signedIn: context.session.data !== null, nonce: extra.cspNonce };
  }
  const response = new Response(remix.body, remix); // a mutable copy for the headers below
  const secure = context.session.secure;
  const setsSession = (response.headers.get("Set-Cookie") ?? "").includes(`${sessionCookieName(secure)}=`);
  if (!setsSession && context.session.stale) {
    response.headers.append("Set-Cookie", destroySession(secure));
  } else if (!setsSession && context.session.touch && context.session.data) {
    const data = { ...context.session.data, lastSeen: Math.floor(Date.now() / 1000) };
    response.headers.append("Set-Cookie", await commitSession(data, context.session.secrets, secure));
  }
  return { response, signedIn: context.session.data !== null, nonce: extra.cspNonce };
}

const MUTATIONS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export default {
  async fetch(request: Request, env: WorkerEnv, ctx: ExecutionContext): Promise<Response> {
    const started = Date.now();
    setClockOffset(env.CLOCK_OFFSET_MS); // test servers only (app/shared/clock.ts)
    const requestId = request.headers.get("cf-ray") ?? crypto.randomUUID();
    const cspNonce = createNonce();
    const url = new URL(request.url);
    let response: Response;
    let signedIn = false;
    const secure = url.protocol === "https:";
    let edge: EdgeStatus | undefined;

    const isApi = url.pathname === "/api" || url.pathname.startsWith("/api/");
    // The API's token endpoints are called by servers without Origin; its pages and the app's are browsers'.
    const refused = isApi
      ? isRefusedApiMutation(request, url.pathname.slice("/api".length) || "/")
      : isCrossSiteMutation(request);
    // Issue 34 §5: an app form post over the limit is refused from its Content-Length before a byte is read;
    // one that passes the limit unannounced (chunked) stops being read there.
    let bodyTooLarge = false;
    if (MUTATIONS.has(request.method) && !isApi && !refused) {
      const within = declaresTooLarge(request) ? null : await readWithinLimit(request);
      if (within) request = within;
      else bodyTooLarge = true;
    }
    if (refused) {
      // Rejected before any loader, action or API call runs.
      response = forbidden();
    } else if (bodyTooLarge) {
      response = tooLarge();
    } else if (isApi) {
      const local = localApiHandler(env, ctx);
      const answer = local ? await local(request) : new Response("Not Found", { status: 404 });
      response = new Response(answer.body, answer); // a mutable copy for the headers below
    } else {
      // Visitors' pages that opted in come from the edge cache (issue 35 §1); every other document is rendered.
      const served = await serveWithEdgeCache(
        request,
        url,
        (p) => ctx.waitUntil(p),
        (req) => renderDocument(req, env, ctx, { requestId, cspNonce }),
      );
      response = served.response;
      signedIn = served.signedIn;
      edge = served.status;
    }
    applySecurityHeaders(response.headers, { nonce: cspNonce, secure, signedIn, requestId });
    // Never log bodies, cookies, tokens or query strings.
    console.log(
      JSON.stringify({
        rid: requestId,
        method: request.method,
        path: loggablePath(url.pathname),
        status: response.status,
        ...(edge ? { edge } : {}),
        ms: Date.now() - started,
      }),
    );
    return response;
  },

  /** The Cron Trigger (wrangler.toml, every 15 minutes): asks the API to send the session reminders due (issue 29 §1). */
  async scheduled(controller: ScheduledController, env: WorkerEnv, ctx: ExecutionContext): Promise<void> {
    const started = Date.now();
    setClockOffset(env.CLOCK_OFFSET_MS); // test servers only (app/shared/clock.ts)
    // The run's own instant, so a late start sends what was due then; the next run sends the rest.
    const hasta = new Date(controller.scheduledTime + clockOffset()).toISOString();
    try {
      const result = await createSchedulerApi(env, ctx).recordatorios.send({ hasta });
      console.log(
        JSON.stringify({ cron: controller.cron, task: "recordatorios", ...result, ms: Date.now() - started }),
      );
    } catch (error) {
      console.error(JSON.stringify({ cron: controller.cron, task: "recordatorios", error: String(error) }));
      throw error; // the run shows as failed in the Worker's Cron events
    }
  },
} satisfies ExportedHandler<WorkerEnv>;
