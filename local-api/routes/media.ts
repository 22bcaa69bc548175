// GET /media/{key}: uploaded images (institution logos) served from R2, like Django's MEDIA_URL.
import { Hono } from "hono";
import type { AppEnv } from "../env";

export const mediaRoutes = new Hono<AppEnv>();
