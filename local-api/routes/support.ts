// POST /soporte/crear and POST /integracion/crear (spec 000 §7 "Other").
import { Hono } from "hono";
import type { AppEnv } from "../env";

export const supportRoutes = new Hono<AppEnv>();
export const integrationRoutes = new Hono<AppEnv>();
