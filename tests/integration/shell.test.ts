// The shell's variants: the bank white-label theme, the pending-invoices billing icon, and `/` for visitors.
import { describe, expect, test } from "vitest";
import { DEMO, menuLabels, useTestWorker } from "./harness";

const worker = useTestWorker();
const withMarketing = useTestWorker({ vars: { MARKETING_SITE_URL: "https://marketing.example/" } });

describe("bank white-label theme", () => {
  test("an institution with the 'banco' theme gets the bank theme class and the partner logo", async () => {
    const bank = await (await (await worker.browserAs(DEMO.otherInstitution)).get("/institution")).text();
    const plain = await (await (await worker.browserAs(DEMO.institution)).get("/institution")).text();
    const bodyClass = (html: string) => /<body class="([^"]+)"/.exec(html)?.[1];
    expect(bodyClass(bank)).toBeTruthy();
    expect(bodyClass(bank)).not.toBe(bodyClass(plain));
    expect(bank).toContain('src="/partner-logo.svg"');
    expect(plain).not.toContain("partner-logo");
  });
});

describe("billing item", () => {
  test("its label and icon change when invoices are pending", async () => {
    const b = await worker.browserAs(DEMO.institution);
    // The menu's own labels (the page's catalogs are in the HTML too, so raw text would not tell).
    const normal = menuLabels(await (await b.get("/institution")).text());
    expect(normal).toContain("Facturación");
    expect(normal).not.toContain("Facturación: tienes facturas pendientes");
    const pending = menuLabels(await (await b.setCookie("is_pending_invoices=1").get("/institution")).text());
    expect(pending).toContain("Facturación: tienes facturas pendientes");
  });
});

describe("/ for a visitor", () => {
  test("without MARKETING_SITE_URL: the public home page (issue 15)", async () => {
    const response = await worker.browser().get("/");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Mentorías 1 a 1 con fundadores expertos");
  });

  test("with MARKETING_SITE_URL: the marketing site; a signed-in user still goes home", async () => {
    const visitor = await withMarketing.browser().get("/");
    expect(visitor.headers.get("Location")).toBe("https://marketing.example/");
    const user = await (await withMarketing.browserAs(DEMO.mentor)).get("/");
    expect(user.headers.get("Location")).toBe("/user");
  });
});
