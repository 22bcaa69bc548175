// Test helpers of the session-documents API: sessions inserted straight into D1 (relative to now), the demo
// cast of every role, and raw calls (multipart bodies, non-JSON answers).
import { demoCast } from "./programs.test-helper";
import { bogotaWallClock } from "./session-docs";
import type { Harness } from "../testing/harness";
import { nowMs, nowDate } from "../../app/shared/clock";

export type Cast = Awaited<ReturnType<typeof demoCast>>;

/** Every role of the tests: staff (entidad@), another institution's admin, the mentor, another mentor, participant… */
export const ROLES = ["official", "bank", "mentor", "outsideMentor", "entrepreneur", "outsideEntrepreneur"] as const;

let counter = 0;

export type TestSession = { id: number; slug: string; nombre: string };

/**
 * A session of Incubadora Demo mentored by mentor@ with emprendedor@ as participant (unless told otherwise),
 * starting `startMin` minutes from now and lasting `durationMin`.
 */
export async function insertSession(
  h: Harness,
  cast: Cast,
  options: {
    startMin?: number;
    durationMin?: number;
    participants?: number[];
    mentor?: number;
    marketplace?: boolean;
    comprador?: number | null;
    estado?: string;
    transcripcion?: string | null;
    video?: string | null;
    iniciado?: boolean;
  } = {},
): Promise<TestSession> {
  counter += 1;
  const start = nowMs() + (options.startMin ?? 60) * 60_000;
  const end = start + (options.durationMin ?? 60) * 60_000;
  const slug = `prueba${counter}${Math.random().toString(36).slice(2, 10)}`;
  const nombre = `Sesión de prueba ${counter}`;
  const row = await h.db
    .prepare(
      `INSERT INTO eventos (slug, nombre, tipo, fecha_inicio, fecha_fin, mentor_id, entidad_id, marketplace, comprador,
         estado, transcripcion, video, iniciado_at)
       VALUES (?, ?, 'Grupal', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    )
    .bind(
      slug,
      nombre,
      bogotaWallClock(start),
      bogotaWallClock(end),
      options.mentor ?? cast.ids.mentor,
      options.marketplace ? null : cast.incubadora,
      options.marketplace ? 1 : 0,
      options.comprador ?? null,
      options.estado ?? "",
      options.transcripcion ?? null,
      options.video ?? null,
      options.iniciado ? nowDate().toISOString() : null,
    )
    .first<{ id: number }>();
  const id = row!.id;
  for (const user of options.participants ?? [cast.ids.entrepreneur]) {
    await h.db.prepare("INSERT INTO evento_participantes (evento_id, user_id) VALUES (?, ?)").bind(id, user).run();
  }
  return { id, slug, nombre };
}

export type RawResponse = { status: number; text: string; json: unknown; headers: Headers; bytes: Uint8Array };

/** A call with any body (FormData, JSON) that keeps the raw answer. */
export async function rawCall(
  h: Harness,
  method: string,
  path: string,
  token: string | undefined,
  body?: FormData | Record<string, unknown> | unknown[],
): Promise<RawResponse> {
  const headers = new Headers(token ? { authorization: `Token ${token}` } : {});
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    payload = JSON.stringify(body);
    headers.set("content-type", "application/json");
  }
  const response = await h.app.fetch(new Request(`http://local${path}`, { method, headers, body: payload }), h.env);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: response.status, text, json, headers: response.headers, bytes };
}

/** A FormData with string fields and files ([bytes, name, type]). */
export function form(fields: Record<string, string | string[] | [Uint8Array, string, string]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === "string") data.append(name, value);
    else if (value.length === 3 && value[0] instanceof Uint8Array) {
      const [bytes, fileName, type] = value as [Uint8Array, string, string];
      data.append(name, new File([bytes as Uint8Array<ArrayBuffer>], fileName, { type }));
    } else for (const item of value as string[]) data.append(name, item);
  }
  return data;
}

export const PDF = new TextEncoder().encode("%PDF-1.4\n%prueba\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");
export const TEXT = new TextEncoder().encode("Notas de la sesión: revisar flujo de caja.\n");
export const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]);

export { demoCast };

export { keepLoggedErrors } from "../testing/harness";
