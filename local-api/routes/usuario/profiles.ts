// /usuario routes of the profile area (issue 10; core spec › The calls it makes "Accounts", "Calendar sync and availability"):
//
// PUT /usuario/actualizar/{username}           multipart; the owner only
// GET /usuario/calificacion/{id}               no auth; a mentor's rating summary
// GET /usuario/mentor/emprendedores            the signed-in mentor's entrepreneurs
// GET /usuario/synccalendar/login/{provider}   gcalendar | outlook | manual
// GET /usuario/synccalendar/sync/{mentor}/{date}  no auth; the busy hours of the mentor's synced calendar
import { Hono } from "hono";
import {
  SYNC_PROVIDERS,
  mentorEntrepreneurListSchema,
  ratingSummarySchema,
  syncResponseSchema,
  syncedBusySchema,
  type SyncProvider,
} from "../../../app/api/contract/profiles";
import { userListSchema } from "../../../app/api/contract/usuario";
import { requireAuth } from "../../auth";
import type { AppEnv } from "../../env";
import { detailError, notFound } from "../../http";
import { findUserByRef } from "../../services/accounts";
import { isMentor } from "../../services/availability";
import { isRealDate } from "../../services/workplan";
import {
  PROFILE_MESSAGES,
  chooseSync,
  entrepreneursOfMentor,
  ratingSummary,
  syncedBusy,
  updateProfile,
} from "../../services/profiles";
import { SELF_ACCESS, accessToUser } from "../../services/user-access";
import { serializeUser } from "../../services/user-serializer";

export const profilesRoutes = new Hono<AppEnv>()
  .put("/actualizar/:username", requireAuth, async (c) => {
    const db = c.get("db");
    const caller = c.get("user");
    const target = await findUserByRef(db, c.req.param("username"));
    if (!target || /^\d+$/.test(c.req.param("username"))) throw notFound();
    if (target.id !== caller.id) {
      // Someone who may see the profile learns they may not edit it; others learn nothing.
      if ((await accessToUser(db, caller.id, target)).visible) throw detailError(403, PROFILE_MESSAGES.notOwner);
      throw notFound();
    }
    const updated = await updateProfile(c, caller);
    return c.json(userListSchema.parse([await serializeUser(db, updated, SELF_ACCESS)]));
  })
  .get("/calificacion/:id{[0-9]+}", async (c) => {
    return c.json(ratingSummarySchema.parse(await ratingSummary(c.get("db"), Number(c.req.param("id")))));
  })
  .get("/mentor/emprendedores", requireAuth, async (c) => {
    const db = c.get("db");
    const user = c.get("user");
    if (!(await isMentor(db, user))) throw detailError(403, PROFILE_MESSAGES.notMentor);
    return c.json(mentorEntrepreneurListSchema.parse(await entrepreneursOfMentor(db, user.id)));
  })
  .get("/synccalendar/login/:provider", requireAuth, async (c) => {
    const provider = c.req.param("provider");
    if (!(SYNC_PROVIDERS as readonly string[]).includes(provider)) throw notFound();
    return c.json(syncResponseSchema.parse(await chooseSync(c, c.get("user"), provider as SyncProvider)));
  })
  .get("/synccalendar/sync/:mentor{[0-9]+}/:date", async (c) => {
    const date = c.req.param("date");
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !isRealDate(date)) throw detailError(400, PROFILE_MESSAGES.invalidDate);
    return c.json(syncedBusySchema.parse(await syncedBusy(c.get("db"), Number(c.req.param("mentor")), date)));
  });
