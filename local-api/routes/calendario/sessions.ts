// Sessions: reads (/calendario/…), institution writes (/zoom_master/event), mentor writes (/entity/…),
// the entrepreneur booking (/calendario/crear/evento/dispo) and calendar feeds. Owner: the sessions API.
import { Hono } from "hono";
import type { AppEnv } from "../../env";

export const sessionRoutes = new Hono<AppEnv>();
export const zoomMasterRoutes = new Hono<AppEnv>();
export const entityEventRoutes = new Hono<AppEnv>();
