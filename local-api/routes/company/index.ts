// Companies and indicators (issue 12; second spec › The calls it makes "Company and indicators"), with the legacy /empresa calls
// and the dashboard data. Who may call what: services/company.ts; the contract: docs/api.md "Companies".
import { and, eq, inArray, notInArray } from "drizzle-orm";
import { Hono, type Context } from "hono";
import {
  COMPANY_IMAGE_MAX_BYTES,
  companyFieldsSchema,
  companySchema,
  indicatorBodySchema,
  indicatorCreateSchema,
  indicatorListSchema,
  indicatorSchema,
  indicatorValuePageSchema,
  indicatorValueSchema,
  legacyCompanyBodySchema,
  legacyValueBodySchema,
  partnerBodySchema,
  sectorListSchema,
  teamBodySchema,
  valueBodySchema,
  valueCreateSchema,
} from "../../../app/api/contract/company";
import { requireAuth } from "../../auth";
import { companies, companyTeam, indicatorValues, indicators } from "../../db/schema";
import type { AppEnv } from "../../env";
import {
  type FieldErrors,
  addFieldError,
  dataOrErrors,
  detailError,
  fieldError,
  notFound,
  parseJsonBody,
  readJson,
  validate,
  idParam,
} from "../../http";
import { appBaseUrl } from "../../outbox";
import { findUserByRef } from "../../services/accounts";
import {
  COMPANY_IMAGE_PREFIX,
  COMPANY_MESSAGES,
  SECTORS,
  type CompanyRole,
  type CompanyRow,
  addPartner,
  companyOfUser,
  companyRole,
  forbidden,
  indicatorValuePage,
  indicatorsOf,
  isApiDateTime,
  isEntrepreneur,
  isSector,
  requireCompanyEditor,
  requireCompanyReader,
  requireIndicator,
  requireValueEditor,
  serializeCompany,
  serializeIndicators,
  serializeValue,
} from "../../services/company";
import { readImageField, readMultipart, storeImage } from "../../services/institution";
import { checkPageInRange, pageOf, parsePageParam } from "../../pagination";

const FORM_MAX_BYTES = COMPANY_IMAGE_MAX_BYTES + 64 * 1024;

async function companyJson(c: Context<AppEnv>, row: CompanyRow, role: CompanyRole) {
  return companySchema.parse(await serializeCompany(c, row, role));
}

async function indicatorJson(c: Context<AppEnv>, id: number) {
  const db = c.get("db");
  const [row] = await db.select().from(indicators).where(eq(indicators.id, id));
  const [indicator] = await serializeIndicators(db, [row!]);
  return indicatorSchema.parse(indicator);
}

/** The multipart company form of create and update; `image` checked by its bytes. */
async function readCompanyForm(c: Context<AppEnv>) {
  const form = await readMultipart(c, FORM_MAX_BYTES);
  const body: Record<string, unknown> = {};
  for (const field of ["name", "n_employees", "sector", "goal", "creator"]) {
    const value = form.get(field);
    // An empty number field is a missing one (coercion would read it as 0).
    if (typeof value === "string" && (value !== "" || field === "name" || field === "goal")) body[field] = value;
    else if (value !== null && typeof value !== "string") body[field] = {}; // a file where text belongs
  }
  const { data, errors } = validate(companyFieldsSchema, body);
  const fieldErrors: FieldErrors = errors ?? {};
  if (data && !isSector(data.sector)) addFieldError(fieldErrors, "sector", COMPANY_MESSAGES.sector(data.sector));
  const image = await readImageField(form, "image", COMPANY_IMAGE_MAX_BYTES, fieldErrors, COMPANY_MESSAGES.imageSize);
  return { fields: dataOrErrors(data, fieldErrors), creator: body.creator, image };
}

/** Checks a value's date; the schema has checked the format, this the calendar. */
function checkDate(value: string, field: string) {
  if (!isApiDateTime(value)) throw fieldError(field, COMPANY_MESSAGES.invalidDate);
}

