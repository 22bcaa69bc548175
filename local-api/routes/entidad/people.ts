// /entidad routes: people (issue 3). Numeric path params use the {[0-9]+} pattern so that static
// segments such as /entidad/facturacion/ never match /entidad/:id/.
//
// GET  /entidad/{id}/funcionario/?page=n[&q=]       staff (officials of the institution)
// GET  /entidad/{id}/emprendedor/?page=n[&q=]       entrepreneurs (officials and members)
// GET  /entidad/{id}/mentor/?page=n[&q=]            mentor cards (officials)
// PUT  /entidad/{funcionario|emprendedor|mentor}/agregar   invite one person to the caller's institution
// POST /entidad/usuario/agregar/mentor              bulk invite of mentors (multipart file_users)
// DELETE /entidad/{id}/mentor/{username}/           the mentor leaves the institution (defined here)
import { and, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import type { z } from "zod";
import {
  entrepreneurInviteBodySchema,
  inviteResultSchema,
  mentorInviteBodySchema,
  mentorPageSchema,
  personPageSchema,
  staffInviteBodySchema,
} from "../../../app/api/contract/people";
import { requireAuth } from "../../auth";
import { institutionMembers, users } from "../../db/schema";
import type { AppEnv } from "../../env";
import {
  type FieldErrors,
  addFieldError,
  dataOrErrors,
  forbidden,
  notFound,
  rawString,
  readJson,
  validate,
} from "../../http";
import { appBaseUrl } from "../../outbox";
import {
  type PersonKind,
  administeredInstitution,
  institutionForList,
  invitePerson,
  isOfficialOf,
  listMentors,
  listPeople,
} from "../../services/people";
import { parsePageParam } from "../../pagination";
import { bulkInvite } from "../../services/people-bulk";

const BLANK = "Este campo no puede estar en blanco.";

const INVITE_SCHEMAS = {
  funcionario: staffInviteBodySchema,
  emprendedor: entrepreneurInviteBodySchema,
  mentor: mentorInviteBodySchema,
} satisfies Record<PersonKind, z.ZodTypeAny>;

export const peopleRoutes = new Hono<AppEnv>();

peopleRoutes.get("/:id{[0-9]+}/funcionario", requireAuth, async (c) => {
  const db = c.get("db");
  const institution = await institutionForList(db, c.get("user").id, Number(c.req.param("id")), "funcionario");
  const page = await listPeople(db, institution, "funcionario", {
    page: parsePageParam(c.req.query("page")),
    q: c.req.query("q"),
    requestUrl: c.req.url,
  });
  return c.json(personPageSchema.parse(page));
});

peopleRoutes.get("/:id{[0-9]+}/emprendedor", requireAuth, async (c) => {
  const db = c.get("db");
  const institution = await institutionForList(db, c.get("user").id, Number(c.req.param("id")), "emprendedor");
  const page = await listPeople(db, institution, "emprendedor", {
    page: parsePageParam(c.req.query("page")),
    q: c.req.query("q"),
    requestUrl: c.req.url,
  });
  return c.json(personPageSchema.parse(page));
});

peopleRoutes.get("/:id{[0-9]+}/mentor", requireAuth, async (c) => {
  const db = c.get("db");
  const institution = await institutionForList(db, c.get("user").id, Number(c.req.param("id")), "mentor");
  const page = await listMentors(db, institution, {
    page: parsePageParam(c.req.query("page")),
    q: c.req.query("q"),
    requestUrl: c.req.url,
  });
  return c.json(mentorPageSchema.parse(page));
});

for (const kind of ["funcionario", "emprendedor", "mentor"] as const) {
  peopleRoutes.put(`/${kind}/agregar`, requireAuth, async (c) => {
    const db = c.get("db");
    const institution = await administeredInstitution(db, c.get("user").id);
    if (!institution) throw forbidden();
    const body = await readJson(c);
    const { data: parsed, errors } = validate(INVITE_SCHEMAS[kind], body);
    const fieldErrors: FieldErrors = errors ?? {};
    for (const field of ["first_name", "last_name"]) {
      const value = rawString(body, field);
      if (value !== undefined && value.length > 0 && !value.trim() && !fieldErrors[field]) {
        addFieldError(fieldErrors, field, BLANK);
      }
    }
    const data = dataOrErrors(parsed, fieldErrors);
    const email = (data as unknown as Record<PersonKind, string>)[kind];
    const result = await invitePerson(
      db,
      { email, first_name: data.first_name, last_name: data.last_name },
      { institution, kind, appBaseUrl: appBaseUrl(c.env.APP_URL, c.req.url) },
    );
    return c.json(inviteResultSchema.parse(result));
  });
}

peopleRoutes.post("/usuario/agregar/mentor", requireAuth, async (c) => c.json(await bulkInvite(c, "mentor")));

peopleRoutes.delete("/:id{[0-9]+}/mentor/:username", requireAuth, async (c) => {
  const db = c.get("db");
  const entidadId = Number(c.req.param("id"));
  if (!(await isOfficialOf(db, c.get("user").id, entidadId))) throw forbidden();
  const username = c.req.param("username");
  if (username.length > 150) throw notFound();
  const [removed] = await db
    .delete(institutionMembers)
    .where(
      and(
        eq(institutionMembers.entidad_id, entidadId),
        eq(institutionMembers.rol, "mentor"),
        eq(
          institutionMembers.user_id,
          sql`(select ${users.id} from ${users} where lower(${users.username}) = lower(${username}))`,
        ),
      ),
    )
    .returning({ user_id: institutionMembers.user_id });
  if (!removed) throw notFound();
  return c.body(null, 204);
});
