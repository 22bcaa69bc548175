// Issue 30 §1–2, with JS off: the language a browser asks for (the `lng` cookie, then Accept-Language, then
// Spanish), `<html lang>`, hreflang alternates on public pages, the switch offering the three languages, and
// a crawl of every route pattern the anonymous visitor and an institution can reach, in Portuguese, that
// finds no catalog key printed as text and no Spanish catalog text left over.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { DEMO, decodeEntities, tags, useTestWorker, type Browser } from "./harness";
import { resolveSeeded, type Row } from "./authorization/table";
import { billingRows } from "./authorization/billing";
import { calendarRows } from "./authorization/calendar";
import { companyRows } from "./authorization/company";
import { filesRows } from "./authorization/files";
import { institutionRows } from "./authorization/institution";
import { marketplaceRows } from "./authorization/marketplace";
import { peopleRows } from "./authorization/people";
import { planRows } from "./authorization/plans";
import { profileRows } from "./authorization/profiles";
import { programRows } from "./authorization/programs";
import { reportRows } from "./authorization/reports";
import { forumRows, publicRows } from "./authorization/public";
import { schedulingRows } from "./authorization/scheduling";
import { sessionRows } from "./authorization/session";
import { toolRows } from "./authorization/tools";

const worker = useTestWorker();

const htmlLang = (html: string) => /<html\b[^>]*\blang="([^"]*)"/.exec(html)?.[1];

async function page(path: string, headers: Record<string, string | null>, browser?: Browser) {
  const response = await (browser ?? worker.browser()).get(path, { headers });
  expect(response.status, path).toBe(200);
  return response.text();
}

describe("the language a browser asks for", () => {
  test.each([
    ["pt-BR,pt;q=0.9,en;q=0.8", "pt-BR", "Pular para o conteúdo"],
    ["pt", "pt-BR", "Pular para o conteúdo"],
    ["pt-PT", "pt-BR", "Pular para o conteúdo"],
    ["en-US,en;q=0.9", "en", "Skip to content"],
    ["en-GB", "en", "Skip to content"],
    ["fr-FR,fr;q=0.9", "es", "Saltar al contenido"],
    // Only the most wanted language is matched: a second choice is not consulted (decision 024).
    ["fr,en;q=0.8", "es", "Saltar al contenido"],
    // A Colombian browser that also reads English stays Spanish: the most wanted language decides.
    ["es-CO,es;q=0.9,en;q=0.8", "es", "Saltar al contenido"],
    [null, "es", "Saltar al contenido"],
  ])("Accept-Language %s → %s", async (header, lng, skip) => {
    for (const path of ["/", "/login", "/marketplace"]) {
      const html = await page(path, { "Accept-Language": header });
      expect(htmlLang(html), path).toBe(lng);
      expect(html, path).toContain(skip);
    }
  });

  test("the cookie beats the header, and the switch sets it", async () => {
    const browser = worker.browser();
    const set = await browser.get("/idioma?lng=en&redirectTo=%2Flogin");
    expect(set.status).toBe(302);
    expect(set.headers.get("Location")).toBe("/login");
    const html = await page("/login", { "Accept-Language": "pt-BR" }, browser);
    expect(htmlLang(html)).toBe("en");
    await browser.get("/idioma?lng=pt-BR&redirectTo=%2Flogin");
    expect(htmlLang(await page("/login", { "Accept-Language": "es" }, browser))).toBe("pt-BR");
    // Back from a hreflang alternate: the chosen language wins over the ?lng= of the page it came from.
    const back = await browser.get(`/idioma?lng=es&redirectTo=${encodeURIComponent("/bootcamp?lng=en&x=1")}`);
    expect(back.headers.get("Location")).toBe("/bootcamp?x=1");
  });

  test("a signed-in user gets the header's language too, until the switch says otherwise", async () => {
    const browser = await worker.browserAs(DEMO.institution);
    const html = await page("/institution", { "Accept-Language": "pt-BR" }, browser);
    expect(htmlLang(html)).toBe("pt-BR");
    expect(html).toContain("Minha instituição");
  });

  test("public pages carry hreflang alternates; ?lng= renders that language", async () => {
    const html = await page("/accesibilidad", { "Accept-Language": "es" });
    const alternates = tags(html, "link").filter((l) => l.rel === "alternate");
    expect(alternates.map((l) => [l.hreflang, l.href])).toEqual([
      ["es", "http://localhost:8787/accesibilidad?lng=es"],
      ["en", "http://localhost:8787/accesibilidad?lng=en"],
      ["pt-BR", "http://localhost:8787/accesibilidad?lng=pt-BR"],
      ["x-default", "http://localhost:8787/accesibilidad"],
    ]);
    const pt = await page("/accesibilidad?lng=pt-BR", { "Accept-Language": "es" });
    expect(htmlLang(pt)).toBe("pt-BR");
    expect(pt).toContain("Declaração de acessibilidade");
    // An app page has none: its content is the user's own.
    const app = await page("/institution", {}, await worker.browserAs(DEMO.institution));
    expect(tags(app, "link").filter((l) => l.rel === "alternate")).toEqual([]);
  });

  test("the switch offers the three languages, signed in and out, in every frame", async () => {
    const signedIn = await worker.browserAs(DEMO.entrepreneur);
    for (const [path, browser] of [
      ["/", undefined],
      ["/login", undefined],
      ["/marketplace", undefined],
      ["/accesibilidad", undefined],
      ["/user", signedIn],
      ["/accesibilidad", signedIn],
    ] as const) {
      const html = await page(path, { "Accept-Language": "pt-BR" }, browser);
      const form = /<form\b[^>]*action="\/idioma"[^>]*>([\s\S]*?)<\/form>/.exec(html);
      expect(form, `${path}: the language form`).not.toBeNull();
      expect(tags(form![0], "form")[0]!.method).toBe("get");
      const options = tags(form![1]!, "option").map((o) => o.value);
      expect(options, path).toEqual(["es", "en", "pt-BR"]);
      expect(form![1], path).toMatch(/<option\b[^>]*value="pt-BR"[^>]*selected/);
      expect(html, `${path}: the footer's link to the accessibility statement`).toMatch(
        /<a\b[^>]*href="\/accesibilidad"/,
      );
    }
  });
});

