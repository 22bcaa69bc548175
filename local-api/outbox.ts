// E-mail of the local API: written to the outbox table, listed by GET /dev/correos. Nothing leaves the machine.
import type { Db } from "./db/client";
import { outbox } from "./db/schema";

export type Mail = { to: string; subject: string; body: string };

/** The insert of one message; await it, or put it in a db.batch with the change that sends it. */
export function queueMail(db: Db, mail: Mail) {
  return db.insert(outbox).values(mail);
}

/** Base URL of the app for links in e-mails, without a trailing slash. */
export function appBaseUrl(appUrl: string | undefined, requestUrl: string): string {
  const base = appUrl?.trim() || new URL(requestUrl).origin;
  return base.replace(/\/+$/, "");
}

function greeting(firstName: string): string {
  return firstName ? `Hola ${firstName},` : "Hola,";
}

export function confirmationMail(to: string, firstName: string, link: string): Mail {
  return {
    to,
    subject: "Confirma tu cuenta",
    body: [
      greeting(firstName),
      "",
      "Gracias por registrarte. Para activar tu cuenta abre este enlace:",
      link,
      "",
      "El enlace sirve una sola vez y vence en 7 días.",
      "Si no creaste esta cuenta, ignora este correo.",
    ].join("\n"),
  };
}

export function recoveryMail(to: string, firstName: string, code: string): Mail {
  return {
    to,
    subject: "Código para cambiar tu contraseña",
    body: [
      greeting(firstName),
      "",
      `Tu código de verificación es: ${code}`,
      "",
      "Escríbelo junto con tu nueva contraseña en la página de recuperación.",
      "El código vence en 15 minutos y admite 5 intentos.",
      "Si no pediste cambiar tu contraseña, ignora este correo: tu contraseña no cambia.",
    ].join("\n"),
  };
}

/** Issue 34 §2: someone signed up with an address that already has an account (the page said nothing). */
export function signUpAttemptMail(to: string, firstName: string, appBaseUrl: string): Mail {
  return {
    to,
    subject: "Alguien intentó registrarse con tu correo",
    body: [
      greeting(firstName),
      "",
      "Alguien intentó registrarse con tu correo, que ya tiene una cuenta. No se creó ninguna cuenta nueva.",
      "",
      `Si fuiste tú, inicia sesión en ${appBaseUrl}/login; si olvidaste tu contraseña, puedes cambiarla en ${appBaseUrl}/change_password.`,
      "Si no fuiste tú, ignora este correo: tu cuenta no cambia.",
    ].join("\n"),
  };
}

/** Who an invitation or notice is about: the institution and the role in its own words. */
export type InviteContext = { institution: string; role: string; appBaseUrl: string };

/** A new account created by an institution: confirm the e-mail, then choose a password. */
export function invitationMail(to: string, firstName: string, context: InviteContext, code: string): Mail {
  return {
    to,
    subject: `Invitación de ${context.institution}`,
    body: [
      greeting(firstName),
      "",
      `${context.institution} te invitó a la plataforma como ${context.role}.`,
      "",
      "1. Para activar tu cuenta abre este enlace:",
      `${context.appBaseUrl}/user_confirmation/${code}`,
      "",
      "2. Luego crea tu contraseña aquí (escribe este e-mail y te enviaremos un código):",
      `${context.appBaseUrl}/change_password`,
      "",
      "El enlace sirve una sola vez y vence en 7 días.",
      "Si no esperabas esta invitación, ignora este correo.",
    ].join("\n"),
  };
}

/** An existing account added to an institution. */
export function addedNoticeMail(to: string, firstName: string, context: InviteContext): Mail {
  return {
    to,
    subject: `Ahora eres parte de ${context.institution}`,
    body: [
      greeting(firstName),
      "",
      `${context.institution} te agregó a la plataforma como ${context.role}.`,
      "Ingresa con tu e-mail y tu contraseña de siempre:",
      `${context.appBaseUrl}/login`,
      "",
      `Si olvidaste tu contraseña, puedes cambiarla en ${context.appBaseUrl}/change_password`,
    ].join("\n"),
  };
}

const BULK_STATES: Record<"invitado" | "agregado" | "ya_miembro", string> = {
  invitado: "invitado (se envió la invitación)",
  agregado: "agregado (ya tenía cuenta; se le avisó)",
  ya_miembro: "ya era miembro (no se envió nada)",
};

/** Reasons a bulk line was skipped; `motivo` codes of the contract plus the API's own explanation. */
const BULK_REASONS: Record<string, string> = {
  campos: "la línea no tiene e-mail, nombre y apellido separados por punto y coma",
  email: "el e-mail no es válido",
};

export type BulkStatus = {
  institution: string;
  /** Plural, lower case: "emprendedores", "mentores", "funcionarios". */
  people: string;
  results: { linea: number; email: string; estado: "invitado" | "agregado" | "ya_miembro" }[];
  skipped: { linea: number; contenido: string; motivo: string; detalle?: string }[];
};

/** The status e-mail of a bulk invite, to the administrator who sent the file. */
export function bulkStatusMail(to: string, firstName: string, status: BulkStatus): Mail {
  const results = status.results.map((r) => `- Línea ${r.linea}: ${r.email}: ${BULK_STATES[r.estado]}`);
  const skipped = status.skipped.map(
    (s) => `- Línea ${s.linea}: "${s.contenido}": ${s.detalle ?? BULK_REASONS[s.motivo] ?? s.motivo}`,
  );
  return {
    to,
    subject: `Estado de las invitaciones de ${status.people}`,
    body: [
      greeting(firstName),
      "",
      `Procesamos tu archivo de ${status.people} de ${status.institution}.`,
      "",
      `Personas (${status.results.length}):`,
      ...(results.length > 0 ? results : ["- Ninguna."]),
      "",
      `Líneas omitidas (${status.skipped.length}):`,
      ...(skipped.length > 0 ? skipped : ["- Ninguna."]),
    ].join("\n"),
  };
}
