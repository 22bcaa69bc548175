// Demo data (docs/house-rules.md#shape rule 5), seeded on the first request to an empty local database.
//
// Seeding is a list of steps. Each step is one D1 batch (one transaction) that starts by inserting
// its key into seed_marks, so a step runs at most once even when two isolates race: the loser's
// batch fails on the primary key and rolls back whole. Later issues add their own step at the end
// of `seedSteps` (programs, sessions, marketplace...); on a database seeded earlier, pending steps
// still run, while a database holding real data that was never seeded is left alone.
import { hashPassword } from "./crypto";
import { type Db, isUniqueViolation } from "./db/client";
import {
  institutionMembers,
  institutionOfficials,
  institutions,
  seedMarks,
  tags,
  userSkills,
  users,
} from "./db/schema";
import { billingSteps } from "./seeds/billing";
import { marketplaceSteps } from "./seeds/marketplace";
import { companySteps } from "./seeds/company";
import { peopleSteps } from "./seeds/people";
import { planSteps } from "./seeds/plans";
import { profileSteps } from "./seeds/profiles";
import { programSteps } from "./seeds/programs";
import { sessionDocSteps } from "./seeds/session-docs";
import { sessionSteps } from "./seeds/sessions";
import { publicSteps } from "./seeds/public";
import { reportSteps } from "./seeds/reports";
import {
  DEMO_EMAILS,
  DEMO_INSTITUTIONS,
  DEMO_PASSWORD,
  DEMO_TAGS,
  seedRefs,
  type SeedObject,
  type SeedStep,
} from "./demo";

/** Institutions, their officials, a mentor, an entrepreneur and the expertise tags. */
const accountsStep: SeedStep = {
  key: "usuario-v1",
  async statements(db) {
    const hashes = await Promise.all(Object.values(DEMO_EMAILS).map(() => hashPassword(DEMO_PASSWORD)));
    const [officialHash, mentorHash, entrepreneurHash, bankHash] = hashes as [string, string, string, string];
    const demoUser = { is_active: true, is_new: false } as const;
    return [
      db
        .insert(tags)
        .values(DEMO_TAGS.map((name) => ({ name })))
        .onConflictDoNothing(),
      db.insert(institutions).values([
        {
          razon_social: DEMO_INSTITUTIONS.incubator,
          nit: "900123456-7",
          direccion: "Calle 100 # 10-20, Bogotá",
          descripcion: "Incubadora de empresas de demostración: programas de mentoría para emprendedores.",
          celular: "+57 3000000000",
          theme: "default",
          duracion_zoom: 60,
          creditos_zoom: 1000,
        },
        {
          razon_social: DEMO_INSTITUTIONS.bank,
          nit: "860000001-1",
          direccion: "Carrera 7 # 20-30, Bogotá",
          descripcion: "Banco aliado de demostración (variante de marca blanca).",
          theme: "banco",
        },
      ]),
      db
        .insert(users)
        .values([
          {
            ...demoUser,
            username: "entidad",
            email: DEMO_EMAILS.official,
            password: officialHash,
            first_name: "Ana",
            last_name: "Gómez",
            telefono: "+57 3001112233",
            titulo: "Directora de programas",
            reside: "colombia",
          },
          {
            ...demoUser,
            username: "mentor",
            email: DEMO_EMAILS.mentor,
            password: mentorHash,
            first_name: "Carlos",
            last_name: "Rodríguez",
            telefono: "+57 3104445566",
            mentor: true,
            titulo: "Consultor en finanzas y estrategia",
            descripcion:
              "Fundador de dos empresas y mentor de más de 40 emprendimientos en finanzas, ventas y estrategia.",
            reside: "colombia",
            linkedin: "https://www.linkedin.com/in/mentor-demo",
            precio: 80000,
            duracion_zoom: 60,
          },
          {
            ...demoUser,
            username: "emprendedor",
            email: DEMO_EMAILS.entrepreneur,
            password: entrepreneurHash,
            first_name: "Laura",
            last_name: "Martínez",
            telefono: "+57 3207778899",
            titulo: "Fundadora",
            descripcion: "Emprendedora en comercio electrónico de productos locales.",
            reside: "colombia",
          },
          {
            ...demoUser,
            username: "banco",
            email: DEMO_EMAILS.bankOfficial,
            password: bankHash,
            first_name: "Jorge",
            last_name: "Pérez",
            titulo: "Gerente de alianzas",
            reside: "colombia",
          },
        ])
        .onConflictDoNothing(),
      db.insert(institutionOfficials).values([
        {
          entidad_id: seedRefs.institutionId(DEMO_INSTITUTIONS.incubator),
          user_id: seedRefs.userId(DEMO_EMAILS.official),
        },
        {
          entidad_id: seedRefs.institutionId(DEMO_INSTITUTIONS.bank),
          user_id: seedRefs.userId(DEMO_EMAILS.bankOfficial),
        },
      ]),
      db.insert(institutionMembers).values([
        {
          entidad_id: seedRefs.institutionId(DEMO_INSTITUTIONS.incubator),
          user_id: seedRefs.userId(DEMO_EMAILS.mentor),
          rol: "mentor",
        },
        {
          entidad_id: seedRefs.institutionId(DEMO_INSTITUTIONS.incubator),
          user_id: seedRefs.userId(DEMO_EMAILS.entrepreneur),
          rol: "emprendedor",
        },
      ]),
      db.insert(userSkills).values(
        (
          [
            ["Finanzas", "Modelos financieros, flujo de caja y preparación para inversión."],
            ["Estrategia", "Modelo de negocio, propuesta de valor y plan de crecimiento."],
            ["Ventas", "Procesos comerciales B2B y negociación."],
          ] as const
        ).map(([tag, description]) => ({
          user_id: seedRefs.userId(DEMO_EMAILS.mentor),
          tag_id: seedRefs.tagId(tag),
          description,
        })),
      ),
    ];
  },
};

