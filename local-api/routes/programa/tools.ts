// /programa routes: tools (issue 4). Numeric path params use the {[0-9]+} pattern.
import { Hono } from "hono";
import type { AppEnv } from "../../env";

export const toolsRoutes = new Hono<AppEnv>();
