// Session actions (core spec › States and transitions "Session states", core spec › Validation rules "Registration link", core spec › Error catalogue rating/acta/meeting/link copy):
// the form rules with the spec's messages, and the pure rules of the screens.
import { parseWithZod } from "@conform-to/zod";
import { describe, expect, test } from "vitest";
import { SESSION_FILE_MAX_BYTES } from "~/api/contract/calendario";
import { actaFormSchema } from "~/features/session-actions/acta.schema";
import { attendanceSchema, toAttendanceFormData } from "~/features/session-actions/attendance.schema";
import { linkSchema } from "~/features/session-actions/link.schema";
import { rateSchema } from "~/features/session-actions/rate.schema";
import { assistantOptions, isMeetingUrl, placesLeft, shareUrl } from "~/features/session-actions/session-actions";
import es from "../../locales/es/session.json";
import en from "../../locales/en/session.json";
import { hasEnded } from "~/lib/session-role";

function form(fields: Record<string, string | string[] | File>): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (v instanceof File) fd.append(k, v);
    else for (const x of Array.isArray(v) ? v : [v]) fd.append(k, x);
  }
  return fd;
}

function errorsOf<T>(submission: { status?: string; error?: T }) {
  return submission.status === "error" ? submission.error : undefined;
}

describe("rating form", () => {
  test("both of the spec's messages, to the letter", () => {
    const errors = errorsOf(parseWithZod(form({ puntaje: "4", comentario: " " }), { schema: rateSchema }));
    expect(errors?.goal_reached).toEqual(["session:rate.goalRequired"]);
    expect(errors?.comentario).toEqual(["session:rate.commentRequired"]);
    expect(es.rate.goalRequired).toBe("Por favor marque si se cumplió o no el objetivo de la sesión");
    expect(es.rate.commentRequired).toBe("Por favor déjanos tus comentarios");
    expect(es.rate.success).toBe("Tu calificación ha sido enviada correctamente");
    expect(es.rate.rated).toBe("Sesión calificada");
  });

  test("score 1 to 5 only", () => {
    for (const bad of ["", "0", "6", "2.5", "x"]) {
      const errors = errorsOf(
        parseWithZod(form({ puntaje: bad, goal_reached: "si", comentario: "ok" }), { schema: rateSchema }),
      );
      expect(errors?.puntaje, bad).toEqual(["session:rate.scoreRequired"]);
    }
    const ok = parseWithZod(form({ puntaje: "5", goal_reached: "no", comentario: " Muy útil " }), {
      schema: rateSchema,
    });
    expect(ok.status === "success" && ok.value).toEqual({ puntaje: 5, goal_reached: "no", comentario: "Muy útil" });
  });
});

describe("acta form", () => {
  test("summary and assistants with the spec's messages", () => {
    const errors = errorsOf(
      parseWithZod(form({ summary: "", start_date: "2026-11-23T09:00", end_date: "2026-11-23T10:00" }), {
        schema: actaFormSchema,
      }),
    );
    expect(errors?.summary).toEqual(["session:acta.summaryRequired"]);
    expect(errors?.assistants).toEqual(["session:acta.assistantsRequired"]);
    expect(es.acta.summaryRequired).toBe("Por favor ingrese el resumen de la reunión");
    expect(es.acta.assistantsRequired).toBe("Por favor seleccione al menos un asistente");
    expect(es.acta.created).toBe("Acta creada correctamente");
    expect(es.acta.edited).toBe("Acta editada correctamente");
  });

  test("the end must follow the start; assistants are ids", () => {
    const late = parseWithZod(
      form({ summary: "x", start_date: "2026-11-23T10:00", end_date: "2026-11-23T09:30", assistants: ["3"] }),
      { schema: actaFormSchema },
    );
    expect(errorsOf(late)?.end_date).toEqual(["session:acta.endBeforeStart"]);
    const ok = parseWithZod(
      form({
        summary: "Avances",
        start_date: "2026-11-23T09:00",
        end_date: "2026-11-23T10:00",
        assistants: ["3", "5"],
      }),
      { schema: actaFormSchema },
    );
    expect(ok.status === "success" && ok.value.assistants).toEqual([3, 5]);
  });
});

describe("attendance form", () => {
  test("no participants is valid; the three states become repeated asistente and cancelo ids (issue 29 §3)", () => {
    const none = parseWithZod(form({}), { schema: attendanceSchema });
    expect(none.status).toBe("success");
    const states = { 4: "asistio", 5: "no_asistio", 6: "cancelo", 7: "asistio" } as const;
    const fields = Object.fromEntries(
      Object.entries(states).flatMap(([id, estado], i) => [
        [`participantes[${i}].id`, id],
        [`participantes[${i}].estado`, estado],
      ]),
    );
    const some = parseWithZod(form(fields), { schema: attendanceSchema });
    if (some.status !== "success") throw new Error("expected success");
    const body = toAttendanceFormData(some.value);
    expect(body.getAll("asistente")).toEqual(["4", "7"]);
    expect(body.getAll("cancelo")).toEqual(["6"]);
    expect(body.has("acta")).toBe(false);
    const bad = parseWithZod(form({ "participantes[0].id": "4", "participantes[0].estado": "tal vez" }), {
      schema: attendanceSchema,
    });
    expect(errorsOf(bad)?.["participantes[0].estado"]).toEqual(["session:attendance.stateRequired"]);
  });

  test("the acta file: a session file type, at most 10 MB", () => {
    const exe = new File(["MZ"], "virus.exe", { type: "application/x-msdownload" });
    expect(errorsOf(parseWithZod(form({ acta: exe }), { schema: attendanceSchema }))?.acta).toEqual([
      "session:attendance.fileType",
    ]);
    const big = new File([new Uint8Array(SESSION_FILE_MAX_BYTES + 1)], "acta.pdf", { type: "application/pdf" });
    expect(errorsOf(parseWithZod(form({ acta: big }), { schema: attendanceSchema }))?.acta).toEqual([
      "session:attendance.fileSize",
    ]);
    const pdf = new File(["%PDF-1.4"], "acta.pdf", { type: "application/pdf" });
    const ok = parseWithZod(form({ acta: pdf }), { schema: attendanceSchema });
    if (ok.status !== "success") throw new Error("expected success");
    expect((toAttendanceFormData(ok.value).get("acta") as File).name).toBe("acta.pdf");
    expect(es.attendance.success).toBe("Se ha enviado correctamente la asistencia");
  });
});