/** The team may only shrink through a PUT: partners join by invitation (POST .../team/partner/). */
async function replaceTeam(c: Context<AppEnv>, company: CompanyRow, team: number[]) {
  const db = c.get("db");
  const current = await db
    .select({ id: companyTeam.user_id })
    .from(companyTeam)
    .where(eq(companyTeam.empresa_id, company.id));
  const currentIds = new Set(current.map((m) => m.id));
  if (team.some((id) => !currentIds.has(id))) throw fieldError("team", COMPANY_MESSAGES.teamOnlyRemoves);
  await db
    .delete(companyTeam)
    .where(
      team.length > 0
        ? and(eq(companyTeam.empresa_id, company.id), notInArray(companyTeam.user_id, team))
        : eq(companyTeam.empresa_id, company.id),
    );
}

async function updateCompanyFromForm(c: Context<AppEnv>, company: CompanyRow) {
  const db = c.get("db");
  const { fields, image } = await readCompanyForm(c);
  const key = image ? await storeImage(c, COMPANY_IMAGE_PREFIX, image, "empresa") : company.image;
  const [updated] = await db
    .update(companies)
    .set({ ...fields, image: key })
    .where(eq(companies.id, company.id))
    .returning();
  if (company.image && company.image !== key) await c.env.FILES.delete(company.image);
  return updated!;
}

