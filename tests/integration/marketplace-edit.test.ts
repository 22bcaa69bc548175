// Editing a marketplace session without JavaScript (issue 14; core spec › Validation rules "Marketplace session edit", core spec › The calls it makes PUT
// /events/{id}): 'Editar' for the buyer and the mentor only, /editar sending marketplace sessions to
// /editar-mentoria, the pickers inside the mentor's free slots (the session's own hours included), 'Ver
// horarios' keeping what was typed, every empty field marked with the spec's message, the API's rules as field
// errors, success flashed back on the details; other people 403; the API failing in Spanish; fuzz never a 500.
// The Worker under test talks to a second Worker's local API through a proxy that can break PUT /events/{id}.
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import {
  DEMO,
  element,
  fieldErrors,
  flashText,
  formErrors,
  input,
  startWorker,
  t,
  tags,
  textOf,
  type Browser,
  type TestWorker,
} from "./harness";
import { startApiProxy, type ApiProxy } from "./api-proxy";
import { todayIn } from "../../app/shared/clock-temporal";
import { nowMs } from "../../app/shared/clock";

const MENTOR = "martin.arango"; // 50 000 COP per hour, weekdays 08:00-12:00 and 14:00-18:00 Bogota
const MENTOR_EMAIL = `${MENTOR}@mentores.demo.test`;
const BOOK = `/marketplace/${MENTOR}/reservar`;
const INCOMPLETE = "Por favor completa todos los campos del formulario";
const OUTSIDE = "Las horas escogidas NO están disponibles, selecciona otro horario";

let real: TestWorker;
let app: TestWorker;
let proxy: ApiProxy;
/** While true, the proxy answers PUT /events/{id} with a 500. */
let breakEdits = false;
let edits = 0;

beforeAll(async () => {
  real = await startWorker();
  proxy = await startApiProxy(real, (req, url) => {
    if (!(req.method === "PUT" && /^\/events\/\d+$/.test(url.pathname))) return null;
    edits += 1;
    return breakEdits ? { status: 500, body: { detail: "Traceback" } } : null;
  });
  app = await startWorker({ apiUrl: proxy.url });
}, 90_000);

afterAll(async () => {
  await app?.stop();
  await real?.stop();
  await proxy?.close();
});

// Each test starts with no live unpaid hold: a buyer may hold one per mentor (issue 34 §3).
beforeEach(async () => {
  await real.sql(
    "UPDATE eventos SET created_at = ? WHERE marketplace = 1 AND estado = ''",
    new Date(nowMs() - 16 * 60_000).toISOString(),
  );
});

async function browserAs(email: string): Promise<Browser> {
  return app.browser().setCookie(await real.mintSession(email));
}

/** The `n`th weekday from `weeks` weeks ahead in Bogota. */
function weekday(weeks: number, n = 0): string {
  let day = todayIn("America/Bogota").add({ days: 7 * weeks + 1 });
  for (let left = n; ; day = day.add({ days: 1 })) {
    if (day.dayOfWeek > 5) continue;
    if (left === 0) return day.toString();
    left -= 1;
  }
}

/** Books the mentor like a person without JS; the session's slug (from the payment page's URL). */
async function book(b: Browser, date: string, from: string, to: string): Promise<string> {
  const response = await b.formPost(`${BOOK}?fecha=${date}`, {
    fecha: date,
    inicio: `${date} ${from}`,
    fin: `${date} ${to}`,
    intent: "pay",
  });
  expect(response.status).toBe(302);
  const slug = /\/payu\/compra\/([A-Za-z0-9_-]+)$/.exec(response.headers.get("Location") ?? "")?.[1];
  expect(slug).toBeTruthy();
  return slug!;
}

const editPath = (slug: string) => `/calendar/evento/${slug}/editar-mentoria`;
/** The edit form of a page (the calendar around it has its own `fecha`). */
const formOf = (html: string) => element(html, /<form\b[^>]*\bid="marketplace-session-edit"[^>]*>/) ?? "";
const optionValues = (html: string) => tags(html, "option").map((o) => o.value);
/** The start picker's values. */
const startsOf = (html: string) => optionValues(element(html, /<select\b[^>]*\bname="inicio"[^>]*>/) ?? "");
/** The chosen start and end (the page's other selects, language and zone, left out). */
const selected = (html: string) =>
  tags(html, "option")
    .filter((o) => "selected" in o && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(o.value ?? ""))
    .map((o) => o.value);

