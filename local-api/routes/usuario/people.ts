// /usuario routes of an institution's people (issue 3): bulk invites, deactivation, mentor reviews.
import { Hono } from "hono";
import type { AppEnv } from "../../env";

export const usuarioPeopleRoutes = new Hono<AppEnv>();
