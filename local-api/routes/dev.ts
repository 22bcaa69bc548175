// Development helpers: on only when the Worker's DEV_OUTBOX setting is "true" (a developer's machine,
// the tests); otherwise every path here is a 404, as if it did not exist.
import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { outboxSchema } from "../../app/api/contract/usuario";
import { outbox } from "../db/schema";
import type { AppEnv } from "../env";
import { ApiError, MESSAGES } from "../http";

const OUTBOX_LIMIT = 200;

export const devRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    if (c.env.DEV_OUTBOX !== true) throw new ApiError(404, { detail: MESSAGES.notFound });
    await next();
  })
  .get("/correos", async (c) => {
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
