// The /programa group (core spec › The calls it makes "Programs and tools"; second spec › The calls it makes "Programs and mentors").
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { programsRoutes } from "./programs";
import { reportsRoutes } from "./reports";
import { toolsRoutes } from "./tools";

// Tool paths (/crear/mentoria/…, /mentoria/…) first: they are static prefixes the program routes could catch.
// Issue 13, reports: /resumen/…, /{id}/resumen/mentor/…, /descargar/… (before the program routes' /{id}/… paths).
export const programaRoutes = new Hono<AppEnv>()
  .route("/", toolsRoutes)
  .route("/", reportsRoutes)
  .route("/", programsRoutes);
