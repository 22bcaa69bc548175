// Test helpers of the programs area: the demo cast (one token per role), ids by natural key, multipart calls.
import { DEMO_EMAILS, DEMO_INSTITUTIONS, DEMO_PASSWORD } from "../demo";
import { SEED_ENTREPRENEURS, SEED_MENTORS, SEED_STAFF, demoPersonEmail } from "../seeds/people";
import type { Harness } from "../testing/harness";

export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
export const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]);
export const GIF = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0]);

export async function userId(h: Harness, email: string): Promise<number> {
  const row = await h.db.prepare("SELECT id FROM usuarios WHERE email = ?").bind(email).first<{ id: number }>();
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

export async function programId(h: Harness, nombre: string): Promise<number> {
  const row = await h.db
    .prepare("SELECT id FROM programas WHERE nombre = ? ORDER BY id DESC")
    .bind(nombre)
    .first<{ id: number }>();
  if (!row) throw new Error(`no program ${nombre}`);
  return row.id;
}

export async function toolId(h: Harness, nombre: string): Promise<number> {
  const row = await h.db
    .prepare("SELECT id FROM mentorias WHERE nombre = ? ORDER BY id DESC")
    .bind(nombre)
    .first<{ id: number }>();
  if (!row) throw new Error(`no tool ${nombre}`);
  return row.id;
}

export async function institutionId(h: Harness, razonSocial: string): Promise<number> {
  const row = await h.db
    .prepare("SELECT id FROM entidades WHERE razon_social = ? ORDER BY id DESC")
    .bind(razonSocial)
    .first<{ id: number }>();
  if (!row) throw new Error(`no institution ${razonSocial}`);
  return row.id;
}

export async function count(h: Harness, query: string, ...params: unknown[]): Promise<number> {
  const row = await h.db
    .prepare(`SELECT COUNT(*) AS n FROM ${query}`)
    .bind(...params)
    .first<{ n: number }>();
  return row?.n ?? -1;
}

/** Every role of the demo data, signed in, with the ids the tests need. */
export async function demoCast(h: Harness) {
  const emails = {
    official: DEMO_EMAILS.official,
    staff: demoPersonEmail(SEED_STAFF[1]!), // another official of Incubadora Demo, in no program
    bank: DEMO_EMAILS.bankOfficial,
    mentor: DEMO_EMAILS.mentor, // mentors tools of both programs
    outsideMentor: demoPersonEmail(SEED_MENTORS[5]!), // a mentor of Incubadora Demo in no program
    entrepreneur: DEMO_EMAILS.entrepreneur, // in "Programa de Incubación 2026" only
    outsideEntrepreneur: demoPersonEmail(SEED_ENTREPRENEURS[15]!), // in no program
    digitalEntrepreneur: demoPersonEmail(SEED_ENTREPRENEURS[8]!), // in "Aceleración Digital"
  } as const;
  type Role = keyof typeof emails;
  const tokens = {} as Record<Role, string>;
  const ids = {} as Record<Role, number>;
  for (const role of Object.keys(emails) as Role[]) {
    tokens[role] = await h.login(emails[role], DEMO_PASSWORD);
    ids[role] = await userId(h, emails[role]);
  }
  return {
    emails,
    tokens,
    ids,
    incubadora: await institutionId(h, DEMO_INSTITUTIONS.incubator),
    banco: await institutionId(h, DEMO_INSTITUTIONS.bank),
    incubation: await programId(h, "Programa de Incubación 2026"),
    digital: await programId(h, "Aceleración Digital"),
  };
}

export type Fields = Record<string, string | Blob | (string | number)[]>;

/** A multipart request straight to the app (the JSON harness call does not do forms). */
export async function multipart<T = Record<string, unknown>>(
  h: Harness,
  method: string,
  path: string,
  token: string | undefined,
  fields: Fields,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const item of value) form.append(name, String(item));
    else if (typeof value === "string") form.append(name, value);
    else form.append(name, value, (value as File).name ?? "archivo");
  }
  const headers = new Headers(token ? { authorization: `Token ${token}` } : {});
  const response = await h.app.fetch(new Request(`http://local${path}`, { method, headers, body: form }), h.env);
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** The R2 key of an image URL of the API (`…/api/media/<key>`). */
export function mediaKey(url: string): string {
  return decodeURIComponent(url.split("/api/media/")[1] ?? "");
}
