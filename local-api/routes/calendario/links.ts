// Registration links (/usuario/link/…) and the public join data (/calendario/start_link/…).
// Owner: the session-documents API.
import { Hono } from "hono";
import type { AppEnv } from "../../env";

export const linkRoutes = new Hono<AppEnv>();
export const startLinkRoutes = new Hono<AppEnv>();