describe("the buyer edits a marketplace session", () => {
  test("'Editar', the prefilled form, 'Ver horarios', every rule and message, then success", async () => {
    const buyer = await browserAs(DEMO.entrepreneur);
    const date = weekday(3);
    const other = weekday(3, 1);
    const slug = await book(buyer, date, "09:00", "10:00");

    // The details offer 'Editar' at /editar-mentoria; /editar sends a marketplace session there.
    const details = await (await buyer.get(`/calendar/evento/${slug}`)).text();
    expect(tags(details, "a").some((a) => a.href === editPath(slug))).toBe(true);
    const old = await buyer.get(`/calendar/evento/${slug}/editar`);
    expect(old.status).toBe(302);
    expect(old.headers.get("Location")).toBe(editPath(slug));
    expect((await buyer.formPost(`/calendar/evento/${slug}/editar`, {})).headers.get("Location")).toBe(editPath(slug));

    // The form: name, the session's date and hours; the pickers are the free slots plus the session's own.
    const form = await buyer.get(editPath(slug));
    expect(form.status).toBe(200);
    const page = await form.text();
    expect(textOf(page)).toContain("Editar sesión");
    const html = formOf(page);
    expect(input(html, "nombre")?.value).toMatch(/^Mentoría con /);
    expect(input(html, "fecha")?.value).toBe(date);
    expect(input(html, "fecha")?.type).toBe("date");
    expect(selected(html)).toEqual([`${date} 09:00`, `${date} 10:00`]);
    const values = startsOf(html);
    for (const hour of ["08:00", "09:00", "09:30", "11:30", "14:00"]) expect(values).toContain(`${date} ${hour}`);
    expect(values).not.toContain(`${date} 12:00`);
    expect(textOf(html)).toContain("La sesión dura 60 minutos");

    // 'Ver horarios' (a GET of the form): another day's slots, the typed name kept, the old hours dropped.
    const moved = await buyer.get(
      `${editPath(slug)}?${new URLSearchParams({
        nombre: "Plan de ventas",
        fecha: other,
        inicio: `${date} 09:00`,
        fin: `${date} 10:00`,
        intent: "fecha",
      })}`,
    );
    const movedHtml = formOf(await moved.text());
    expect(input(movedHtml, "nombre")?.value).toBe("Plan de ventas");
    expect(input(movedHtml, "fecha")?.value).toBe(other);
    expect(startsOf(movedHtml)).toContain(`${other} 08:00`);
    expect(startsOf(movedHtml)).not.toContain(`${date} 09:00`);
    expect(selected(movedHtml)).toEqual([]);
    // The same as a plain POST of 'Ver horarios' (no GET support): a redirect to that page.
    const posted = await buyer.formPost(editPath(slug), { intent: "fecha", fecha: other, nombre: "Plan" });
    expect(posted.status).toBe(302);
    expect(posted.headers.get("Location")).toBe(`${editPath(slug)}?nombre=Plan&fecha=${other}`);

    // Every field empty: the spec's message for the form, each field marked, nothing typed lost.
    const empty = await buyer.formPost(editPath(slug), {
      intent: "save",
      nombre: " ",
      fecha: date,
      inicio: "",
      fin: "",
    });
    expect(empty.status).toBe(400);
    const emptyHtml = formOf(await empty.text());
    expect(formErrors(emptyHtml)).toEqual([INCOMPLETE]);
    expect(fieldErrors(emptyHtml, "nombre")).toEqual(["¡Por favor agregue el nombre del evento!"]);
    expect(fieldErrors(emptyHtml, "inicio")).toEqual(["Por favor seleccione la hora de inicio."]);
    expect(fieldErrors(emptyHtml, "fin")).toEqual(["Por favor seleccione la hora de finalización."]);
    expect(input(emptyHtml, "fecha")?.value).toBe(date);
    const noDate = await buyer.formPost(editPath(slug), {
      nombre: "Plan",
      inicio: `${date} 11:00`,
      fin: `${date} 12:00`,
    });
    expect(noDate.status).toBe(400);
    const noDateHtml = formOf(await noDate.text());
    expect(formErrors(noDateHtml)).toEqual([INCOMPLETE]);
    expect(fieldErrors(noDateHtml, "fecha")).toEqual(["Por favor seleccione la fecha."]);
    expect(input(noDateHtml, "nombre")?.value).toBe("Plan");

    const save = (fields: Record<string, string>) =>
      buyer.formPost(editPath(slug), { intent: "save", nombre: "Revisión de precios", fecha: date, ...fields });
    // The API's rules in their fields: the same duration, hours inside the availability, the date's hours.
    const shorter = await save({ inicio: `${date} 11:00`, fin: `${date} 11:30` });
    expect(shorter.status).toBe(400);
    const shorterHtml = formOf(await shorter.text());
    expect(fieldErrors(shorterHtml, "fin")).toEqual(["La duración de una sesión del marketplace no puede cambiar."]);
    expect(input(shorterHtml, "nombre")?.value).toBe("Revisión de precios");
    const outside = await save({ inicio: `${date} 12:00`, fin: `${date} 13:00` });
    expect(outside.status).toBe(409);
    expect(fieldErrors(await outside.text(), "fin")).toEqual([OUTSIDE]);
    const elsewhere = await save({ fecha: other, inicio: `${date} 11:00`, fin: `${date} 12:00` });
    expect(elsewhere.status).toBe(400);
    expect(fieldErrors(await elsewhere.text(), "inicio")[0]).toMatch(/^Esta hora no es de la fecha escogida/);
    const backwards = await save({ inicio: `${date} 11:00`, fin: `${date} 10:00` });
    expect(backwards.status).toBe(400);
    expect(fieldErrors(await backwards.text(), "fin")).toEqual([
      "La hora de finalización debe ser posterior a la de inicio.",
    ]);

    // Moved and renamed: the flash, back on the details with the new name; the old hour is free again.
    const done = await save({ inicio: `${date} 11:00`, fin: `${date} 12:00` });
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe(`/calendar/evento/${slug}`);
    const after = await buyer.follow(done);
    const afterHtml = await after.text();
    expect(flashText(afterHtml)).toContain("Sesión editada correctamente");
    expect(textOf(afterHtml)).toContain("Revisión de precios");
    const [row] = await real.sql<{ nombre: string; fecha_inicio: string; fecha_fin: string }>(
      "SELECT nombre, fecha_inicio, fecha_fin FROM eventos WHERE slug = ?",
      slug,
    );
    expect(row).toEqual({ nombre: "Revisión de precios", fecha_inicio: `${date} 11:00`, fecha_fin: `${date} 12:00` });
    const slots = await (await (await browserAs(DEMO.mentor)).get(`${BOOK}?fecha=${date}`)).text();
    expect(startsOf(slots)).toContain(`${date} 09:00`);
    expect(startsOf(slots)).not.toContain(`${date} 11:00`);

    // Someone else's booking takes hours: 409 on the form.
    await book(await browserAs(DEMO.mentor), date, "15:00", "16:00");
    const taken = await save({ inicio: `${date} 15:00`, fin: `${date} 16:00` });
    expect(taken.status).toBe(409);
    expect(fieldErrors(await taken.text(), "fin")).toEqual([OUTSIDE]);
  });

  test("the API failing: the Spanish message, the values kept, the edit sent once", async () => {
    const buyer = await browserAs(DEMO.entrepreneur);
    const date = weekday(4);
    const slug = await book(buyer, date, "08:00", "08:30");
    breakEdits = true;
    try {
      const before = edits;
      const response = await buyer.formPost(editPath(slug), {
        intent: "save",
        nombre: "Nombre que no se pierde",
        fecha: date,
        inicio: `${date} 10:00`,
        fin: `${date} 10:30`,
      });
      expect(response.status).toBe(503);
      expect(edits - before).toBe(1);
      const page = await response.text();
      const html = formOf(page);
      expect(formErrors(html)).toEqual([t("common:form.unavailable")]);
      expect(input(html, "nombre")?.value).toBe("Nombre que no se pierde");
      expect(page).not.toContain("Traceback");
    } finally {
      breakEdits = false;
    }
  });
});

