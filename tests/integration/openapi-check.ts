// Checks what the API Worker was sent and answered (the tap's exchanges) against docs/openapi.json (issue 36
// §5): each call must be an operation of the document, its JSON request body must match the operation's, and
// each JSON answer the operation's response schema (2xx) or the error schema (any other status), with Ajv's JSON Schema 2020-12 validator, as OpenAPI 3.1 uses.
import { readFileSync } from "node:fs";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import type { ApiExchange } from "./harness";

interface Operation {
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
}

const document = JSON.parse(
  readFileSync(new URL("../../docs/openapi.json", import.meta.url), "utf8"),
) as OpenApiDocument;

const ajv = new Ajv2020({ strict: false, allErrors: false });
ajv.addSchema({ $id: "openapi", components: document.components ?? {} });
const compiled = new Map<unknown, ValidateFunction>();

function validatorOf(schema: unknown): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    // Component references (#/components/schemas/...) resolve inside the document registered above.
    const text = JSON.stringify(schema).replace(/"#\/components\//g, '"openapi#/components/');
    validate = ajv.compile(JSON.parse(text) as object);
    compiled.set(schema, validate);
  }
  return validate;
}

const errorBody = validatorOf({ $ref: "#/components/schemas/ErrorBody" });

/** Operations as a method and a pattern of their path (a literal segment beats a parameter). */
const operations = Object.entries(document.paths)
  .flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      params: (path.match(/\{/g) ?? []).length,
      pattern: new RegExp(`^${path.replace(/\{\w+\}/g, "[^/]+").replace(/\/$/, "")}/?$`),
      op,
    })),
  )
  .sort((a, b) => a.params - b.params);

function findOperation(method: string, rawPath: string) {
  const path = rawPath.split("?")[0]!;
  return operations.find((o) => o.method === method && o.pattern.test(path));
}

/** Every way the exchanges depart from the document (empty when they all match). */
export function checkExchanges(exchanges: ApiExchange[]): string[] {
  const problems: string[] = [];
  for (const exchange of exchanges) {
    if (exchange.fault) continue; // the tap answered in the API's place
    const where = `${exchange.method} ${exchange.path} → ${exchange.status}`;
    const found = findOperation(exchange.method, exchange.path);
    if (!found) {
      // A refusal of a call the document does not have (a preflight's 405, the guard's 403) is still an error body.
      const refusal = exchange.status >= 400 && (exchange.body === null || errorBody(JSON.parse(exchange.body)));
      if (!refusal) problems.push(`${where}: not an operation of docs/openapi.json`);
      continue;
    }
    const requestSchema = found.op.requestBody?.content?.["application/json"]?.schema;
    if (exchange.requestBody && requestSchema) {
      const validate = validatorOf(requestSchema);
      if (!validate(JSON.parse(exchange.requestBody))) {
        const first = validate.errors?.[0];
        problems.push(`${where}: request ${first?.instancePath || "/"} ${first?.message ?? "does not match"}`);
      }
    }
    if (exchange.body === null) continue; // not JSON: a file, a page, or no body
    const success = exchange.status >= 200 && exchange.status < 300;
    const response = success ? found.op.responses["2XX"] : found.op.responses.default;
    const schema = response?.content?.["application/json"]?.schema;
    if (!schema) {
      if (!success || found.op.responses["2XX"]?.content)
        problems.push(`${where}: a JSON body the document does not describe`);
      continue;
    }
    let body: unknown;
    try {
      body = exchange.body === "" ? undefined : JSON.parse(exchange.body);
    } catch {
      problems.push(`${where}: the body is not JSON`);
      continue;
    }
    const validate = validatorOf(schema);
    if (!validate(body)) {
      const first = validate.errors?.[0];
      problems.push(`${where}: ${first?.instancePath || "/"} ${first?.message ?? "does not match"} (${found.path})`);
    }
  }
  return problems;
}
