// Bulk invites by file (core spec › Business constants and limits, second spec › Validation rules): POST /usuario/agregar/{funcionario|emprendedor} and
// POST /entidad/usuario/agregar/mentor. Each valid line is invited exactly like the single invite.
import type { Context } from "hono";
import { parseInviteFile } from "../../app/api/contract/invite-file";
import {
  BULK_FILE_MAX_BYTES,
  BULK_TOO_LARGE,
  bulkInviteResponseSchema,
  type ApiBulkInviteResponse,
} from "../../app/api/contract/people";
import type { AppEnv } from "../env";
import { ApiError, fieldError } from "../http";
import { appBaseUrl, bulkStatusMail, queueMail, type BulkStatus } from "../outbox";
import { forbidden } from "../http";
import { type PersonKind, administeredInstitution, invitePerson } from "./people";

export const BULK_MESSAGES = {
  missing: {
    mentor: "Por favor cargue un archivo con la lista de mentores!",
    emprendedor: "Por favor cargue un archivo con la lista de emprendedores!",
    funcionario: "Por favor cargue un archivo con la lista de funcionarios!",
  } satisfies Record<PersonKind, string>,
  tooHeavy: "El archivo es muy pesado, por favor seleccione un archivo de menos de 64 KB.",
  notText: "El archivo debe ser un texto (UTF-8) con líneas email;nombre;apellido.",
} as const;

const PEOPLE_PLURAL: Record<PersonKind, string> = {
  funcionario: "funcionarios",
  emprendedor: "emprendedores",
  mentor: "mentores",
};

// Room for the multipart envelope around a file of the maximum size.
const MAX_REQUEST_BYTES = BULK_FILE_MAX_BYTES + 16 * 1024;

async function readInviteFile(c: Context<AppEnv>, kind: PersonKind): Promise<string> {
  const missing = () => fieldError("file_users", BULK_MESSAGES.missing[kind]);
  const tooHeavy = () => fieldError("file_users", BULK_MESSAGES.tooHeavy);
  if (Number(c.req.header("content-length") ?? "0") > MAX_REQUEST_BYTES) throw tooHeavy();
  const form = await c.req.raw.formData().catch(() => null);
  const file = form?.get("file_users");
  // A form sent without choosing a file carries an empty part with no name.
  if (!file || typeof file === "string" || file.size === 0) throw missing();
  if (file.size > BULK_FILE_MAX_BYTES) throw tooHeavy();
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(await file.arrayBuffer());
  } catch {
    throw fieldError("file_users", BULK_MESSAGES.notText);
  }
}

/** The whole bulk call: the caller's institution, the file, one invite per valid line, the status e-mail. */
export async function bulkInvite(c: Context<AppEnv>, kind: PersonKind): Promise<ApiBulkInviteResponse> {
  const db = c.get("db");
  const caller = c.get("user");
  const institution = await administeredInstitution(db, caller.id);
  if (!institution) throw forbidden();
  const parsed = parseInviteFile(await readInviteFile(c, kind));
  if (parsed.tooLarge) throw fieldError("file_users", BULK_TOO_LARGE);

  const options = { institution, kind, appBaseUrl: appBaseUrl(c.env.APP_URL, c.req.url) };
  const resultados: ApiBulkInviteResponse["resultados"] = [];
  const omitidas: ApiBulkInviteResponse["omitidas"] = [...parsed.skipped];
  const details: BulkStatus["skipped"] = [...parsed.skipped];
  // Sequentially: D1 serialises writes anyway, and each line's answer depends on the database.
  for (const line of parsed.valid) {
    try {
      const result = await invitePerson(db, line, options);
      resultados.push({ ...result, linea: line.linea });
    } catch (error) {
      // A person who cannot take that role (staff vs members) is a skipped line, reported with the reason.
      if (!(error instanceof ApiError) || error.status !== 400) throw error;
      const skipped = { linea: line.linea, contenido: `${line.email};${line.first_name};${line.last_name}` };
      omitidas.push({ ...skipped, motivo: "email" });
      const messages = Object.values(error.body).flat();
      details.push({ ...skipped, motivo: "email", detalle: String(messages[0] ?? "") });
    }
  }
  omitidas.sort((a, b) => a.linea - b.linea);
  details.sort((a, b) => a.linea - b.linea);
  await queueMail(
    db,
    bulkStatusMail(caller.email, caller.first_name, {
      institution: institution.razon_social,
      people: PEOPLE_PLURAL[kind],
      results: resultados,
      skipped: details,
    }),
  );
  return bulkInviteResponseSchema.parse({ resultados, omitidas });
}