// ---------------------------------------------------------------------------------------------
// The crawl in Portuguese.

const LOCALES = join(__dirname, "../../locales");
type Tree = Record<string, unknown>;
const load = (lng: string, ns: string) => JSON.parse(readFileSync(join(LOCALES, lng, `${ns}.json`), "utf8")) as Tree;
function flatten(node: unknown, prefix: string, out: Map<string, string>) {
  if (typeof node === "string") out.set(prefix, node);
  else if (node && typeof node === "object")
    for (const [k, v] of Object.entries(node)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
}
const namespaces = readdirSync(join(LOCALES, "es")).map((f) => f.replace(/\.json$/, ""));
const es = new Map<string, string>();
const pt = new Map<string, string>();
for (const ns of namespaces) {
  flatten(load("es", ns), ns, es);
  flatten(load("pt-BR", ns), ns, pt);
}
const ptTexts = new Set(pt.values());
/** What a missing key prints: the key itself (`home.title`, `people:invite.title`, a plural base). */
const KEYS = new Set(
  [...es.keys()].flatMap((full) => {
    const [ns, ...rest] = full.split(".");
    const key = rest.join(".").replace(/_(zero|one|two|few|many|other)$/, "");
    return [key, `${ns}:${key}`];
  }),
);
const ptSegments = new Set([...ptTexts].flatMap((text) => text.split(/\{\{[^}]*\}\}/).map((p) => p.trim())));
/**
 * Spanish texts that Portuguese says differently: finding one in a pt-BR page means Spanish was left over.
 * Interpolated texts count by their fixed parts (React renders a value as a text node of its own).
 */
