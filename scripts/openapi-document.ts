// Builds the OpenAPI 3.1 document of the REST contract as this app uses it (issue 36 §5), from the contract's
// zod schemas (app/api/contract) through @asteasolutions/zod-to-openapi, never by hand. Which call uses which
// schema is read off the API client itself: every call of createApi() runs against a recording client that
// keeps its method, path and response schema, with named placeholders for its arguments.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  OpenAPIRegistry,
  OpenApiGeneratorV31,
  extendZodWithOpenApi,
  type RouteConfig,
} from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import type { ApiClient } from "../app/api/client.server";
import { checkoutBodySchema, checkoutConfirmBodySchema } from "../app/api/contract/billing";
import {
  actaBodySchema,
  availabilityBodySchema,
  cancelBodySchema,
  eventUrlBodySchema,
  linkRegistrationBodySchema,
  mentorSessionBodySchema,
  moveBodySchema,
  ratingBodySchema,
  registrationLinkBodySchema,
  sessionBodySchema,
  userUrlBodySchema,
} from "../app/api/contract/calendario";
import { indicatorBodySchema, partnerBodySchema, valueBodySchema } from "../app/api/contract/company";
import { integrationBodySchema } from "../app/api/contract/entidad";
import { contentBodySchema } from "../app/api/contract/foro";
import { bookingBodySchema, marketplaceEditBodySchema } from "../app/api/contract/marketplace";
import {
  deactivateBodySchema,
  entrepreneurInviteBodySchema,
  mentorInviteBodySchema,
  staffInviteBodySchema,
} from "../app/api/contract/people";
import { toolBodySchema } from "../app/api/contract/programa";
import { contactBodySchema } from "../app/api/contract/publico";
import { reminderRunBodySchema, reminderSettingsBodySchema } from "../app/api/contract/recordatorios";
import {
  createEntityBodySchema,
  createUserBodySchema,
  errorBodySchema,
  loginBodySchema,
  passwordChangeBodySchema,
  recoveryConfirmBodySchema,
  recoveryRequestBodySchema,
} from "../app/api/contract/usuario";
import {
  activityBodySchema,
  activityCreateBodySchema,
  activityDoneBodySchema,
  observationBodySchema,
  workPlanBodySchema,
} from "../app/api/contract/workplan";
import { createApi } from "../app/api/index.server";

// Patches zod's prototype, so the contract's schemas (already built) take `.openapi()` too.
extendZodWithOpenApi(z);

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface RecordedCall {
  group: string;
  name: string;
  method: Method;
  /** The path as the client built it, with `{param}` placeholders, query included. */
  path: string;
  /** The response body's schema; null when the client ignores it (204s, downloads). */
  schema: z.ZodTypeAny | null;
  request: "json" | "form" | null;
  /** client.raw(): the answer is passed on as it is (files, transcripts). */
  raw: boolean;
}

const STOP = new Error("recorded");

/**
 * The contract's schema of each JSON request body (the one the local API parses it with), per call of the
 * client. A JSON call missing here is documented as an object of any shape.
 */
