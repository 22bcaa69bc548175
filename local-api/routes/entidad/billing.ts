// /entidad routes: billing (issue 3). Numeric path params use the {[0-9]+} pattern so that static
// segments such as /entidad/facturacion/ never match /entidad/:id/.
import { Hono } from "hono";
import type { AppEnv } from "../../env";

export const billingRoutes = new Hono<AppEnv>();