describe("registration link form", () => {
  test("max users 1 to 300 (core spec › Business constants and limits)", () => {
    for (const bad of ["0", "301", "1.5", "-3", "abc"]) {
      expect(
        errorsOf(parseWithZod(form({ maximo_usuarios: bad }), { schema: linkSchema }))?.maximo_usuarios,
        bad,
      ).toEqual(["session:link.maxUsersRange"]);
    }
    expect(errorsOf(parseWithZod(form({ maximo_usuarios: "" }), { schema: linkSchema }))?.maximo_usuarios).toEqual([
      "session:link.maxUsersRequired",
    ]);
    for (const good of ["1", "300"])
      expect(parseWithZod(form({ maximo_usuarios: good }), { schema: linkSchema }).status).toBe("success");
    expect(es.link.get).toBe("Obtener Link de Registro");
    expect(es.link.share).toBe("Compartir evento");
    expect(es.link.copied).toBe("Link copiado al portapapeles");
  });
});

describe("session-action rules", () => {
  test("a session can be rated once it has ended", () => {
    const fin = "2026-11-23T10:00:00-05:00";
    expect(hasEnded({ fin }, Date.parse("2026-11-23T14:59:59Z"))).toBe(false);
    expect(hasEnded({ fin }, Date.parse("2026-11-23T15:00:00Z"))).toBe(true);
    expect(hasEnded({ fin: "not a date" }, Date.now())).toBe(false);
  });

  test("the call opens only on the meeting host's https URLs", () => {
    expect(isMeetingUrl("https://meet.jit.si/Mentoria-abc")).toBe(true);
    expect(isMeetingUrl("https://us02web.zoom.us/j/123?pwd=x")).toBe(true);
    for (const bad of [
      "http://meet.jit.si/room",
      "https://evil.example/meet.jit.si",
      "https://meet.jit.si.evil.example/room",
      "https://user:pw@meet.jit.si/room",
      "https://meet.jit.si:8443/room",
      "javascript:alert(1)",
      "//meet.jit.si/room",
      "https://notzoom.us/j/1",
    ]) {
      expect(isMeetingUrl(bad), bad).toBe(false);
    }
    expect(es.call.notStarted).toBe(
      "La sesión aún no ha sido inicializada, por favor intente nuevamente en un momento",
    );
  });

  test("places left never go below zero", () => {
    expect(placesLeft({ maximo_usuarios: 10, inscritos: 3 })).toBe(7);
    expect(placesLeft({ maximo_usuarios: 1, inscritos: 2 })).toBe(0);
  });

  test("the shared link: the API's http(s) url, else the app's join page", () => {
    expect(shareUrl({ url: "https://app.example/link/u1", uuid: "u1" }, "http://localhost:8787", "/link/u1")).toBe(
      "https://app.example/link/u1",
    );
    expect(shareUrl({ url: "javascript:x", uuid: "u1" }, "http://localhost:8787", "/link/u1")).toBe(
      "http://localhost:8787/link/u1",
    );
  });

  test("assistants: participants then mentors, each once", () => {
    const people = assistantOptions({
      sub_grupo: [
        {
          id: 4,
          first_name: "Ana",
          last_name: "Ruiz",
          username: "ana",
          email: null,
          asistencia: null,
          estado_asistencia: null,
        },
        {
          id: 5,
          first_name: "Luis",
          last_name: "Gómez",
          username: "luis",
          email: null,
          asistencia: true,
          estado_asistencia: "asistio",
        },
      ],
      usuario_individual: 4,
      nombre_usuario_individual: "Ana Ruiz",
      mentor: 2,
      nombre_mentor: "Marta Mentor",
      mentores: [
        { id: 2, first_name: "Marta", last_name: "Mentor" },
        { id: 9, first_name: "Otro", last_name: "Mentor" },
      ],
    });
    expect(people).toEqual([
      { id: 4, name: "Ana Ruiz" },
      { id: 5, name: "Luis Gómez" },
      { id: 2, name: "Marta Mentor" },
      { id: 9, name: "Otro Mentor" },
    ]);
  });

  test("en has every key of session actions", () => {
    for (const area of ["rate", "acta", "attendance", "link", "call"] as const) {
      expect(Object.keys(en[area]).sort()).toEqual(Object.keys(es[area]).sort());
    }
  });
});
