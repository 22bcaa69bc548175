// Session actions: rating, attendance, starting the call, recording, transcript, attendance report.
// Owner: the session-documents API.
import { Hono } from "hono";
import type { AppEnv } from "../../env";

export const sessionActionRoutes = new Hono<AppEnv>();