const SPANISH = new Set(
  [...es]
    .filter(([key, text]) => pt.get(key) !== text)
    .flatMap(([, text]) => text.split(/\{\{[^}]*\}\}/).map((part) => part.trim()))
    .filter((part) => part.length > 2 && !ptTexts.has(part) && !ptSegments.has(part) && /\p{L}{3}/u.test(part)),
);

// Names the API gives in Spanish (data, not interface): the company sectors of GET /company/sectors/.
const API_DATA = new Set(["Otro"]);

/** The page's text nodes and the texts of its labelling attributes. */
function texts(html: string): string[] {
  const body = html.replace(/<script\b[\s\S]*?<\/script>/gi, "").replace(/<style\b[\s\S]*?<\/style>/gi, "");
  const nodes = body.split(/<[^>]+>/).map((s) => decodeEntities(s).replace(/\s+/g, " ").trim());
  const attributes = [...body.matchAll(/\s(?:aria-label|alt|title|placeholder)="([^"]*)"/g)].map((m) =>
    decodeEntities(m[1]!).trim(),
  );
  return [...nodes, ...attributes].filter(Boolean);
}

// Every GET row of the authorization table (one per route pattern, ./authorization/), plus the core pages;
// a page a role may not see is crawled too (its 403 or 404 page is chrome as well).
const CORE: string[] = [
  "/",
  "/login",
  "/sign-up",
  "/change_password",
  "/email-confirmacion",
  "/registro-exitoso",
  "/confirmation_mail",
  "/user_confirmation/x",
  "/salesforce/error",
  "/user",
  "/institution",
  "/user?tab=1",
  "/500",
  "/nope",
];
const AREA_ROWS: Row[] = [
  ...institutionRows,
  ...peopleRows,
  ...billingRows,
  ...programRows,
  ...toolRows,
  ...calendarRows,
  ...schedulingRows,
  ...sessionRows,
  ...filesRows,
  ...planRows,
  ...publicRows,
  ...forumRows,
  ...profileRows,
  ...marketplaceRows,
  ...companyRows,
  ...reportRows,
];
type CrawlRole = "anonymous" | "institution" | "entrepreneur";
function crawlPaths(role: CrawlRole): string[] {
  const fromRows = AREA_ROWS.filter((r) => (r.method ?? "GET") === "GET" && !r.fresh)
    .filter((r) => typeof r.expect[role] === "number")
    .map((r) => r.path);
  return [...new Set([...CORE, ...fromRows])];
}

describe.each(["anonymous", "institution", "entrepreneur"] as const)("every page, in Portuguese, as %s", (role) => {
  // Every page of the role, one after the other: more than the default 30 s on a busy 2-core machine.
  test("has lang=pt-BR, prints no catalog key and leaves no Spanish catalog text", { timeout: 120_000 }, async () => {
    const browser = role === "anonymous" ? worker.browser() : await worker.browserAs(DEMO[role]);
    const seeded = (name: string) =>
      worker
        .sql<{ slug: string; id: number }>("SELECT slug, id FROM eventos WHERE nombre = ?", name)
        .then(([row]) => row!);
    const problems: string[] = [];
    let documents = 0;
    for (const pattern of crawlPaths(role)) {
      const path = await resolveSeeded(pattern, seeded);
      const response = await browser.get(path, { headers: { "Accept-Language": "pt-BR" } });
      if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) {
        await response.body?.cancel();
        continue;
      }
      const html = await response.text();
      documents += 1;
      if (htmlLang(html) !== "pt-BR") problems.push(`${path}: <html lang="${htmlLang(html)}">`);
      for (const text of texts(html)) {
        if (API_DATA.has(text)) continue;
        if (KEYS.has(text)) problems.push(`${path}: a catalog key printed as text: ${text}`);
        if (SPANISH.has(text)) problems.push(`${path}: Spanish left over: ${text}`);
      }
    }
    expect(problems).toEqual([]);
    expect(documents).toBeGreaterThan(role === "anonymous" ? 20 : 50);
  });
});