export const companyRoutes = new Hono<AppEnv>()
  .get("/sectors", requireAuth, (c) => c.json(sectorListSchema.parse(SECTORS)))
  // ---------------------------------------------------------------------------------------------
  // Companies
  .post("/company", requireAuth, async (c) => {
    const db = c.get("db");
    const user = c.get("user");
    if (!(await isEntrepreneur(db, user))) throw detailError(403, COMPANY_MESSAGES.onlyEntrepreneurs);
    const { fields, creator, image } = await readCompanyForm(c);
    if (creator !== undefined && String(creator) !== String(user.id))
      throw fieldError("creator", COMPANY_MESSAGES.notYou);
    if (await companyOfUser(db, user.id)) throw fieldError("creator", COMPANY_MESSAGES.alreadyHasCompany);
    const key = image ? await storeImage(c, COMPANY_IMAGE_PREFIX, image, "empresa") : null;
    const [created] = await db
      .insert(companies)
      .values({ ...fields, image: key, creator_id: user.id })
      .onConflictDoNothing()
      .returning();
    if (!created) {
      if (key) await c.env.FILES.delete(key);
      throw fieldError("creator", COMPANY_MESSAGES.alreadyHasCompany);
    }
    return c.json(await companyJson(c, created, await companyRole(db, user, created)), 201);
  })
  .get("/company/:id{[0-9]+}", requireAuth, async (c) => {
    const { company, role } = await requireCompanyReader(c.get("db"), c.get("user"), idParam(c));
    return c.json(await companyJson(c, company, role));
  })
  .put("/company/:id{[0-9]+}", requireAuth, async (c) => {
    const { company, role } = await requireCompanyEditor(c.get("db"), c.get("user"), idParam(c));
    const mediaType = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
    if (mediaType === "application/json") {
      // The JSON form of this call changes the team (second spec › The calls it makes).
      const { team } = await parseJsonBody(c, teamBodySchema);
      await replaceTeam(c, company, team);
      return c.json(await companyJson(c, company, role));
    }
    return c.json(await companyJson(c, await updateCompanyFromForm(c, company), role));
  })
  .delete("/company/:id{[0-9]+}", requireAuth, async (c) => {
    const db = c.get("db");
    const { company, role } = await requireCompanyEditor(db, c.get("user"), idParam(c));
    if (!role.creator) throw forbidden();
    // The team, indicators and values go with it (ON DELETE CASCADE).
    await db.delete(companies).where(eq(companies.id, company.id));
    if (company.image) await c.env.FILES.delete(company.image);
    return c.body(null, 204);
  })
  .post("/:id{[0-9]+}/team/partner", requireAuth, async (c) => {
    const db = c.get("db");
    const { company, role } = await requireCompanyEditor(db, c.get("user"), idParam(c));
    const body = await parseJsonBody(c, partnerBodySchema);
    await addPartner(db, company, c.get("user"), body, appBaseUrl(c.env.APP_URL, c.req.url));
    return c.json(await companyJson(c, company, role), 201);
  })
  // ---------------------------------------------------------------------------------------------
  // Indicators
  .get("/:id{[0-9]+}/indicator", requireAuth, async (c) => {
    const db = c.get("db");
    const { company } = await requireCompanyReader(db, c.get("user"), idParam(c));
    return c.json(indicatorListSchema.parse(await serializeIndicators(db, await indicatorsOf(db, company.id))));
  })
  .post("/indicator", requireAuth, async (c) => {
    const db = c.get("db");
    const body = await parseJsonBody(c, indicatorCreateSchema);
    await requireCompanyEditor(db, c.get("user"), body.company);
    const { company, ...fields } = body;
    const [created] = await db
      .insert(indicators)
      .values({ ...fields, empresa_id: company })
      .returning();
    return c.json(await indicatorJson(c, created!.id), 201);
  })
  .get("/indicator/:id{[0-9]+}", requireAuth, async (c) => {
    const { indicator } = await requireIndicator(c.get("db"), c.get("user"), idParam(c), false);
    return c.json(await indicatorJson(c, indicator.id));
  })
  // Issue 31: an indicator's values, 15 a page, newest first (the values page); 404 "Página inválida." past the end.
  .get("/indicator/:id{[0-9]+}/values", requireAuth, async (c) => {
    const db = c.get("db");
    const { indicator } = await requireIndicator(db, c.get("user"), idParam(c), false);
    const page = parsePageParam(c.req.query("page"));
    const { count, results } = await indicatorValuePage(db, indicator.id, page);
    checkPageInRange(page, count);
    return c.json(indicatorValuePageSchema.parse(pageOf(c.req.url, page, count, results)));
  })
  .put("/indicator/:id{[0-9]+}", requireAuth, async (c) => {
    const db = c.get("db");
    const { indicator } = await requireIndicator(db, c.get("user"), idParam(c), true);
    const body = await parseJsonBody(c, indicatorBodySchema);
    await db.update(indicators).set(body).where(eq(indicators.id, indicator.id));
    return c.json(await indicatorJson(c, indicator.id));
  })
  .delete("/indicator/:id{[0-9]+}", requireAuth, async (c) => {
    const db = c.get("db");
    const { indicator } = await requireIndicator(db, c.get("user"), idParam(c), true);
    await db.delete(indicators).where(eq(indicators.id, indicator.id));
    return c.body(null, 204);
  })
  // ---------------------------------------------------------------------------------------------
  // Values
  .post("/value", requireAuth, async (c) => {
    const db = c.get("db");
    const body = await parseJsonBody(c, valueCreateSchema);
    checkDate(body.date_created_at, "date_created_at");
    await requireIndicator(db, c.get("user"), body.indicator, true);
    const [created] = await db
      .insert(indicatorValues)
      .values({ indicador_id: body.indicator, value: body.value, date_created_at: body.date_created_at })
      .returning();
    return c.json(indicatorValueSchema.parse(serializeValue(created!)), 201);
  })
  .get("/value/:id{[0-9]+}", requireAuth, async (c) => {
    const db = c.get("db");
    const [value] = await db
      .select()
      .from(indicatorValues)
      .where(eq(indicatorValues.id, idParam(c)));
    if (!value) throw notFound();
    await requireIndicator(db, c.get("user"), value.indicador_id, false);
    return c.json(indicatorValueSchema.parse(serializeValue(value)));
  })
  .put("/value/:id{[0-9]+}", requireAuth, async (c) => {
    const db = c.get("db");
    const { value } = await requireValueEditor(db, c.get("user"), idParam(c));
    const body = await parseJsonBody(c, valueBodySchema);
    checkDate(body.date_created_at, "date_created_at");
    const [updated] = await db.update(indicatorValues).set(body).where(eq(indicatorValues.id, value.id)).returning();
    return c.json(indicatorValueSchema.parse(serializeValue(updated!)));
  })
  .delete("/value/:id{[0-9]+}", requireAuth, async (c) => {
    const db = c.get("db");
    const { value } = await requireValueEditor(db, c.get("user"), idParam(c));
    await db.delete(indicatorValues).where(eq(indicatorValues.id, value.id));
    return c.body(null, 204);
  });

