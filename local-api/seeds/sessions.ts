// Demo data of issue 5, sessions: sessions in the past two weeks, this week and next for the demo users of
// "Incubadora Demo", attendance of some past ones, and mentor availability. Appended to seedSteps in
// ../seed.ts. Owner: the sessions API.
//
// Dates are RELATIVE TO "NOW" at seed time (Bogota wall-clock, 30-minute boundaries): `day` is an offset
// in days from today's Bogota date. mentor@demo.test mentors most sessions; emprendedor@demo.test takes
// part in several (Individual and Grupal); the Junta Directiva ones have two seeded mentors. e2e tests
// find sessions by name (SEED_SESSION_NAMES), never by date.
import { type SQL, sql } from "drizzle-orm";
import type { SessionType } from "../../app/api/contract/calendario";
import { availability, sessionMentors, sessionParticipants, sessions } from "../db/schema";
import { DEMO_EMAILS, DEMO_INSTITUTIONS, type SeedStep, seedRefs } from "../demo";
import { newSlug } from "../services/sessions";
import { API_ZONE } from "../services/slots";
import { SEED_ENTREPRENEURS, SEED_MENTORS, demoPersonEmail } from "./people";
import { SEED_SESSION_NAMES } from "./session-names";
import { todayIn } from "../../app/shared/clock-temporal";

export { SEED_SESSION_NAMES };

type SeedSession = {
  nombre: string;
  tipo: SessionType;
  program: string;
  tool: string;
  mentor: () => string;
  mentors?: () => string[];
  /** Individual: the mentee; Grupal / Junta Directiva: the participants. */
  people: () => string[];
  /** Days from today (Bogota), start and end `HH:mm`. */
  day: number;
  from: string;
  to: string;
  visibility?: boolean;
  /** Attendance by participant index (true, false or null), for past sessions. */
  attendance?: (boolean | null)[];
};

const INCUBATION = "Programa de Incubación 2026";
const DIGITAL = "Aceleración Digital";
// Functions, not constants: ../seed imports this module, so people's exports are only read at seeding time.
const entrepreneur = (i: number) => demoPersonEmail(SEED_ENTREPRENEURS[i]!);
const mentor = (i: number) => demoPersonEmail(SEED_MENTORS[i]!);

