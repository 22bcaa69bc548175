// The local stand-in of the card payment provider (DESIGN §2 rule 4): a clearly marked test checkout.
import { Hono } from "hono";
import type { AppEnv } from "../env";

export const checkoutRoutes = new Hono<AppEnv>();
