// /usuario routes of an institution's people (issue 3): bulk invites, deactivation, mentor reviews.
//
// POST /usuario/agregar/funcionario, /usuario/agregar/emprendedor   multipart file_users
// PUT  /usuario/desactivar/{username}                             { is_active: false }
// GET  /usuario/resenas/{id}                                      a mentor's reviews (defined here)
import { Hono } from "hono";
import { deactivateBodySchema, deactivateResponseSchema, reviewListSchema } from "../../../app/api/contract/people";
import { requireAuth } from "../../auth";
import type { AppEnv } from "../../env";
import { parseJsonBody } from "../../http";
import { bulkInvite } from "../../services/people-bulk";
import { deactivateMember, isOfficialAnywhere, mentorReviews } from "../../services/people";
import { deactivateSelf } from "../../services/profiles";

export const usuarioPeopleRoutes = new Hono<AppEnv>()
  .post("/agregar/funcionario", requireAuth, async (c) => c.json(await bulkInvite(c, "funcionario")))
  .post("/agregar/emprendedor", requireAuth, async (c) => c.json(await bulkInvite(c, "emprendedor")))
  .put("/desactivar/:username", requireAuth, async (c) => {
    const db = c.get("db");
    await parseJsonBody(c, deactivateBodySchema);
    // Issue 10: a mentor or entrepreneur deactivates their own account; an institution's administrator may
    // not (the institution would be left without one): deactivateMember refuses them.
    const caller = c.get("user");
    const self = c.req.param("username").toLowerCase() === caller.username.toLowerCase();
    if (self && !(await isOfficialAnywhere(db, caller.id))) {
      await deactivateSelf(db, caller);
      return c.json(deactivateResponseSchema.parse({ username: caller.username, is_active: false }));
    }
    const user = await deactivateMember(db, caller, c.req.param("username"));
    return c.json(deactivateResponseSchema.parse({ username: user.username, is_active: false }));
  })
  .get("/resenas/:id{[0-9]+}", requireAuth, async (c) => {
    const reviews = await mentorReviews(c.get("db"), Number(c.req.param("id")));
    return c.json(reviewListSchema.parse(reviews));
  });