/** Legacy calls of the company (second spec › The calls it makes): the same data under the old field names. */
export const empresaRoutes = new Hono<AppEnv>()
  .get("/info", requireAuth, async (c) => {
    const db = c.get("db");
    const company = await companyOfUser(db, c.get("user").id);
    if (!company) throw notFound();
    return c.json(await companyJson(c, company, await companyRole(db, c.get("user"), company)));
  })
  .put("/actualizar/valor/:id{[0-9]+}", requireAuth, async (c) => {
    const db = c.get("db");
    const { value } = await requireValueEditor(db, c.get("user"), idParam(c));
    const body = await parseJsonBody(c, legacyValueBodySchema);
    checkDate(body.fecha_dato, "fecha_dato");
    const [updated] = await db
      .update(indicatorValues)
      .set({ value: body.valor, date_created_at: body.fecha_dato })
      .where(eq(indicatorValues.id, value.id))
      .returning();
    return c.json(indicatorValueSchema.parse(serializeValue(updated!)));
  })
  .put("/:id{[0-9]+}", requireAuth, async (c) => {
    const db = c.get("db");
    const { company, role } = await requireCompanyEditor(db, c.get("user"), idParam(c));
    const { data, errors } = validate(legacyCompanyBodySchema, await readJson(c));
    const fieldErrors: FieldErrors = errors ?? {};
    if (data && !isSector(data.sector)) addFieldError(fieldErrors, "sector", COMPANY_MESSAGES.sector(data.sector));
    const body = dataOrErrors(data, fieldErrors);
    if (body.indicador && body.indicador.length > 0) {
      const own = await db
        .select({ id: indicators.id })
        .from(indicators)
        .where(and(eq(indicators.empresa_id, company.id), inArray(indicators.id, body.indicador)));
      if (own.length !== new Set(body.indicador).size)
        throw fieldError("indicador", COMPANY_MESSAGES.indicatorNotInCompany);
    }
    if (body.equipo) await replaceTeam(c, company, body.equipo);
    const [updated] = await db
      .update(companies)
      .set({ name: body.nombre, n_employees: body.n_empleados, goal: body.meta, sector: body.sector })
      .where(eq(companies.id, company.id))
      .returning();
    return c.json(await companyJson(c, updated!, role));
  })
  .get("/:username", requireAuth, async (c) => {
    const db = c.get("db");
    const target = await findUserByRef(db, c.req.param("username"));
    const company = target ? await companyOfUser(db, target.id) : null;
    if (!company) throw notFound();
    const role = await companyRole(db, c.get("user"), company);
    if (!role.owner && !role.official && !role.mentor) throw notFound();
    return c.json(await companyJson(c, company, role));
  });

/** GET /dashboard/{company}/{indicator}/ (the spec's `dashboard/{a}/{b}/`): one indicator's chart data. */
export const dashboardRoutes = new Hono<AppEnv>().get(
  "/:company{[0-9]+}/:indicator{[0-9]+}",
  requireAuth,
  async (c) => {
    const { indicator, company } = await requireIndicator(c.get("db"), c.get("user"), idParam(c, "indicator"), false);
    if (company.id !== idParam(c, "company")) throw notFound();
    return c.json(await indicatorJson(c, indicator.id));
  },
);
