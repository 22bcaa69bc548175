// Demo data of issue 13, reports: older past sessions (15 to 45 days ago) of the two demo programs, given by
// seeded mentors, with attendance and ratings, so every card and chart of the program control panel is above
// zero; and a third program, "Programa Mujeres Emprendedoras", with entrepreneurs and a mentor but no events
// (its empty states). mentor@demo.test's figures come from the sessions step. Appended to seedSteps in ../seed.ts.
import { Temporal } from "@js-temporal/polyfill";
import { type SQL, sql } from "drizzle-orm";
import {
  programEntrepreneurs,
  programStaff,
  programs,
  reviews,
  sessionParticipants,
  sessions,
  toolMentors,
  tools,
} from "../db/schema";
import { DEMO_EMAILS, DEMO_INSTITUTIONS, type SeedStep, seedRefs } from "../demo";
import { newSlug } from "../services/sessions";
import { API_ZONE } from "../services/slots";
import { SEED_ENTREPRENEURS, SEED_MENTORS, demoPersonEmail } from "./people";
import { todayIn } from "../../app/shared/clock-temporal";

const entrepreneur = (i: number) => demoPersonEmail(SEED_ENTREPRENEURS[i]!);
const mentor = (i: number) => demoPersonEmail(SEED_MENTORS[i]!);

export const SEED_EMPTY_PROGRAM = "Programa Mujeres Emprendedoras";

type ReportSession = {
  program: string;
  tool: string;
  mentor: () => string;
  tipo: "Grupal" | "Individual";
  /** Participants (entrepreneur indexes) and whether each attended. */
  people: [number, boolean][];
  /** Days before today (Bogota), start hour, length in hours. */
  daysAgo: number;
  from: string;
  hours: number;
  /** Ratings by the attendees, in order. */
  ratings: number[];
};

const INCUBATION = "Programa de Incubación 2026";
const DIGITAL = "Aceleración Digital";
const COMMENTS = [
  "",
  "No resolvió mis dudas.",
  "Faltó preparación.",
  "Útil, aunque algo general.",
  "Muy buena sesión, salí con tareas claras.",
  "Excelente: aplicaré todo esta semana.",
];

export const SEED_REPORT_SESSIONS: ReportSession[] = [
  {
    program: INCUBATION,
    tool: "Taller de ventas",
    mentor: () => mentor(3),
    tipo: "Grupal",
    people: [
      [0, true],
      [1, true],
      [2, false],
    ],
    daysAgo: 45,
    from: "08:00",
    hours: 2,
    ratings: [5, 4],
  },
  {
    program: INCUBATION,
    tool: "Taller de ventas",
    mentor: () => mentor(3),
    tipo: "Grupal",
    people: [
      [3, true],
      [4, true],
      [5, true],
    ],
    daysAgo: 38,
    from: "08:00",
    hours: 2,
    ratings: [4, 4, 5],
  },
  {
    program: INCUBATION,
    tool: "Comité de seguimiento",
    mentor: () => mentor(7),
    tipo: "Grupal",
    people: [
      [0, true],
      [6, true],
    ],
    daysAgo: 31,
    from: "07:00",
    hours: 1.5,
    ratings: [3, 4],
  },
  {
    program: INCUBATION,
    tool: "Taller de ventas",
    mentor: () => mentor(3),
    tipo: "Grupal",
    people: [
      [1, true],
      [7, true],
      [2, true],
    ],
    daysAgo: 24,
    from: "08:00",
    hours: 2,
    ratings: [5],
  },
  {
    program: INCUBATION,
    tool: "Comité de seguimiento",
    mentor: () => mentor(7),
    tipo: "Individual",
    people: [[4, true]],
    daysAgo: 22,
    from: "07:00",
    hours: 1,
    ratings: [2],
  },
  {
    program: INCUBATION,
    tool: "Comité de seguimiento",
    mentor: () => mentor(1),
    tipo: "Individual",
    people: [[5, false]],
    daysAgo: 17,
    from: "07:00",
    hours: 1,
    ratings: [],
  },
  {
    program: DIGITAL,
    tool: "Webinar de marketing digital",
    mentor: () => mentor(0),
    tipo: "Grupal",
    people: [
      [8, true],
      [9, true],
      [10, true],
      [11, false],
    ],
    daysAgo: 40,
    from: "16:00",
    hours: 1,
    ratings: [5, 5, 4],
  },
  {
    program: DIGITAL,
    tool: "Webinar de marketing digital",
    mentor: () => mentor(0),
    tipo: "Grupal",
    people: [
      [12, true],
      [13, true],
    ],
    daysAgo: 26,
    from: "16:00",
    hours: 1,
    ratings: [4],
  },
  {
    program: DIGITAL,
    tool: "Webinar de marketing digital",
    mentor: () => mentor(0),
    tipo: "Grupal",
    people: [
      [8, true],
      [11, true],
      [13, false],
    ],
    daysAgo: 19,
    from: "16:00",
    hours: 1.5,
    ratings: [3, 5],
  },
];

