// Sessions and everything that travels with them (core spec › The calls it makes "Calendar sync and availability",
// "Sessions and calendar", "Minutes", "Files and URLs"; second spec › The calls it makes "Join event, video, booking").
// Several services of the original platform live on their own bases (the events service, the scheduler);
// here they are path prefixes of the one local API (docs/api/sessions.md).
import type { Hono } from "hono";
import type { AppEnv } from "../../env";
import { actasRoutes } from "./actas";
import { sessionActionRoutes } from "./actions";
import { eventFileRoutes, eventUrlRoutes } from "./documents";
import { sessionChangeRoutes } from "./changes";
import { linkRoutes, startLinkRoutes } from "./links";
import { reminderRunRoutes, reminderSettingsRoutes } from "./reminders";
import { schedulerRoutes } from "./scheduler";
import { entityEventRoutes, sessionRoutes, zoomMasterRoutes } from "./sessions";

/** Mounts every group of this area on the local API (before `/usuario`, which `/usuario/link` would fall into). */
export function mountSessionRoutes(app: Hono<AppEnv>) {
  app.route("/usuario/link", linkRoutes);
  // Issue 29 §1: reminders (before /calendario's reads and /usuario/{username}).
  app.route("/usuario/recordatorios", reminderSettingsRoutes);
  app.route("/calendario/recordatorios", reminderRunRoutes);
  app.route("/calendario/start_link", startLinkRoutes);
  // Action paths (/evento/{slug}/iniciar, /evento/calificar/{slug}, /get_transcrtip/…) before the reads.
  app.route("/calendario", sessionActionRoutes);
  // Issue 29 §2: reschedule, cancel, withdraw.
  app.route("/calendario", sessionChangeRoutes);
  app.route("/calendario", sessionRoutes);
  app.route("/zoom_master", zoomMasterRoutes);
  app.route("/entity", entityEventRoutes);
  app.route("/acts", actasRoutes);
  app.route("/archivos", eventFileRoutes);
  app.route("/urls", eventUrlRoutes);
  app.route("/scheduler", schedulerRoutes);
}