describe("an unpaid booking whose hold ran out (issue 33 §2)", () => {
  test("moved to free hours with the form, it holds them again: the new start is no longer offered", async () => {
    const buyer = await browserAs(DEMO.entrepreneur);
    const date = weekday(6);
    const slug = await book(buyer, date, "09:00", "10:00");
    // The hold lapses (15 minutes): the 09:00 slot is offered to others again.
    await real.sql(
      "UPDATE eventos SET created_at = ? WHERE slug = ?",
      new Date(nowMs() - 16 * 60_000).toISOString(),
      slug,
    );
    const mentor = await browserAs(DEMO.mentor);
    expect(startsOf(await (await mentor.get(`${BOOK}?fecha=${date}`)).text())).toContain(`${date} 09:00`);

    const done = await buyer.formPost(editPath(slug), {
      intent: "save",
      nombre: "Plan renovado",
      fecha: date,
      inicio: `${date} 11:00`,
      fin: `${date} 12:00`,
    });
    expect(done.status).toBe(302);
    expect(flashText(await (await buyer.follow(done)).text())).toContain("Sesión editada correctamente");
    const [row] = await real.sql<{ created_at: string }>("SELECT created_at FROM eventos WHERE slug = ?", slug);
    expect(nowMs() - Date.parse(row!.created_at)).toBeLessThan(60_000);
    const slots = startsOf(await (await mentor.get(`${BOOK}?fecha=${date}`)).text());
    expect(slots).not.toContain(`${date} 11:00`);
    expect(slots).toContain(`${date} 09:00`);
  });
});

