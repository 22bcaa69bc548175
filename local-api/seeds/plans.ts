// Demo data of issue 11: emprendedor@demo.test's work plan in "Programa de Incubación 2026", with an
// activity in every filter state, observations by the entrepreneur and by mentor@demo.test, and the
// financePast acta linked to the first activity. Dates are relative to the seeding day (Bogotá):
//
// - "Definir la propuesta de valor": done, mentor@, ended 5 days ago; two observations; in financePast's acta.
// - "Proyección de flujo de caja": pending, mentor@, created now (recientes), ends in 10 days.
// - "Preparar la presentación para inversionistas": pending, another mentor of the program (mentor@ may not
//   toggle it), ends tomorrow (por_vencer).
// - "Validar precios con clientes": pending, mentor@, ended 3 days ago (overdue); one observation by mentor@.
// - "Registrar la marca": done, no mentor.
// Progress: 2 of 5 done, 40.00 %.
import { type SQL, sql } from "drizzle-orm";
import { activities, actas, observations, workPlans } from "../db/schema";
import { DEMO_EMAILS, type SeedStep, seedRefs } from "../demo";
import { SEED_PROGRAMS } from "./programs";
import { SEED_SESSION_NAMES } from "./sessions";
import { nowMs } from "../../app/shared/clock";
import { todayIn } from "../../app/shared/clock-temporal";

export const SEED_PLAN = {
  program: "Programa de Incubación 2026",
  description:
    "Validar el modelo de negocio de la tienda en línea y alcanzar las primeras 50 ventas recurrentes " +
    "antes de terminar el programa.",
  activities: {
    done: "Definir la propuesta de valor",
    recent: "Proyección de flujo de caja",
    dueSoon: "Preparar la presentación para inversionistas",
    overdue: "Validar precios con clientes",
    doneNoMentor: "Registrar la marca",
  },
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

const programId = (): SQL =>
  sql`(select id from programas where nombre = ${SEED_PLAN.program} order by id desc limit 1)`;
const planId = (): SQL =>
  sql`(select id from planes_trabajo where user_id = ${seedRefs.userId(DEMO_EMAILS.entrepreneur)} and programa_id = ${programId()})`;
const activityId = (name: string): SQL =>
  sql`(select id from actividades where name = ${name} and plan_id = ${planId()})`;

const plansStep: SeedStep = {
  key: "plans-v1",
  async statements(db) {
    const today = todayIn("America/Bogota");
    const day = (offset: number) => today.add({ days: offset }).toString();
    const created = (daysAgo: number) => new Date(nowMs() - daysAgo * DAY_MS).toISOString();
    // A mentor of the program's "Taller de ventas" other than mentor@ (read from the programs seed).
    const otherMentor = SEED_PROGRAMS[0]!.tools[1]!.mentors().find((email) => email !== DEMO_EMAILS.mentor)!;
    const mentor = seedRefs.userId(DEMO_EMAILS.mentor);
    const a = SEED_PLAN.activities;
    return [
      db.insert(workPlans).values({
        user_id: seedRefs.userId(DEMO_EMAILS.entrepreneur),
        programa_id: programId(),
        description: SEED_PLAN.description,
        created_at: created(20),
      }),
      db.insert(activities).values([
        {
          plan_id: planId(),
          name: a.done,
          description: "Entrevistar a diez clientes y escribir la propuesta de valor en una frase.",
          mentor_id: mentor,
          start: day(-20),
          end: day(-5),
          done: true,
          created_at: created(20),
        },
        {
          plan_id: planId(),
          name: a.recent,
          description: "Proyectar ingresos y gastos de los próximos seis meses con la plantilla del programa.",
          mentor_id: mentor,
          start: day(0),
          end: day(10),
          created_at: created(0),
        },
        {
          plan_id: planId(),
          name: a.dueSoon,
          description: "Diez diapositivas: problema, solución, mercado, tracción, equipo y necesidades de inversión.",
          mentor_id: seedRefs.userId(otherMentor),
          start: day(-6),
          end: day(1),
          created_at: created(6),
        },
        {
          plan_id: planId(),
          name: a.overdue,
          description: "Probar tres niveles de precio con clientes actuales.",
          mentor_id: mentor,
          start: day(-15),
          end: day(-3),
          created_at: created(15),
        },
        {
          plan_id: planId(),
          name: a.doneNoMentor,
          description: "Radicar la solicitud de registro de marca.",
          start: day(-10),
          end: day(-4),
          done: true,
          created_at: created(10),
        },
      ]),
      db.insert(observations).values([
        {
          activity_id: activityId(a.done),
          creator_id: seedRefs.userId(DEMO_EMAILS.entrepreneur),
          title: "Entrevistas terminadas",
          text: "Hice las diez entrevistas; los clientes valoran sobre todo la entrega en 24 horas.",
          created_at: created(7),
        },
        {
          activity_id: activityId(a.done),
          creator_id: mentor,
          title: "Propuesta aprobada",
          text: "La propuesta es clara y medible. Buen trabajo.",
          created_at: created(5),
        },
        {
          activity_id: activityId(a.overdue),
          creator_id: mentor,
          title: "Pendiente de resultados",
          text: "Faltan los resultados del tercer nivel de precio.",
          created_at: created(2),
        },
      ]),
      // The financePast acta worked on the first activity (core spec › Entities and their fields "Acta" `activities`).
      db
        .update(actas)
        .set({ activities: sql`json_array(${activityId(a.done)})` })
        .where(
          sql`evento_id = (select id from eventos where nombre = ${SEED_SESSION_NAMES.financePast} order by id desc limit 1)`,
        ),
    ];
  },
};

export const planSteps: SeedStep[] = [plansStep];
