// POST /soporte/crear and POST /integracion/crear (core spec › The calls it makes "Other").
import { Hono } from "hono";
import { z } from "zod";
import {
  SUPPORT_FILE_MAX_BYTES,
  integrationBodySchema,
  integrationResponseSchema,
  supportTicketResponseSchema,
} from "../../app/api/contract/entidad";
import { requireAuth } from "../auth";
import { integrationRequests, supportTickets } from "../db/schema";
import type { AppEnv } from "../env";
import { ApiError, type FieldErrors, addFieldError, dataOrErrors, detailError, parseJsonBody, validate } from "../http";
import {
  INSTITUTION_MESSAGES,
  SUPPORT_PREFIX,
  fileOf,
  firstInstitutionOf,
  newFileKey,
  readMultipart,
} from "../services/institution";

const ticketFieldsSchema = z.object({ solicitud: z.string().min(1).max(5000) });
const BLANK = "Este campo no puede estar en blanco.";

export const supportRoutes = new Hono<AppEnv>().post("/crear", requireAuth, async (c) => {
  const db = c.get("db");
  const form = await readMultipart(c, SUPPORT_FILE_MAX_BYTES + 64 * 1024);
  const solicitud = form.get("solicitud");
  const { data: parsed, errors } = validate(ticketFieldsSchema, {
    solicitud: typeof solicitud === "string" ? solicitud : solicitud === null ? undefined : 0,
  });
  const fieldErrors: FieldErrors = errors ?? {};
  if (typeof solicitud === "string" && solicitud.length > 0 && !solicitud.trim() && !fieldErrors.solicitud) {
    addFieldError(fieldErrors, "solicitud", BLANK);
  }
  const archivo = fileOf(form, "archivo");
  if (archivo === "invalid") addFieldError(fieldErrors, "archivo", INSTITUTION_MESSAGES.notAFile);
  else if (archivo && archivo.size > SUPPORT_FILE_MAX_BYTES) {
    addFieldError(fieldErrors, "archivo", INSTITUTION_MESSAGES.fileSize);
  }
  const data = dataOrErrors(parsed, fieldErrors);
  let archivoKey: string | null = null;
  let archivoNombre: string | null = null;
  if (archivo && archivo !== "invalid") {
    archivoKey = newFileKey(SUPPORT_PREFIX, archivo.name);
    archivoNombre = archivo.name.slice(0, 255) || "archivo";
    await c.env.FILES.put(archivoKey, await archivo.arrayBuffer(), {
      httpMetadata: { contentType: archivo.type || "application/octet-stream" },
      customMetadata: { nombre: archivoNombre },
    });
  }
  const [ticket] = await db
    .insert(supportTickets)
    .values({
      user_id: c.get("user").id,
      solicitud: data.solicitud.trim(),
      archivo_key: archivoKey,
      archivo_nombre: archivoNombre,
    })
    .returning({ id: supportTickets.id });
  return c.json(supportTicketResponseSchema.parse({ id: ticket!.id }), 200);
});

export const integrationRoutes = new Hono<AppEnv>().post("/crear", requireAuth, async (c) => {
  const db = c.get("db");
  const entidadId = await firstInstitutionOf(db, c.get("user").id);
  if (entidadId === null) throw detailError(403, INSTITUTION_MESSAGES.forbidden);
  const body = await parseJsonBody(c, integrationBodySchema);
  if (!body.solicitud.trim()) throw new ApiError(400, { solicitud: [BLANK] });
  const [created] = await db
    .insert(integrationRequests)
    .values({ user_id: c.get("user").id, entidad_id: entidadId, solicitud: body.solicitud.trim() })
    .returning({ id: integrationRequests.id, solicitud: integrationRequests.solicitud });
  return c.json(integrationResponseSchema.parse(created), 201);
});