export const SEED_SESSIONS: SeedSession[] = [
  {
    nombre: SEED_SESSION_NAMES.financePast,
    tipo: "Individual",
    program: INCUBATION,
    tool: "Mentoría financiera",
    mentor: () => DEMO_EMAILS.mentor,
    people: () => [DEMO_EMAILS.entrepreneur],
    day: -10,
    from: "10:00",
    to: "11:00",
    attendance: [true],
  },
  {
    nombre: SEED_SESSION_NAMES.cashFlowPast,
    tipo: "Individual",
    program: INCUBATION,
    tool: "Mentoría financiera",
    mentor: () => DEMO_EMAILS.mentor,
    people: () => [DEMO_EMAILS.entrepreneur],
    day: -3,
    from: "09:00",
    to: "10:00",
  },
  {
    nombre: SEED_SESSION_NAMES.salesWorkshopPast,
    tipo: "Grupal",
    program: INCUBATION,
    tool: "Taller de ventas",
    mentor: () => DEMO_EMAILS.mentor,
    mentors: () => [mentor(3)],
    people: () => [DEMO_EMAILS.entrepreneur, entrepreneur(0), entrepreneur(1), entrepreneur(2)],
    day: -7,
    from: "15:00",
    to: "17:00",
    attendance: [true, true, false, null],
  },
  {
    nombre: SEED_SESSION_NAMES.boardPast,
    tipo: "Junta Directiva",
    program: INCUBATION,
    tool: "Comité de seguimiento",
    mentor: () => mentor(7),
    mentors: () => [mentor(1)],
    people: () => [DEMO_EMAILS.entrepreneur, entrepreneur(3), entrepreneur(4)],
    day: -5,
    from: "14:00",
    to: "15:30",
    attendance: [true, true, true],
  },
  {
    nombre: SEED_SESSION_NAMES.ecommercePast,
    tipo: "Individual",
    program: DIGITAL,
    tool: "Asesoría en comercio electrónico",
    mentor: () => DEMO_EMAILS.mentor,
    people: () => [entrepreneur(8)],
    day: -1,
    from: "16:00",
    to: "17:00",
  },
  {
    nombre: SEED_SESSION_NAMES.financeNext,
    tipo: "Individual",
    program: INCUBATION,
    tool: "Mentoría financiera",
    mentor: () => DEMO_EMAILS.mentor,
    people: () => [DEMO_EMAILS.entrepreneur],
    day: 1,
    from: "10:00",
    to: "11:00",
  },
  {
    nombre: SEED_SESSION_NAMES.salesWorkshopNext,
    tipo: "Grupal",
    program: INCUBATION,
    tool: "Taller de ventas",
    mentor: () => DEMO_EMAILS.mentor,
    people: () => [DEMO_EMAILS.entrepreneur, entrepreneur(5), entrepreneur(6), entrepreneur(7)],
    day: 2,
    from: "15:00",
    to: "17:00",
    visibility: false,
  },
  {
    nombre: SEED_SESSION_NAMES.webinarNext,
    tipo: "Grupal",
    program: DIGITAL,
    tool: "Webinar de marketing digital",
    mentor: () => mentor(0),
    people: () => [8, 9, 10, 11, 12, 13].map(entrepreneur),
    day: 3,
    from: "11:00",
    to: "12:00",
  },
  {
    nombre: SEED_SESSION_NAMES.boardNext,
    tipo: "Junta Directiva",
    program: INCUBATION,
    tool: "Comité de seguimiento",
    mentor: () => mentor(7),
    mentors: () => [mentor(1)],
    people: () => [DEMO_EMAILS.entrepreneur, entrepreneur(0), entrepreneur(1)],
    day: 8,
    from: "09:00",
    to: "10:30",
  },
  {
    nombre: SEED_SESSION_NAMES.financeOther,
    tipo: "Individual",
    program: INCUBATION,
    tool: "Mentoría financiera",
    mentor: () => DEMO_EMAILS.mentor,
    people: () => [entrepreneur(1)],
    day: 9,
    from: "14:00",
    to: "15:00",
  },
  {
    nombre: SEED_SESSION_NAMES.ecommerceNext,
    tipo: "Individual",
    program: DIGITAL,
    tool: "Asesoría en comercio electrónico",
    mentor: () => DEMO_EMAILS.mentor,
    people: () => [entrepreneur(9)],
    day: 6,
    from: "08:00",
    to: "09:00",
  },
];

type SeedAvailability = {
  mentor: () => string;
  /** Weekly: ISO weekdays (1 Monday … 7 Sunday); the rows start two weeks ago. Date-specific: a day offset. */
  weekdays?: number[];
  day?: number;
  hours: { start_hour: string; end_hour: string }[];
  zona: string;
};

/** mentor@: Mon–Fri 08:00–12:00 and 14:00–18:00 Bogota, and 09:00–11:00 only, 12 days from today. */
export const SEED_AVAILABILITY: SeedAvailability[] = [
  {
    mentor: () => DEMO_EMAILS.mentor,
    weekdays: [1, 2, 3, 4, 5],
    hours: [
      { start_hour: "08:00", end_hour: "12:00" },
      { start_hour: "14:00", end_hour: "18:00" },
    ],
    zona: API_ZONE,
  },
  { mentor: () => DEMO_EMAILS.mentor, day: 12, hours: [{ start_hour: "09:00", end_hour: "11:00" }], zona: API_ZONE },
  // The workshop's second mentor, Tuesdays and Thursdays.
  {
    mentor: () => mentor(3),
    weekdays: [2, 4],
    hours: [{ start_hour: "09:00", end_hour: "13:00" }],
    zona: API_ZONE,
  },
  // The webinar's mentor, who lives in Mexico City: afternoons there.
  {
    mentor: () => mentor(0),
    weekdays: [1, 3, 5],
    hours: [{ start_hour: "15:00", end_hour: "19:00" }],
    zona: "America/Mexico_City",
  },
];

