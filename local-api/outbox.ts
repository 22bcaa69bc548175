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