const EMPTY_PROGRAM = {
  descripcion: "Programa de liderazgo para emprendedoras que inicia el próximo mes: aún no tiene sesiones.",
  tool: {
    nombre: "Mentoría de liderazgo",
    tipo: "Mentoría" as const,
    descripcion: "Mentorías individuales de liderazgo y negociación.",
  },
  entrepreneurs: () => [entrepreneur(16), entrepreneur(17)],
  mentors: () => [mentor(2)],
};

const entidad_id = () => seedRefs.institutionId(DEMO_INSTITUTIONS.incubator);
const programId = (nombre: string): SQL =>
  sql`(select id from programas where nombre = ${nombre} and entidad_id = ${entidad_id()} order by id desc limit 1)`;
const toolId = (program: string, nombre: string): SQL =>
  sql`(select id from mentorias where nombre = ${nombre} and programa_id = ${programId(program)} order by id desc limit 1)`;
const sessionId = (slug: string): SQL => sql`(select id from eventos where slug = ${slug})`;

function wallClock(date: Temporal.PlainDate, from: string, hours: number): [string, string] {
  const start = Temporal.PlainDateTime.from(`${date.toString()}T${from}`);
  const end = start.add({ minutes: Math.round(hours * 60) });
  const fmt = (t: Temporal.PlainDateTime) => `${t.toPlainDate().toString()} ${t.toPlainTime().toString().slice(0, 5)}`;
  return [fmt(start), fmt(end)];
}

const reportsStep: SeedStep = {
  key: "reports-v1",
  async statements(db) {
    const today = todayIn(API_ZONE);
    const seeded = SEED_REPORT_SESSIONS.map((session) => ({ session, slug: newSlug() }));
    return [
      ...seeded.map(({ session, slug }) => {
        const [fecha_inicio, fecha_fin] = wallClock(
          today.subtract({ days: session.daysAgo }),
          session.from,
          session.hours,
        );
        return db.insert(sessions).values({
          slug,
          nombre: `${session.tool}: sesión del ${fecha_inicio.slice(0, 10)}`,
          tipo: session.tipo,
          tema: "Consultoría",
          fecha_inicio,
          fecha_fin,
          mentor_id: seedRefs.userId(session.mentor()),
          mentoria_id: toolId(session.program, session.tool),
          programa_id: programId(session.program),
          entidad_id: entidad_id(),
          usuario_individual:
            session.tipo === "Individual" ? seedRefs.userId(entrepreneur(session.people[0]![0])) : null,
          asistentes_max: Math.max(1, session.people.length),
          creador: seedRefs.userId(DEMO_EMAILS.official),
        });
      }),
      ...seeded.map(({ session, slug }) =>
        db.insert(sessionParticipants).values(
          session.people.map(([i, attended]) => ({
            evento_id: sessionId(slug),
            user_id: seedRefs.userId(entrepreneur(i)),
            asistencia: attended,
          })),
        ),
      ),
      ...seeded
        .filter(({ session }) => session.ratings.length > 0)
        .map(({ session, slug }) => {
          const attendees = session.people.filter(([, attended]) => attended).map(([i]) => i);
          return db.insert(reviews).values(
            session.ratings.map((puntaje, k) => ({
              mentor_id: seedRefs.userId(session.mentor()),
              autor_id: seedRefs.userId(entrepreneur(attendees[k]!)),
              evento_id: sessionId(slug),
              puntaje,
              comentario: COMMENTS[puntaje]!,
              goal_reached: puntaje >= 4,
            })),
          );
        }),
      db
        .insert(programs)
        .values({ entidad_id: entidad_id(), nombre: SEED_EMPTY_PROGRAM, descripcion: EMPTY_PROGRAM.descripcion }),
      db
        .insert(programStaff)
        .values({ programa_id: programId(SEED_EMPTY_PROGRAM), user_id: seedRefs.userId(DEMO_EMAILS.official) }),
      db.insert(programEntrepreneurs).values(
        EMPTY_PROGRAM.entrepreneurs().map((email) => ({
          programa_id: programId(SEED_EMPTY_PROGRAM),
          user_id: seedRefs.userId(email),
        })),
      ),
      db.insert(tools).values({ programa_id: programId(SEED_EMPTY_PROGRAM), ...EMPTY_PROGRAM.tool }),
      db.insert(toolMentors).values(
        EMPTY_PROGRAM.mentors().map((email) => ({
          mentoria_id: toolId(SEED_EMPTY_PROGRAM, EMPTY_PROGRAM.tool.nombre),
          user_id: seedRefs.userId(email),
        })),
      ),
    ];
  },
};

export const reportSteps: SeedStep[] = [reportsStep];
