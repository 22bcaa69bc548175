// The choices of the scheduling forms' selects, kept free of zod so the pages' first-load JS stays small.
import type { SessionType } from "~/api/contract/calendario";

/** Core spec › Business constants and limits: Grupal, Individual, Junta Directiva. */
export const SESSION_TYPE_CHOICES: readonly SessionType[] = ["Grupal", "Individual", "Junta Directiva"];

/** Every 30 minutes of a day: starts 00:00-23:30, ends 00:30-24:00. */
const halfHour = (i: number) => `${String(Math.floor(i / 2)).padStart(2, "0")}:${i % 2 ? "30" : "00"}`;
export const START_HOURS: readonly string[] = Array.from({ length: 48 }, (_, i) => halfHour(i));
export const END_HOURS: readonly string[] = Array.from({ length: 48 }, (_, i) => halfHour(i + 1));
