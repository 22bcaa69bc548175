// The /entidad group (spec 000 §7 "Institution"; spec 001 §7 "Billing", "Programs and mentors").
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
