// The /usuario group (core spec › The calls it makes "Accounts", second spec › The calls it makes "Recovery and account").
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { accountRoutes } from "./accounts";
import { passwordRoutes } from "./password";
import { usuarioPeopleRoutes } from "./people";
import { profileRoutes } from "./profile";
import { profilesRoutes } from "./profiles";
import { sessionRoutes } from "./session";

// profileRoutes goes last: its GET /:ref would otherwise catch the static single-segment paths.
export const usuarioRoutes = new Hono<AppEnv>()
  .route("/", accountRoutes)
  .route("/", sessionRoutes)
  .route("/", passwordRoutes)
  .route("/", usuarioPeopleRoutes)
  .route("/", profilesRoutes)
  .route("/", profileRoutes);
