// Files (/archivos/…) and URLs (/urls/…) of sessions and of users' profiles. Owner: the session-documents API.
import { Hono } from "hono";
import type { AppEnv } from "../../env";

export const eventFileRoutes = new Hono<AppEnv>();
export const eventUrlRoutes = new Hono<AppEnv>();
