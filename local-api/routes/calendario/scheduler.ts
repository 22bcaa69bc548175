// The scheduler: mentor availability and the 30-minute slot lookup. Owner: the sessions API.
import { Hono } from "hono";
import type { AppEnv } from "../../env";

export const schedulerRoutes = new Hono<AppEnv>();