/** Steps in order; append new ones, never edit or reorder applied ones (their keys are recorded). */
export const seedSteps: SeedStep[] = [
  accountsStep,
  ...peopleSteps,
  ...billingSteps,
  ...programSteps,
  ...sessionSteps,
  ...sessionDocSteps,
  ...planSteps,
  ...publicSteps,
  ...profileSteps,
  ...marketplaceSteps,
  ...companySteps,
  ...reportSteps,
];

/** Applies the pending seed steps. Safe to call concurrently, from one isolate or several. */
export async function seedDatabase(db: Db, steps: readonly SeedStep[] = seedSteps, files?: R2Bucket): Promise<void> {
  const applied = new Set((await db.select({ key: seedMarks.key }).from(seedMarks)).map((row) => row.key));
  const pending = steps.filter((step) => !applied.has(step.key));
  if (pending.length === 0) return;
  const fresh = applied.size === 0;
  if (fresh && (await db.select({ id: users.id }).from(users).limit(1)).length > 0) return;
  for (const step of pending) {
    try {
      const statements = await step.statements(db);
      await db.batch([db.insert(seedMarks).values({ key: step.key }), ...statements]);
      if (files && step.objects) await putObjects(files, step.key, step.objects());
    } catch (error) {
      if (isUniqueViolation(error, "seed_marks.key")) continue; // another request applied it
      if (fresh) throw error;
      // A later step on a database people have edited: keep the API usable, report the step.
      console.error(`local-api: seed step "${step.key}" failed`, error);
      return;
    }
  }
}

/** A step's files, after its batch committed: a failure leaves those downloads 404, never the seed undone. */
async function putObjects(files: R2Bucket, key: string, objects: SeedObject[]): Promise<void> {
  try {
    for (const object of objects) {
      await files.put(object.key, object.body, { httpMetadata: { contentType: object.contentType } });
    }
  } catch (error) {
    console.error(`local-api: the files of seed step "${key}" were not stored`, error);
  }
}

const seeding = new WeakMap<D1Database, Promise<void>>();

/** Seeds once per D1 binding per isolate; concurrent requests wait for the same run. */
export function ensureSeeded(d1: D1Database, db: Db, files?: R2Bucket): Promise<void> {
  let run = seeding.get(d1);
  if (!run) {
    run = seedDatabase(db, seedSteps, files);
    seeding.set(d1, run);
    run.catch(() => seeding.delete(d1)); // a failed run is retried by the next request
  }
  return run;
}
