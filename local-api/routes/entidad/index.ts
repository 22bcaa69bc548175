// The /entidad group (core spec › The calls it makes "Institution"; second spec › The calls it makes "Billing", "Programs and mentors").
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { billingRoutes } from "./billing";
import { institutionRoutes } from "./institution";
import { peopleRoutes } from "./people";

// Static paths (facturacion, checkout, */agregar) before the /:id{[0-9]+} ones.
export const entidadRoutes = new Hono<AppEnv>()
  .route("/", billingRoutes)
  .route("/", peopleRoutes)
  .route("/", institutionRoutes);
