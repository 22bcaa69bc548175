// The scheduling area's pure helpers: 'Pegar correos' matching, the default session name and the form schemas.
import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { availabilitySchema, rangesOf } from "~/features/scheduling/availability.schema";
import { bookingSchema } from "~/features/scheduling/booking.schema";
import { emailsIn, matchEmails } from "~/features/scheduling/email-paste";
import { defaultSessionName } from "~/features/scheduling/session-name";
import {
  mentorEditSchema,
  parseSessionForm,
  sessionCreateSchema,
  sessionEditSchema,
} from "~/features/scheduling/session.schema";

const people = [
  { id: 1, email: "ana@demo.test" },
  { id: 2, email: "Beto.Ruiz@Demo.Test" },
  { id: 3, email: null },
  { id: 4, email: "carla+x@empresa.co" },
];

function form(entries: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) {
    for (const v of Array.isArray(value) ? value : [value]) data.append(key, v);
  }
  return data;
}

function errorsOf(schema: Parameters<typeof parseWithZod>[1]["schema"], entries: Record<string, string | string[]>) {
  const result = parseWithZod(form(entries), { schema });
  return result.status === "success" ? {} : (result.error ?? {});
}

describe("emailsIn", () => {
  it("finds addresses across separators, lower-cased, without duplicates", () => {
    expect(emailsIn("ana@demo.test; BETO.RUIZ@demo.test,ana@demo.test\n<carla+x@empresa.co>\tfoo")).toEqual([
      "ana@demo.test",
      "beto.ruiz@demo.test",
      "carla+x@empresa.co",
    ]);
  });
  it("ignores text without addresses and trailing dots", () => {
    expect(emailsIn("nadie aquí, solo @ y texto")).toEqual([]);
    expect(emailsIn("Escribe a ana@demo.test.")).toEqual(["ana@demo.test"]);
  });
  it("reads names with addresses as mail clients paste them", () => {
    expect(emailsIn('"Ana Pérez" <ana@demo.test>, Beto (beto.ruiz@demo.test)')).toEqual([
      "ana@demo.test",
      "beto.ruiz@demo.test",
    ]);
  });
});

describe("matchEmails", () => {
  it("selects people whatever the case, once each, and reports unknown addresses", () => {
    const { ids, unknown } = matchEmails(
      "beto.ruiz@demo.test ANA@DEMO.TEST ana@demo.test otro@x.com, carla+x@empresa.co",
      people,
    );
    expect(ids).toEqual([2, 1, 4]);
    expect(unknown).toEqual(["otro@x.com"]);
  });
  it("never matches people whose e-mail is hidden", () => {
    expect(matchEmails("null", people)).toEqual({ ids: [], unknown: [] });
  });
  it("returns nothing for an empty paste", () => {
    expect(matchEmails("   ", people)).toEqual({ ids: [], unknown: [] });
  });
});

describe("defaultSessionName", () => {
  it("joins program, tool and company or mentee", () => {
    expect(defaultSessionName({ program: "Programa 1", tool: "Mentoría", who: "Ana Pérez", fallback: "Grupal" })).toBe(
      "Programa 1 · Mentoría · Ana Pérez",
    );
  });
  it("leaves out what is unknown", () => {
    expect(defaultSessionName({ program: "Programa 1", tool: "Taller", who: undefined, fallback: "x" })).toBe(
      "Programa 1 · Taller",
    );
    expect(defaultSessionName({ program: null, tool: " ", who: "", fallback: "Grupal · Mentor Demo" })).toBe(
      "Grupal · Mentor Demo",
    );
  });
  it("stays within the API's 300 characters", () => {
    expect(defaultSessionName({ program: "p".repeat(200), tool: "t".repeat(200), fallback: "x" })).toHaveLength(300);
  });
});

