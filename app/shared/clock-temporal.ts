// The clock of app/shared/clock.ts as Temporal values, for server code (the polyfill stays out of browser bundles).
import { Temporal } from "@js-temporal/polyfill";
import { nowMs } from "./clock";

/** Now as a Temporal.Instant. */
export const nowInstant = (): Temporal.Instant => Temporal.Instant.fromEpochMilliseconds(nowMs());

/** Today's date in a time zone. */
export const todayIn = (zone: string): Temporal.PlainDate => nowInstant().toZonedDateTimeISO(zone).toPlainDate();