const entidad_id = () => seedRefs.institutionId(DEMO_INSTITUTIONS.incubator);
const programId = (nombre: string): SQL =>
  sql`(select id from programas where nombre = ${nombre} and entidad_id = ${entidad_id()} order by id desc limit 1)`;
const toolId = (program: string, nombre: string): SQL =>
  sql`(select id from mentorias where nombre = ${nombre} and programa_id = ${programId(program)} order by id desc limit 1)`;
const sessionId = (slug: string): SQL => sql`(select id from eventos where slug = ${slug})`;

const sessionsStep: SeedStep = {
  key: "sessions-v1",
  async statements(db) {
    const today = todayIn(API_ZONE);
    // Weekend days move to a weekday on the same side of today (past sessions to Friday, upcoming ones to Monday).
    const weekday = (day: number) => {
      const date = today.add({ days: day });
      if (date.dayOfWeek < 6) return date;
      return day < 0 ? date.subtract({ days: date.dayOfWeek - 5 }) : date.add({ days: 8 - date.dayOfWeek });
    };
    const at = (day: number, hour: string) => `${weekday(day).toString()} ${hour}`;
    const seeded = SEED_SESSIONS.map((session) => ({ session, slug: newSlug() }));
    // Weekly rows start on the first matching weekday two weeks ago.
    const weeklyFrom = (weekday: number) => {
      const start = today.subtract({ days: 14 });
      return start.add({ days: (weekday - start.dayOfWeek + 7) % 7 }).toString();
    };
    // One statement per session (and per list): D1 binds at most 100 parameters per statement.
    return [
      ...seeded.map(({ session, slug }) =>
        db.insert(sessions).values({
          slug,
          nombre: session.nombre,
          tipo: session.tipo,
          tema: "Consultoría",
          fecha_inicio: at(session.day, session.from),
          fecha_fin: at(session.day, session.to),
          mentor_id: seedRefs.userId(session.mentor()),
          mentoria_id: toolId(session.program, session.tool),
          programa_id: programId(session.program),
          entidad_id: entidad_id(),
          usuario_individual: session.tipo === "Individual" ? seedRefs.userId(session.people()[0]!) : null,
          visibility: session.visibility ?? true,
          asistentes_max: Math.max(1, session.people().length),
          creador: seedRefs.userId(DEMO_EMAILS.official),
        }),
      ),
      ...seeded.map(({ session, slug }) =>
        db.insert(sessionParticipants).values(
          session.people().map((email, i) => ({
            evento_id: sessionId(slug),
            user_id: seedRefs.userId(email),
            asistencia: session.attendance?.[i] ?? null,
          })),
        ),
      ),
      ...seeded
        .filter(({ session }) => session.mentors)
        .map(({ session, slug }) =>
          db.insert(sessionMentors).values(
            (session.mentors?.() ?? []).map((email) => ({
              evento_id: sessionId(slug),
              user_id: seedRefs.userId(email),
            })),
          ),
        ),
      ...SEED_AVAILABILITY.map((row) => {
        const base = {
          mentor_id: seedRefs.userId(row.mentor()),
          string_availability: JSON.stringify(row.hours),
          zona: row.zona,
        };
        return db
          .insert(availability)
          .values(
            row.weekdays
              ? row.weekdays.map((weekday) => ({ ...base, date: weeklyFrom(weekday), semanal: true }))
              : [{ ...base, date: today.add({ days: row.day ?? 0 }).toString(), semanal: false }],
          );
      }),
    ];
  },
};

export const sessionSteps: SeedStep[] = [sessionsStep];