describe("session schemas", () => {
  const valid = { mentor: "5", tipo: "Grupal", inicio: "2026-11-23T09:00", fin: "2026-11-23T10:30" };
  it("accepts a session without a name on create", () => {
    expect(errorsOf(sessionCreateSchema, valid)).toEqual({});
  });
  it("gives the spec's messages for the required fields", () => {
    expect(errorsOf(sessionCreateSchema, {})).toMatchObject({
      mentor: ["scheduling:session.mentorRequired"],
      tipo: ["scheduling:session.tipoRequired"],
      inicio: ["scheduling:session.startRequired"],
      fin: ["scheduling:session.endRequired"],
    });
    expect(errorsOf(sessionEditSchema, valid)).toMatchObject({ nombre: ["scheduling:session.nameRequired"] });
    expect(errorsOf(mentorEditSchema, { inicio: valid.inicio, fin: valid.fin, nombre: "x" })).toMatchObject({
      mentoria: ["scheduling:session.tipoRequired"],
    });
  });
  it("refuses times off the 30-minute steps and ends before starts", () => {
    expect(errorsOf(sessionCreateSchema, { ...valid, inicio: "2026-11-23T09:15" })).toMatchObject({
      inicio: ["scheduling:session.step"],
    });
    expect(errorsOf(sessionCreateSchema, { ...valid, fin: "2026-11-23T08:30" })).toMatchObject({
      fin: ["scheduling:session.endAfterStart"],
    });
  });
  it("needs the mentee of an Individual session and keeps the maximum within 1 to 300", () => {
    expect(errorsOf(sessionCreateSchema, { ...valid, tipo: "Individual" })).toMatchObject({
      usuario_individual: ["scheduling:session.menteeRequired"],
    });
    expect(errorsOf(sessionCreateSchema, { ...valid, asistentes_max: "301" })).toMatchObject({
      asistentes_max: ["scheduling:session.maxRange"],
    });
  });
  it("in the browser, a mentor typed by name passes (the server finds them); nothing typed is 'mentor required'", () => {
    const typed = { tipo: "Grupal", inicio: valid.inicio, fin: valid.fin };
    expect(parseSessionForm(form({ ...typed, mentor_nombre: "Ana Pérez" }), "create").status).toBe("success");
    const empty = parseSessionForm(form({ ...typed, mentor_nombre: " " }), "create");
    expect(empty.status === "error" ? empty.error : null).toMatchObject({
      mentor: ["scheduling:session.mentorRequired"],
    });
  });
});

describe("booking and availability schemas", () => {
  it("requires the booking's name and slot with the spec's message", () => {
    expect(
      errorsOf(bookingSchema, { herramienta: "1", mentor: "2", fecha: "2026-11-23", duracion: "30" }),
    ).toMatchObject({
      inicio: ["scheduling:booking.slotRequired"],
      nombre: ["scheduling:booking.nameRequired"],
    });
  });
  it("requires the first range's start and end hours, and both hours of any other range", () => {
    expect(errorsOf(availabilitySchema, { fecha: "2026-11-23" })).toMatchObject({
      inicio1: ["scheduling:availability.startRequired"],
      fin1: ["scheduling:availability.endRequired"],
    });
    expect(
      errorsOf(availabilitySchema, { fecha: "2026-11-23", inicio1: "08:00", fin1: "12:00", inicio2: "14:00" }),
    ).toMatchObject({ fin2: ["scheduling:availability.endRequired"] });
    expect(errorsOf(availabilitySchema, { fecha: "2026-11-23", inicio1: "12:00", fin1: "08:00" })).toMatchObject({
      fin1: ["scheduling:availability.endAfterStart"],
    });
  });
  it("turns the ranges into string_availability, ending at midnight if asked", () => {
    const result = parseWithZod(
      form({ fecha: "2026-11-23", semanal: "on", inicio1: "08:00", fin1: "12:00", inicio3: "20:00", fin3: "24:00" }),
      { schema: availabilitySchema },
    );
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    expect(result.value.semanal).toBe(true);
    expect(rangesOf(result.value)).toEqual([
      { start_hour: "08:00", end_hour: "12:00" },
      { start_hour: "20:00", end_hour: "24:00" },
    ]);
  });
});

describe("scheduling catalog", () => {
  it("says the spec's messages to the letter", async () => {
    const es = (await import("../../locales/es/scheduling.json")).default;
    expect(es.session.mentorRequired).toBe("¡Por favor seleccione el mentor!");
    expect(es.session.tipoRequired).toBe("¡Por favor seleccione el tipo!");
    expect(es.session.startRequired).toBe("Por favor seleccione la fecha de inicio!");
    expect(es.session.endRequired).toBe("Por favor seleccione la fecha de finalización!");
    expect(es.session.nameRequired).toBe("¡Por favor agregue el nombre del evento!");
    expect(es.session.eventCreated).toBe("Evento creado exitosamente");
    expect(es.session.eventEdited).toBe("Evento editado exitosamente");
    expect(es.booking.created).toBe("Sesión creada correctamente");
    expect(es.session.edited).toBe("Sesión editada correctamente");
    expect(es.delete.success).toBe("Evento eliminado correctamente");
    expect(es.delete.failed).toBe("Error, por favor intenta nuevamente");
    expect(es.booking.nameRequired).toBe("Por favor escriba el nombre de la sesión!");
    expect(es.booking.noSlots).toBe("No hay horarios disponibles en la fecha escogida, por favor escoge otra fecha");
    expect(es.availability.created).toBe("Disponibilidad creada correctamente");
    expect(es.availability.edited).toBe("Disponibilidad editada correctamente");
    expect(es.availability.deleted).toBe("Disponibilidad eliminada correctamente");
    expect(es.availability.deleteFailed).toBe("Error por favor intente nuevamente");
  });
});
