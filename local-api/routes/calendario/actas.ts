// Actas (minutes) of sessions: /acts/acts/. Owner: the session-documents API.
import { Hono } from "hono";
import type { AppEnv } from "../../env";

export const actasRoutes = new Hono<AppEnv>();
