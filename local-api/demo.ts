// The demo data's shared names (docs/house-rules.md#shape rule 5): accounts, institutions, tags, the subqueries by which a
// seed step refers to rows of earlier steps, and the step types. seed.ts and every seeds/*.ts import this
// module; it imports none of them, so the seeding order reads top-down in seed.ts without an import cycle.
import { sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "./db/client";

export const DEMO_PASSWORD = "Demo1234!";

export const DEMO_INSTITUTIONS = {
  incubator: "Incubadora Demo",
  bank: "Banco Aliado",
} as const;

export const DEMO_EMAILS = {
  official: "entidad@demo.test",
  mentor: "mentor@demo.test",
  entrepreneur: "emprendedor@demo.test",
  bankOfficial: "banco@demo.test",
} as const;

export const DEMO_TAGS = [
  "Finanzas",
  "Marketing",
  "Ventas",
  "Tecnología",
  "Legal",
  "Recursos Humanos",
  "Estrategia",
  "Operaciones",
  "Innovación",
  "Comercio Electrónico",
  "Exportaciones",
  "Contabilidad",
  "Liderazgo",
  "Sostenibilidad",
  "Inversión y Financiación",
] as const;

/** Subqueries that let a step refer to rows of earlier steps (or of its own batch) by natural key. */
export const seedRefs = {
  userId: (email: string): SQL => sql`(select id from usuarios where email = ${email})`,
  // The newest institution of that name: the demo one, even if a user created a namesake before.
  institutionId: (razonSocial: string): SQL =>
    sql`(select id from entidades where razon_social = ${razonSocial} order by id desc limit 1)`,
  tagId: (name: string): SQL => sql`(select id from tags where name = ${name})`,
};

export type SeedStatements = BatchItem<"sqlite">[];
/** A file a step puts in R2 once its batch has committed (a batch cannot reach R2). */
export type SeedObject = { key: string; body: string; contentType: string };

export type SeedStep = {
  key: string;
  statements: (db: Db) => Promise<SeedStatements>;
  /** Written to R2 after the step's batch commits; a missing object only makes its download a 404. */
  objects?: () => SeedObject[];
};
