// /programa routes: programs (issue 4; core spec › The calls it makes "Programs and tools", second spec › The calls it makes "Programs and mentors").
// Numeric path params use the {[0-9]+} pattern. Who may call what: services/programs.ts and docs/api/programs.md.
import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import type { Context } from "hono";
import {
  PROGRAM_IMAGE_MAX_BYTES,
  programEntrepreneurPageSchema,
  programFieldsSchema,
  programListSchema,
  programMentorListSchema,
  programSchema,
  programStatsSchema,
} from "../../../app/api/contract/programa";
import { requireAuth } from "../../auth";
import { institutions, programEntrepreneurs, programStaff, programs } from "../../db/schema";
import type { AppEnv } from "../../env";
import {
  ApiError,
  type FieldErrors,
  addFieldError,
  dataOrErrors,
  detailError,
  forbidden,
  validate,
  idParam,
} from "../../http";
import { toApiWallClock } from "../../services/slots";
import { pageOf, parsePageParam } from "../../pagination";
import { programEntrepreneurRows } from "../../services/people";
import { readImageField, readMultipart, requireOfficialOf, storeImage } from "../../services/institution";
import {
  PROGRAM_IMAGE_PREFIX,
  PROGRAM_MESSAGES,
  type ProgramRow,
  byPersonName,
  checkMembers,
  checkOfficials,
  idsOf,
  officialInstitutions,
  programListScope,
  programStats,
  programsOfEntrepreneur,
  programsOfInstitution,
  programsOfMentor,
  requireProgramEditor,
  requireProgramReader,
  serializePrograms,
  slices,
} from "../../services/programs";
import { progressByUserOf, progressByUserQuery } from "../../services/workplan";
import { nowInstant } from "../../../app/shared/clock-temporal";

// The text fields and id lists are small; the image is at most 2 MB: anything much bigger is refused unread.
const FORM_MAX_BYTES = PROGRAM_IMAGE_MAX_BYTES + 64 * 1024;

async function one(c: Context<AppEnv>, row: ProgramRow) {
  const [program] = await serializePrograms(c, [row]);
  return programSchema.parse(program);
}

async function list(c: Context<AppEnv>, rows: ProgramRow[]) {
  return programListSchema.parse(await serializePrograms(c, rows));
}

type ProgramForm = {
  nombre: string;
  descripcion: string;
  funcionario: number[];
  emprendedor: number[];
  image: Awaited<ReturnType<typeof readImageField>>;
};

/** Reads and checks the multipart form of create and update against the program's institution. */
async function readProgramForm(c: Context<AppEnv>, entidadId: number): Promise<ProgramForm> {
  const form = await readMultipart(c, FORM_MAX_BYTES);
  const body: Record<string, unknown> = {};
  for (const field of ["nombre", "descripcion"]) {
    const value = form.get(field);
    if (typeof value === "string") body[field] = value;
    else if (value !== null) body[field] = 0; // a file where text belongs: "not a valid string"
  }
  if (body.descripcion === "") delete body.descripcion;
  const { data: parsed, errors } = validate(programFieldsSchema, body);
  const fieldErrors: FieldErrors = errors ?? {};
  if (typeof body.nombre === "string" && body.nombre.length > 0 && !body.nombre.trim() && !fieldErrors.nombre) {
    addFieldError(fieldErrors, "nombre", "Este campo no puede estar en blanco.");
  }
  const db = c.get("db");
  const funcionario = idsOf(form.getAll("funcionario"), "funcionario", fieldErrors);
  const emprendedor = idsOf(form.getAll("emprendedor"), "emprendedor", fieldErrors);
  if (!fieldErrors.funcionario) await checkOfficials(db, entidadId, funcionario, "funcionario", fieldErrors);
  if (!fieldErrors.emprendedor) {
    await checkMembers(db, entidadId, "emprendedor", emprendedor, "emprendedor", fieldErrors);
  }
  const image = await readImageField(
    form,
    "img_programa",
    PROGRAM_IMAGE_MAX_BYTES,
    fieldErrors,
    PROGRAM_MESSAGES.imageSize,
  );
  const data = dataOrErrors(parsed, fieldErrors);
  return {
    nombre: data.nombre.trim(),
    descripcion: data.descripcion?.trim() ?? "",
    funcionario,
    emprendedor,
    image,
  };
}

