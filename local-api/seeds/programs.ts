// Demo data of issue 4: programs, their staff and entrepreneurs, tools and their mentors.
// Appended to seedSteps in ../seed.ts.
//
// Incubadora Demo runs two programs: "Programa de Incubación 2026" (entidad@demo.test as staff,
// emprendedor@demo.test and eight seeded entrepreneurs, three tools) and "Aceleración Digital" (six other
// seeded entrepreneurs, two tools). mentor@demo.test mentors in both. No images.
import { type SQL, sql } from "drizzle-orm";
import type { ToolType } from "../../app/api/contract/constants";
import { programEntrepreneurs, programStaff, programs, toolMentors, tools } from "../db/schema";
import { DEMO_EMAILS, DEMO_INSTITUTIONS, type SeedStep, seedRefs } from "../demo";
import { SEED_ENTREPRENEURS, SEED_MENTORS, SEED_STAFF, demoPersonEmail } from "./people";

type SeedTool = { nombre: string; tipo: ToolType; descripcion: string; mentors: () => string[] };
type SeedProgram = {
  nombre: string;
  descripcion: string;
  staff: () => string[];
  entrepreneurs: () => string[];
  tools: SeedTool[];
};

// Functions, not constants: ../seed imports this module, so people's exports are only read at seeding time.
const entrepreneur = (i: number) => demoPersonEmail(SEED_ENTREPRENEURS[i]!);
const mentor = (i: number) => demoPersonEmail(SEED_MENTORS[i]!);

export const SEED_PROGRAMS: SeedProgram[] = [
  {
    nombre: "Programa de Incubación 2026",
    descripcion:
      "Programa de seis meses para emprendimientos en etapa temprana: validación del modelo de negocio, " +
      "finanzas básicas y primeras ventas, con mentorías individuales y talleres grupales.",
    staff: () => [DEMO_EMAILS.official],
    entrepreneurs: () => [DEMO_EMAILS.entrepreneur, ...[0, 1, 2, 3, 4, 5, 6, 7].map(entrepreneur)],
    tools: [
      {
        nombre: "Mentoría financiera",
        tipo: "Mentoría",
        descripcion: "Sesiones individuales para ordenar el flujo de caja, los costos y el precio de venta.",
        mentors: () => [DEMO_EMAILS.mentor],
      },
      {
        nombre: "Taller de ventas",
        tipo: "Taller",
        descripcion: "Taller grupal de prospección, propuesta de valor y cierre de ventas B2B.",
        mentors: () => [DEMO_EMAILS.mentor, mentor(3)],
      },
      {
        nombre: "Comité de seguimiento",
        tipo: "Comité directivo/Junta Asesora",
        descripcion: "Junta asesora mensual que revisa los avances de cada emprendimiento y sus próximos pasos.",
        mentors: () => [mentor(7), mentor(1)],
      },
    ],
  },
  {
    nombre: "Aceleración Digital",
    descripcion:
      "Programa de aceleración para llevar las ventas de los emprendimientos al canal digital: " +
      "mercadeo en redes sociales, tiendas en línea y medios de pago.",
    staff: () => [demoPersonEmail(SEED_STAFF[0]!)],
    entrepreneurs: () => [8, 9, 10, 11, 12, 13].map(entrepreneur),
    tools: [
      {
        nombre: "Webinar de marketing digital",
        tipo: "Webinar",
        descripcion: "Webinar abierto sobre pauta digital, contenidos y métricas de conversión.",
        mentors: () => [mentor(0)],
      },
      {
        nombre: "Asesoría en comercio electrónico",
        tipo: "Asesoría/Consultoría",
        descripcion: "Asesoría para elegir la plataforma de tienda en línea, los pagos y la logística.",
        mentors: () => [DEMO_EMAILS.mentor],
      },
    ],
  },
];

const entidad_id = () => seedRefs.institutionId(DEMO_INSTITUTIONS.incubator);
/** The newest demo program of that name (a user may have created a namesake). */
const programId = (nombre: string): SQL =>
  sql`(select id from programas where nombre = ${nombre} and entidad_id = ${entidad_id()} order by id desc limit 1)`;
const toolId = (program: string, nombre: string): SQL =>
  sql`(select id from mentorias where nombre = ${nombre} and programa_id = ${programId(program)} order by id desc limit 1)`;

const programsStep: SeedStep = {
  key: "programs-v1",
  async statements(db) {
    return [
      db
        .insert(programs)
        .values(SEED_PROGRAMS.map(({ nombre, descripcion }) => ({ entidad_id: entidad_id(), nombre, descripcion }))),
      ...SEED_PROGRAMS.flatMap((program) => [
        db
          .insert(programStaff)
          .values(
            program
              .staff()
              .map((email) => ({ programa_id: programId(program.nombre), user_id: seedRefs.userId(email) })),
          ),
        db.insert(programEntrepreneurs).values(
          program.entrepreneurs().map((email) => ({
            programa_id: programId(program.nombre),
            user_id: seedRefs.userId(email),
          })),
        ),
        db.insert(tools).values(
          program.tools.map(({ nombre, tipo, descripcion }) => ({
            programa_id: programId(program.nombre),
            nombre,
            tipo,
            descripcion,
          })),
        ),
        db.insert(toolMentors).values(
          program.tools.flatMap((tool) =>
            tool.mentors().map((email) => ({
              mentoria_id: toolId(program.nombre, tool.nombre),
              user_id: seedRefs.userId(email),
            })),
          ),
        ),
      ]),
    ];
  },
};

export const programSteps: SeedStep[] = [programsStep];
