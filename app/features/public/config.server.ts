// Configuration of the public pages (README "Configuration"): external links, contact data and the
// landing pages' dates, with defaults that keep every link inside the platform when nothing is set.
import type { AppEnv } from "~/lib/env.server";
import { bogotaToday, nextOccurrence } from "./schedule";
import { nowDate } from "~/shared/clock";

export const DEFAULT_CONTACT = { email: "soporte@example.com", phone: "+57 601 000 0000" } as const;
/** The first label of the directors' school host ('escueladirectores.example.com' serves it at /). */
export const DEFAULT_DIRECTORS_SUBDOMAIN = "escueladirectores";

export function publicConfig(env: AppEnv, now = nowDate()) {
  const today = bogotaToday(now);
  return {
    // Without a scheduling service, the demo button goes to the demo request form of the ecosystem page.
    demoUrl: env.DEMO_URL ?? "/software-para-aceleradoras#demo",
    schoolPayUrl: env.PAGO_ESCUELA_JUNTAS_URL ?? "/escuela-juntas#contacto",
    bootcampPayUrl: env.PAGO_BOOTCAMP_URL ?? "/bootcamp#inscripcion",
    contactEmail: env.CONTACT_EMAIL ?? DEFAULT_CONTACT.email,
    contactPhone: env.CONTACT_PHONE ?? DEFAULT_CONTACT.phone,
    schoolPresaleEnd: env.ESCUELA_JUNTAS_PREVENTA_HASTA ?? nextOccurrence(today, 7, 11),
    bootcampStart: env.BOOTCAMP_INICIO ?? nextOccurrence(today, 9, 24),
    directorsSubdomain: (env.DIRECTORS_SCHOOL_SUBDOMAIN ?? DEFAULT_DIRECTORS_SUBDOMAIN).toLowerCase(),
    today,
  };
}
export type PublicConfig = ReturnType<typeof publicConfig>;

/** True when the request's host starts with the directors' school subdomain. */
export function isDirectorsSchoolHost(request: Request, config: PublicConfig): boolean {
  const firstLabel = new URL(request.url).hostname.split(".")[0]?.toLowerCase();
  return firstLabel === config.directorsSubdomain;
}