/** Replaces the staff and entrepreneur lists of a program (statements for one batch). */
function replacePeople(c: Context<AppEnv>, programId: number, form: ProgramForm) {
  const db = c.get("db");
  return [
    db.delete(programStaff).where(eq(programStaff.programa_id, programId)),
    db.delete(programEntrepreneurs).where(eq(programEntrepreneurs.programa_id, programId)),
    ...slices(form.funcionario, 40).map((ids) =>
      db.insert(programStaff).values(ids.map((user_id) => ({ programa_id: programId, user_id }))),
    ),
    ...slices(form.emprendedor, 40).map((ids) =>
      db.insert(programEntrepreneurs).values(ids.map((user_id) => ({ programa_id: programId, user_id }))),
    ),
  ] as const;
}

export const programsRoutes = new Hono<AppEnv>()
  // ---------------------------------------------------------------------------------------------
  // Reads
  .get("/entidad/:id{[0-9]+}", requireAuth, async (c) => {
    const institution = await requireOfficialOf(c.get("db"), c.get("user").id, idParam(c));
    return c.json(await list(c, await programsOfInstitution(c.get("db"), institution.id, c.req.query("q"))));
  })
  .get("/entidad", requireAuth, async (c) => {
    const [first] = await officialInstitutions(c.get("db"), c.get("user").id);
    if (first === undefined) throw detailError(403, PROGRAM_MESSAGES.notOfficial);
    return c.json(await list(c, await programsOfInstitution(c.get("db"), first, c.req.query("q"))));
  })
  .get("/usuario/:id{[0-9]+}", requireAuth, async (c) => {
    const db = c.get("db");
    const scope = await programListScope(db, c.get("user"), idParam(c));
    return c.json(await list(c, await programsOfEntrepreneur(db, idParam(c), scope)));
  })
  .get("/mentor/:id{[0-9]+}", requireAuth, async (c) => {
    const db = c.get("db");
    const scope = await programListScope(db, c.get("user"), idParam(c));
    return c.json(await list(c, await programsOfMentor(db, idParam(c), scope)));
  })
  .get("/mentores/:id{[0-9]+}", requireAuth, async (c) => {
    const db = c.get("db");
    const { program } = await requireProgramReader(db, c.get("user"), idParam(c));
    const rows = await db.all<{
      id: number;
      username: string;
      first_name: string;
      last_name: string;
      titulo: string | null;
      img_usuario: string | null;
    }>(sql`
      SELECT DISTINCT u.id, u.username, u.first_name, u.last_name, u.titulo, u.img_usuario
      FROM mentoria_mentores mm JOIN mentorias m ON m.id = mm.mentoria_id JOIN usuarios u ON u.id = mm.user_id
      WHERE m.programa_id = ${program.id}
    `);
    rows.sort(byPersonName);
    return c.json(programMentorListSchema.parse(rows));
  })
  .get("/:id{[0-9]+}", requireAuth, async (c) => {
    const { program } = await requireProgramReader(c.get("db"), c.get("user"), idParam(c));
    return c.json(await one(c, program));
  })
  .get("/:id{[0-9]+}/emprendedores", requireAuth, async (c) => {
    const db = c.get("db");
    const { program } = await requireProgramReader(db, c.get("user"), idParam(c));
    const page = parsePageParam(c.req.query("page"));
    const { count, rows } = await programEntrepreneurRows(db, program.id, page, c.req.query("q"));
    // One round trip to D1 (issue 16 §2): the institution's secure_emails and the page's plans' progress.
    const ids = rows.length ? rows.map((row) => row.id) : [0];
    const [[institution], plans] = await db.batch([
      db
        .select({ secure_emails: institutions.secure_emails })
        .from(institutions)
        .where(eq(institutions.id, program.entidad_id)),
      progressByUserQuery(db, program.id, ids),
    ]);
    // secure_emails hides e-mails in every list, for every viewer (decision 006).
    const showEmail = !institution?.secure_emails;
    const progress = progressByUserOf(plans);
    return c.json(
      programEntrepreneurPageSchema.parse(
        pageOf(
          c.req.url,
          page,
          count,
          rows.map((row) => ({
            id: row.id,
            username: row.username,
            first_name: row.first_name,
            last_name: row.last_name,
            email: showEmail ? row.email : null,
            img_usuario: row.img_usuario,
            progress: progress.get(row.id) ?? 0, // work-plan progress (issue 11); 0 without a plan
          })),
        ),
      ),
    );
  })
  .get("/:id{[0-9]+}/estadisticas", requireAuth, async (c) => {
    const db = c.get("db");
    const { program, role } = await requireProgramReader(db, c.get("user"), idParam(c));
    const now = toApiWallClock(nowInstant());
    // Issue 11: `?usuario={id}` gives staff and mentors one entrepreneur's numbers (the plan view).
    const usuario = c.req.query("usuario");
    if (usuario !== undefined) {
      if (!/^[0-9]{1,9}$/.test(usuario)) throw new ApiError(400, { usuario: ["Se requiere un número válido."] });
      if (Number(usuario) !== c.get("user").id && !role.official && !role.mentor) throw forbidden();
      const one = { official: false, entrepreneur: true, mentor: false };
      return c.json(programStatsSchema.parse(await programStats(db, program.id, { id: Number(usuario) }, one, now)));
    }
    return c.json(programStatsSchema.parse(await programStats(db, program.id, c.get("user"), role, now)));
  })
  // ---------------------------------------------------------------------------------------------
  // Writes
  .post("/crear", requireAuth, async (c) => {
    const db = c.get("db");
    const [entidadId] = await officialInstitutions(db, c.get("user").id);
    if (entidadId === undefined) throw detailError(403, PROGRAM_MESSAGES.notOfficial);
    const form = await readProgramForm(c, entidadId);
    const img_programa = form.image ? await storeImage(c, PROGRAM_IMAGE_PREFIX, form.image, "programa") : null;
    const [created] = await db
      .insert(programs)
      .values({ entidad_id: entidadId, nombre: form.nombre, descripcion: form.descripcion, img_programa })
      .returning();
    try {
      const [first, ...rest] = replacePeople(c, created!.id, form);
      await db.batch([first, ...rest]);
    } catch (error) {
      // Keep nothing half-made: the program (and its image) go too.
      await db.delete(programs).where(eq(programs.id, created!.id));
      if (img_programa) await c.env.FILES.delete(img_programa);
      throw error;
    }
    return c.json(await one(c, created!), 201);
  })
  .put("/actualizar/:id{[0-9]+}", requireAuth, async (c) => {
    const db = c.get("db");
    const current = await requireProgramEditor(db, c.get("user"), idParam(c));
    const form = await readProgramForm(c, current.entidad_id);
    const img_programa = form.image
      ? await storeImage(c, PROGRAM_IMAGE_PREFIX, form.image, "programa")
      : current.img_programa;
    const [updated] = await db.batch([
      db
        .update(programs)
        .set({ nombre: form.nombre, descripcion: form.descripcion, img_programa })
        .where(eq(programs.id, current.id))
        .returning(),
      ...replacePeople(c, current.id, form),
    ]);
    // The replaced image is no longer referenced: free it (after the row points at the new one).
    if (current.img_programa && current.img_programa !== img_programa) await c.env.FILES.delete(current.img_programa);
    return c.json(await one(c, updated[0]!));
  })
  .delete("/eliminar/:id{[0-9]+}", requireAuth, async (c) => {
    const db = c.get("db");
    const program = await requireProgramEditor(db, c.get("user"), idParam(c));
    // Staff, entrepreneurs, tools and the tools' mentors go with it (ON DELETE CASCADE).
    await db.delete(programs).where(eq(programs.id, program.id));
    if (program.img_programa) await c.env.FILES.delete(program.img_programa);
    return c.body(null, 204);
  });