const REQUEST_BODIES: Record<string, z.ZodTypeAny> = {
  "usuario.login": loginBodySchema,
  "usuario.createUser": createUserBodySchema,
  "usuario.createEntity": createEntityBodySchema,
  "usuario.requestRecovery": recoveryRequestBodySchema,
  "usuario.confirmRecovery": recoveryConfirmBodySchema,
  "usuario.changePassword": passwordChangeBodySchema,
  "entidad.createIntegrationRequest": integrationBodySchema,
  "people.inviteStaff": staffInviteBodySchema,
  "people.inviteEntrepreneur": entrepreneurInviteBodySchema,
  "people.inviteMentor": mentorInviteBodySchema,
  "people.deactivate": deactivateBodySchema,
  "billing.checkout": checkoutBodySchema,
  "billing.confirmCheckout": checkoutConfirmBodySchema,
  "programa.createTool": toolBodySchema,
  "programa.updateTool": toolBodySchema,
  "calendario.create": sessionBodySchema,
  "calendario.update": sessionBodySchema,
  "calendario.mentorUpdate": mentorSessionBodySchema,
  "calendario.rate": ratingBodySchema,
  "calendario.cancel": cancelBodySchema,
  "calendario.move": moveBodySchema,
  "calendario.createActa": actaBodySchema,
  "calendario.updateActa": actaBodySchema,
  "calendario.addSessionUrl": eventUrlBodySchema,
  "calendario.addUserUrl": userUrlBodySchema,
  "calendario.createLink": registrationLinkBodySchema,
  "calendario.registerGuest": linkRegistrationBodySchema,
  "calendario.createAvailability": availabilityBodySchema,
  "calendario.updateAvailability": availabilityBodySchema,
  "workplan.create": workPlanBodySchema,
  "workplan.update": workPlanBodySchema,
  "workplan.createActivity": activityCreateBodySchema,
  "workplan.updateActivity": activityBodySchema,
  "workplan.setDone": activityDoneBodySchema,
  "workplan.createObservation": observationBodySchema,
  "publico.createContact": contactBodySchema,
  "foro.create": contentBodySchema,
  "foro.comment": contentBodySchema,
  "marketplace.book": bookingBodySchema,
  "marketplace.editSession": marketplaceEditBodySchema,
  "company.addPartner": partnerBodySchema,
  "company.createIndicator": indicatorBodySchema,
  "company.updateIndicator": indicatorBodySchema,
  "company.createValue": valueBodySchema,
  "company.updateValue": valueBodySchema,
  "recordatorios.send": reminderRunBodySchema,
  "recordatorios.updateSettings": reminderSettingsBodySchema,
};

/** Calls whose path depends on the value of their first argument: one recording per value. */
const FIRST_ARGUMENT_VALUES: Record<string, string[]> = {
  "people.bulkInvite": ["funcionario", "emprendedor", "mentor"],
};

/** A stand-in for an argument: it prints as `{name}`, and so do its properties (`{name_prop}`). */
function placeholder(name: string): unknown {
  const target = function () {} as unknown as Record<PropertyKey, unknown>;
  return new Proxy(target, {
    get(_t, key) {
      if (key === Symbol.toPrimitive || key === "toString" || key === "valueOf") return () => `{${name}}`;
      if (key === Symbol.iterator) return function* () {};
      if (typeof key === "symbol") return undefined;
      if (key === "then") return undefined; // not a thenable
      return placeholder(`${name}_${key}`);
    },
    apply: () => placeholder(`${name}_result`),
  });
}

/** The names of a function's parameters, from its source (destructured ones get a generic name). */
function parameterNames(fn: (...args: unknown[]) => unknown): string[] {
  const source = fn.toString();
  const list = /^[^(]*\(([^)]*)\)/.exec(source)?.[1] ?? "";
  return list
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p, i) => (/^[A-Za-z_$][\w$]*/.exec(p)?.[0] ?? `arg${i}`).replace(/^(.)/, (c) => c.toLowerCase()));
}

