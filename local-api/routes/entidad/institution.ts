// /entidad routes: institution (issue 3). Numeric path params use the {[0-9]+} pattern so that static
// segments such as /entidad/facturacion/ never match /entidad/:id/.
//
// GET /entidad/{id}/ (defined here), PUT /entidad/editar/{id} (core spec › The calls it makes), GET /entidad/{id}/consumo/
// (defined here). Officials of the institution only: 404 for an unknown id, 403 for anyone else.
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import {
  LOGO_MAX_BYTES,
  institutionEditFieldsSchema,
  institutionSchema,
  usageSchema,
} from "../../../app/api/contract/entidad";
import { requireAuth } from "../../auth";
import { institutions, videoUsage } from "../../db/schema";
import type { AppEnv } from "../../env";
import { type FieldErrors, addFieldError, dataOrErrors, validate } from "../../http";
import {
  INSTITUTION_MESSAGES,
  LOGO_PREFIX,
  previousMonthBogota,
  readImageField,
  readMultipart,
  requireOfficialOf,
  serializeInstitution,
  storeImage,
} from "../../services/institution";

// The text fields are small; the logo is at most 2 MB: anything much bigger is refused unread.
const EDIT_MAX_BYTES = LOGO_MAX_BYTES + 64 * 1024;
const TEXT_FIELDS = ["razon_social", "nit", "direccion", "descripcion", "emprendedor_tipo", "mentor_tipo"] as const;

export const institutionRoutes = new Hono<AppEnv>()
  .get("/:id{[0-9]+}", requireAuth, async (c) => {
    const row = await requireOfficialOf(c.get("db"), c.get("user").id, Number(c.req.param("id")));
    return c.json(institutionSchema.parse(serializeInstitution(c, row)));
  })
  .put("/editar/:id{[0-9]+}", requireAuth, async (c) => {
    const db = c.get("db");
    const current = await requireOfficialOf(db, c.get("user").id, Number(c.req.param("id")));
    const form = await readMultipart(c, EDIT_MAX_BYTES);
    const body: Record<string, unknown> = {};
    for (const field of [...TEXT_FIELDS, "secure_emails", "horas_aviso"]) {
      const value = form.get(field);
      if (typeof value === "string") body[field] = value;
      else if (value !== null) body[field] = 0; // a file where text belongs: "not a valid string"
    }
    // Optional text fields: an empty value clears them (Django's blank=True).
    for (const field of ["direccion", "descripcion"]) if (body[field] === "") delete body[field];
    const { data: parsed, errors } = validate(institutionEditFieldsSchema, body);
    const fieldErrors: FieldErrors = errors ?? {};
    for (const field of ["razon_social", "nit"] as const) {
      const value = body[field];
      if (typeof value === "string" && value.length > 0 && !value.trim() && !fieldErrors[field]) {
        addFieldError(fieldErrors, field, "Este campo no puede estar en blanco.");
      }
    }
    const logo = await readImageField(form, "logo", LOGO_MAX_BYTES, fieldErrors, INSTITUTION_MESSAGES.logoSize);
    const data = dataOrErrors(parsed, fieldErrors);
    const logoKey = logo ? await storeImage(c, LOGO_PREFIX, logo, "logo") : current.logo;
    const [updated] = await db
      .update(institutions)
      .set({
        razon_social: data.razon_social.trim(),
        nit: data.nit.trim(),
        direccion: data.direccion?.trim() || null,
        descripcion: data.descripcion?.trim() || null,
        emprendedor_tipo: data.emprendedor_tipo,
        mentor_tipo: data.mentor_tipo,
        secure_emails: data.secure_emails === "true",
        horas_aviso: data.horas_aviso === undefined ? current.horas_aviso : Number(data.horas_aviso),
        logo: logoKey,
      })
      .where(eq(institutions.id, current.id))
      .returning();
    // The replaced logo is no longer referenced: free it (after the row points at the new one).
    if (current.logo && current.logo !== logoKey) await c.env.FILES.delete(current.logo);
    return c.json(institutionSchema.parse(serializeInstitution(c, updated!)));
  })
  .get("/:id{[0-9]+}/consumo", requireAuth, async (c) => {
    const db = c.get("db");
    const institution = await requireOfficialOf(db, c.get("user").id, Number(c.req.param("id")));
    const mes = previousMonthBogota();
    const [usage] = await db
      .select({ minutos: videoUsage.minutos, updated_at: videoUsage.updated_at })
      .from(videoUsage)
      .where(and(eq(videoUsage.entidad_id, institution.id), eq(videoUsage.mes, mes)))
      .limit(1);
    return c.json(
      usageSchema.parse({
        mes,
        minutos: usage?.minutos ?? 0,
        creditos: institution.creditos_zoom,
        actualizado: usage?.updated_at ?? null,
      }),
    );
  });
