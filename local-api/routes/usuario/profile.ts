// Profiles (GET /usuario/, GET /usuario/{id|username}) and the areas of expertise (GET /usuario/tags).
import { asc, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { tagListSchema, userListSchema } from "../../../app/api/contract/usuario";
import { requireAuth } from "../../auth";
import { tags, users } from "../../db/schema";
import type { AppEnv } from "../../env";
import { notFound } from "../../http";
import { findUserByRef } from "../../services/accounts";
import { SELF_ACCESS, accessToUser } from "../../services/user-access";
import { serializeUser } from "../../services/user-serializer";

export const profileRoutes = new Hono<AppEnv>()
  .get("/tags", async (c) => {
    const rows = await c
      .get("db")
      .select({ id: tags.id, name: tags.name })
      .from(tags)
      .orderBy(sql`${tags.name} COLLATE NOCASE`, asc(tags.id));
    return c.json(tagListSchema.parse(rows));
  })
  .get("/", requireAuth, async (c) => {
    const db = c.get("db");
    const user = c.get("user");
    const body = userListSchema.parse([await serializeUser(db, user, SELF_ACCESS)]);
    // is_new is reported true once, on the first GET /usuario/ after signing in (the app routes the
    // new user to /marketplace with it), and is false from then on.
    if (user.is_new) await db.update(users).set({ is_new: false }).where(eq(users.id, user.id));
    return c.json(body);
  })
  .get("/:ref", requireAuth, async (c) => {
    const db = c.get("db");
    const viewer = c.get("user");
    const target = await findUserByRef(db, c.req.param("ref"));
    if (!target) throw notFound();
    const access = await accessToUser(db, viewer.id, target);
    if (!access.visible) throw notFound();
    return c.json(userListSchema.parse([await serializeUser(db, target, access)]));
  });