describe("who may edit", () => {
  test("the mentor edits too; other people get 403, visitors sign in; a program session goes to /editar", async () => {
    const buyer = await browserAs(DEMO.entrepreneur);
    const date = weekday(5);
    const slug = await book(buyer, date, "14:00", "14:30");

    const mentor = await browserAs(MENTOR_EMAIL);
    const details = await (await mentor.get(`/calendar/evento/${slug}`)).text();
    expect(tags(details, "a").some((a) => a.href === editPath(slug))).toBe(true);
    expect((await mentor.get(editPath(slug))).status).toBe(200);
    const renamed = await mentor.formPost(editPath(slug), {
      intent: "save",
      nombre: "Mentoría de precios",
      fecha: date,
      inicio: `${date} 14:00`,
      fin: `${date} 14:30`,
    });
    expect(renamed.status).toBe(302);

    for (const email of [DEMO.mentor, DEMO.institution]) {
      const outsider = await browserAs(email);
      expect((await outsider.get(editPath(slug))).status).toBe(403);
      expect((await outsider.formPost(editPath(slug), { intent: "save", nombre: "x" })).status).toBe(403);
    }
    const visitor = app.browser();
    expect((await visitor.get(editPath(slug))).headers.get("Location")).toBe(
      `/login?redirectTo=${encodeURIComponent(editPath(slug))}`,
    );
    const [row] = await real.sql<{ nombre: string }>("SELECT nombre FROM eventos WHERE slug = ?", slug);
    expect(row?.nombre).toBe("Mentoría de precios");

    // Once it has ended: no 'Editar' in the details, the screen says why, and a post changes nothing.
    await real.sql(
      "UPDATE eventos SET fecha_inicio = '2025-01-06 14:00', fecha_fin = '2025-01-06 14:30' WHERE slug = ?",
      slug,
    );
    const endedDetails = await (await mentor.get(`/calendar/evento/${slug}`)).text();
    expect(tags(endedDetails, "a").some((a) => a.href === editPath(slug))).toBe(false);
    const endedPage = await mentor.get(editPath(slug));
    expect(endedPage.status).toBe(200);
    const endedHtml = await endedPage.text();
    expect(textOf(endedHtml)).toContain("Esta sesión ya terminó: no se puede editar.");
    expect(input(endedHtml, "nombre")).toBeUndefined();
    const late = await mentor.formPost(editPath(slug), {
      intent: "save",
      nombre: "Demasiado tarde",
      fecha: "2025-01-06",
      inicio: "2025-01-06 14:00",
      fin: "2025-01-06 14:30",
    });
    expect(late.status).not.toBe(302);
    expect(late.status).toBeLessThan(500);
    const [still] = await real.sql<{ nombre: string }>("SELECT nombre FROM eventos WHERE slug = ?", slug);
    expect(still?.nombre).toBe("Mentoría de precios");

    // A program session: no marketplace form; its own edit screen decides.
    const [program] = await real.sql<{ slug: string }>(
      "SELECT slug FROM eventos WHERE marketplace = 0 AND entidad_id IS NOT NULL LIMIT 1",
    );
    const staff = await browserAs(DEMO.institution);
    const redirected = await staff.get(editPath(program!.slug));
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get("Location")).toBe(`/calendar/evento/${program!.slug}/editar`);
  });

  test("random fields never give a 5xx and never change the session", async () => {
    const buyer = await browserAs(DEMO.entrepreneur);
    const date = weekday(6);
    const slug = await book(buyer, date, "16:00", "16:30");
    const field = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.string({ unit: "grapheme", maxLength: 320 }),
      fc.constantFrom("", " ", `${date} 16:00`, `${date} 25:00`, "2026-02-30", date, "save", "fecha", "\u202e"),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record({ intent: field, nombre: field, fecha: field, inicio: field, fin: field }, { requiredKeys: [] }),
        async (fields) => {
          const response = await buyer.formPost(editPath(slug), fields);
          expect(response.status, JSON.stringify(fields)).toBeLessThan(500);
        },
      ),
      { numRuns: 25 },
    );
    const [row] = await real.sql<{ fecha_inicio: string }>("SELECT fecha_inicio FROM eventos WHERE slug = ?", slug);
    expect(row?.fecha_inicio).toBe(`${date} 16:00`);
  });
});