/** Every call of the API client, recorded once. */
export async function recordCalls(): Promise<RecordedCall[]> {
  const calls: RecordedCall[] = [];
  let current = { group: "", name: "" };
  const push = (call: Omit<RecordedCall, "group" | "name">) => calls.push({ ...current, ...call });
  const client: ApiClient = {
    token: "recording",
    async get(path, schema) {
      push({ method: "GET", path, schema, request: null, raw: false });
      throw STOP;
    },
    async send(method, path, body, schema) {
      push({ method, path, schema, request: body ? ("json" in body ? "json" : "form") : null, raw: false });
      throw STOP;
    },
    async raw(path) {
      push({ method: "GET", path, schema: null, request: null, raw: true });
      throw STOP;
    },
  };
  const api = createApi(client) as unknown as Record<string, Record<string, (...args: unknown[]) => unknown>>;
  for (const [group, calls_] of Object.entries(api)) {
    for (const [name, fn] of Object.entries(calls_)) {
      current = { group, name };
      // Files go into FormData, which takes only a Blob.
      const names = parameterNames(fn);
      const args = names.map((p) => (/^(file|blob)/i.test(p) ? new Blob(["x"]) : placeholder(p)));
      // A flag (forAnotherUser, liked, done) may choose the path: each is recorded true and false.
      const flags = names.flatMap((p, i) => (/^(for|is|has)[A-Z]|^(liked|done)$/.test(p) ? [i] : []));
      const variants =
        flags.length === 0 ? [args] : [true, false].map((v) => args.map((a, i) => (flags.includes(i) ? v : a)));
      for (const variant of variants) {
        for (const first of FIRST_ARGUMENT_VALUES[`${group}.${name}`] ?? [variant[0]]) {
          try {
            await fn(first, ...variant.slice(1));
          } catch (error) {
            if (error !== STOP) throw new Error(`openapi: ${group}.${name} could not be recorded: ${String(error)}`);
          }
        }
      }
    }
  }
  const broken = calls.find((c) => !c.path.startsWith("/") || c.path.includes("undefined"));
  if (broken) throw new Error(`openapi: ${broken.group}.${broken.name} built the path ${broken.path}: list its values`);
  return calls;
}

/** `{id}` placeholders, percent-decoded; the query split off with its keys. */
function splitPath(raw: string): { path: string; query: string[] } {
  const [pathPart, queryPart = ""] = decodeURIComponent(raw).split("?");
  const query = [...new URLSearchParams(queryPart).keys()];
  return { path: pathPart!.replace(/\{([^}]+)\}/g, (_m, name: string) => `{${name.replace(/[^\w]/g, "_")}}`), query };
}

