// Development helpers. The local API only ever runs on a developer's machine or in tests.
import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { outboxSchema } from "../../app/api/contract/usuario";
import { outbox } from "../db/schema";
import type { AppEnv } from "../env";

const OUTBOX_LIMIT = 200;

export const devRoutes = new Hono<AppEnv>().get("/correos", async (c) => {
  // Optional ?to= filter, so a person (or a test) can find the messages of one address.
  const to = c.req.query("to")?.trim().toLowerCase();
  const rows = await c
    .get("db")
    .select()
    .from(outbox)
    .where(to ? eq(outbox.to, to) : undefined)
    .orderBy(desc(outbox.id))
    .limit(OUTBOX_LIMIT);
  return c.json(outboxSchema.parse(rows));
});
