// docs/openapi.json (issue 36 §5): generated from the contract's zod schemas, up to date, a valid OpenAPI 3.1
// document (checked by @apidevtools/swagger-parser), with the calls this app defined beyond the spec marked.
import { readFileSync } from "node:fs";
import SwaggerParser from "@apidevtools/swagger-parser";
import { describe, expect, test } from "vitest";
import { buildOpenApiDocument } from "../../scripts/openapi-document";
import { checkExchanges } from "../integration/openapi-check";

const published = JSON.parse(readFileSync(new URL("../../docs/openapi.json", import.meta.url), "utf8")) as {
  openapi: string;
  paths: Record<string, Record<string, { "x-defined-here"?: boolean }>>;
};

describe("docs/openapi.json", () => {
  test("is what `npm run openapi` generates from the contract today", async () => {
    const fresh = JSON.parse(JSON.stringify(await buildOpenApiDocument())) as unknown;
    expect(fresh, "docs/openapi.json is stale: run npm run openapi").toEqual(published);
  });

  test("is a valid OpenAPI 3.1 document", async () => {
    expect(published.openapi).toBe("3.1.0");
    // validate() dereferences in place: give it a copy.
    await expect(SwaggerParser.validate(structuredClone(published) as never)).resolves.toBeTruthy();
  });

  test("covers the calls of the client, and marks those docs/api.md says this app defined", () => {
    const has = (method: string, path: string) => published.paths[path]?.[method] !== undefined;
    const marked = (method: string, path: string) => published.paths[path]?.[method]?.["x-defined-here"] === true;
    expect(has("post", "/usuario/login")).toBe(true);
    expect(marked("post", "/usuario/login")).toBe(false);
    expect(marked("post", "/usuario/logout")).toBe(true);
    expect(marked("get", "/dev/correos")).toBe(true);
    expect(marked("get", "/marketplace/mentores/{username}")).toBe(true);
    expect(has("post", "/usuario/agregar/funcionario")).toBe(true);
    expect(has("post", "/entidad/usuario/agregar/mentor")).toBe(true);
    expect(Object.keys(published.paths).length).toBeGreaterThan(100);
    // Unique operation ids (the validator does not check it for 3.1).
    const ids = Object.values(published.paths).flatMap((ops) =>
      Object.values(ops).map((op) => (op as { operationId?: string }).operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("the check of the two-Worker tests (tests/integration/openapi-check.ts)", () => {
  const exchange = (method: string, path: string, status: number, body: unknown) => ({
    method,
    path,
    status,
    contentType: "application/json",
    body: JSON.stringify(body),
  });

  test("finds a body that breaks its operation's schema, an unknown call and a bad error body", () => {
    expect(checkExchanges([exchange("GET", "/usuario/tags", 200, [{ id: "uno" }])])).toHaveLength(1);
    expect(checkExchanges([exchange("GET", "/no/existe", 200, {})])).toEqual([
      "GET /no/existe → 200: not an operation of docs/openapi.json",
    ]);
    expect(checkExchanges([exchange("POST", "/usuario/login", 400, { detail: 5 })])).toHaveLength(1);
    const badRequest = { ...exchange("POST", "/usuario/login", 400, { email: ["No se pudo descifrar el valor."] }) };
    expect(checkExchanges([{ ...badRequest, requestBody: JSON.stringify({ email: 5 }) }])).toHaveLength(1);
  });

  test("passes bodies that match: a success, a Django-REST error, a page that is not JSON", () => {
    expect(
      checkExchanges([
        exchange("POST", "/usuario/login", 200, { token: "a".repeat(64) }),
        exchange("POST", "/usuario/login", 400, { non_field_errors: ["No puede iniciar sesión."] }),
        { method: "GET", path: "/payu/compra/abc", status: 200, contentType: "text/html", body: null },
      ]),
    ).toEqual([]);
  });
});