/** The calls docs/api.md or the client's own comments mark as not shown by the spec. */
function definedHere(calls: RecordedCall[]): Set<string> {
  const doc = readFileSync(join(ROOT, "docs/api.md"), "utf8");
  const shape = (method: string, path: string) =>
    `${method} ${path
      .replace(/\{[^}]*\}/g, "{}")
      .replace(/\[[^\]]*\]/g, "")
      .replace(/\/+$/, "")}`;
  const marked = new Set<string>();
  for (const line of doc.split("\n")) {
    if (!/defined here/i.test(line)) continue;
    for (const m of line.matchAll(/\b(GET|POST|PUT|PATCH|DELETE) (\/[^\s`|,)]*)/g)) marked.add(shape(m[1]!, m[2]!));
  }
  const out = new Set<string>();
  const sources = new Map<string, string>();
  for (const call of calls) {
    const key = `${call.method} ${splitPath(call.path).path}`;
    if (marked.has(shape(call.method, splitPath(call.path).path))) out.add(key);
    const file = join(ROOT, `app/api/${call.group}.server.ts`);
    const text = sources.get(file) ?? readFileSync(file, "utf8");
    sources.set(file, text);
    // A `/** ... (defined here) ... */` comment right above the call's method.
    const comment = new RegExp(
      `/\\*\\*(?:(?!\\*/)[\\s\\S])*defined here(?:(?!\\*/)[\\s\\S])*\\*/\\s*(?:async\\s+)?${call.name}\\(`,
    );
    if (comment.test(text)) out.add(key);
  }
  return out;
}

/** The API's pages a browser opens (not called by the client): the test checkout. */
const BROWSER_PAGES: { method: Method; path: string; summary: string }[] = [
  { method: "GET", path: "/payu/compra/{slug}", summary: "The marketplace's test checkout page (HTML)." },
  { method: "POST", path: "/payu/compra/{slug}", summary: "Approve or decline (form post); 303 back to the app." },
  { method: "GET", path: "/checkout/{session}", summary: "An invoice's test checkout page (HTML)." },
  { method: "POST", path: "/checkout/{session}", summary: "Approve or decline (form post); 303 back to the app." },
];

export async function buildOpenApiDocument() {
  const calls = await recordCalls();
  const marked = definedHere(calls);
  const registry = new OpenAPIRegistry();
  const errorBody = registry.register("ErrorBody", errorBodySchema);
  registry.registerComponent("securitySchemes", "token", {
    type: "apiKey",
    in: "header",
    name: "Authorization",
    description: "`Token <token>`, from POST /usuario/login.",
  });

  const seen = new Set<string>();
  const operationIds = new Set<string>();
  /** The call's name, or with -2, -3… when one call reaches several paths. */
  const uniqueId = (base: string) => {
    let id = base;
    for (let n = 2; operationIds.has(id); n++) id = `${base}-${n}`;
    return id;
  };
  for (const call of calls) {
    const { path, query } = splitPath(call.path);
    const key = `${call.method} ${path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const params = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    const route: RouteConfig = {
      method: call.method.toLowerCase() as RouteConfig["method"],
      path,
      operationId: uniqueId(`${call.group}.${call.name}`),
      tags: [call.group],
      summary: `${call.group}.${call.name}`,
      ...(marked.has(key) ? { "x-defined-here": true } : {}),
      request: {
        ...(params.length > 0 ? { params: z.object(Object.fromEntries(params.map((p) => [p, z.string()]))) } : {}),
        ...(query.length > 0
          ? { query: z.object(Object.fromEntries(query.map((q) => [q, z.string().optional()]))) }
          : {}),
        ...(call.request === "json"
          ? {
              body: {
                content: {
                  "application/json": {
                    schema: REQUEST_BODIES[`${call.group}.${call.name}`] ?? z.record(z.unknown()),
                  },
                },
              },
            }
          : call.request === "form"
            ? { body: { content: { "multipart/form-data": { schema: z.record(z.unknown()) } } } }
            : {}),
      },
      responses: {
        "2XX": call.schema
          ? { description: "Success", content: { "application/json": { schema: call.schema } } }
          : call.raw
            ? {
                description: "The body is passed on as it is (a file, a text)",
                content: { "*/*": { schema: z.unknown() } },
              }
            : { description: "Success; the body, if any, is not read" },
        default: { description: "Django-REST style error", content: { "application/json": { schema: errorBody } } },
      },
    };
    operationIds.add(route.operationId!);
    registry.registerPath(route);
  }
  for (const page of BROWSER_PAGES) {
    registry.registerPath({
      method: page.method.toLowerCase() as RouteConfig["method"],
      path: page.path,
      operationId: `pages.${page.method.toLowerCase()}${page.path.split("/")[1]!.replace(/^./, (c) => c.toUpperCase())}`,
      tags: ["pages"],
      summary: page.summary,
      "x-defined-here": true,
      "x-browser-page": true,
      request: { params: z.object({ [/\{(\w+)\}/.exec(page.path)![1]!]: z.string() }) },
      responses: {
        "200": { description: "An HTML page", content: { "text/html": { schema: z.string() } } },
        "303": { description: "Back to the app's result page" },
        default: { description: "Refused", content: { "text/plain": { schema: z.string() } } },
      },
    } as RouteConfig);
  }

  const generator = new OpenApiGeneratorV31(registry.definitions);
  return nullableEnums(
    generator.generateDocument({
      openapi: "3.1.0",
      info: {
        title: "Mentoring platform REST API (as this app uses it)",
        version: "1.0.0",
        description:
          "Generated from app/api/contract by `npm run openapi`; see docs/api.md. Operations with " +
          "`x-defined-here: true` are not shown by the spec: this app defined them in the API's style.",
      },
      security: [{ token: [] }],
    }),
  );
}

/**
 * The generator writes a nullable enum as `type: [string, null]` with an `enum` that lacks null, which refuses
 * the null it means to allow (JSON Schema checks both keywords): null joins the enum.
 */
function nullableEnums<T>(node: T): T {
  if (Array.isArray(node)) node.forEach(nullableEnums);
  else if (node && typeof node === "object") {
    const schema = node as Record<string, unknown>;
    if (Array.isArray(schema.type) && schema.type.includes("null") && Array.isArray(schema.enum)) {
      if (!schema.enum.includes(null)) schema.enum = [...schema.enum, null];
    }
    Object.values(schema).forEach(nullableEnums);
  }
  return node;
}
