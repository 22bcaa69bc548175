// Demo data of issue 14: the marketplace. Appended to seedSteps in ../seed.ts.
//
// 42 marketplace mentors (three pages of 15) of their own, so bookings never touch the calendars other
// demo data is about: skills, hourly prices in every band (free included), reviews by the seeded
// entrepreneurs, and weekday availability (08:00-12:00 and 14:00-18:00 Bogota, Monday to Friday). Plus
// demo coupons. One step, a few multi-row inserts.
import { hashPassword } from "../crypto";
import { availability, coupons, reviews, userSkills, users } from "../db/schema";
import { DEMO_PASSWORD, DEMO_TAGS, type SeedStatements, type SeedStep, seedRefs } from "../demo";
import { SEED_ENTREPRENEURS, demoPersonEmail } from "./people";

const FIRST = [
  "Valeria",
  "Martín",
  "Antonia",
  "Emilio",
  "Renata",
  "Joaquín",
  "Julieta",
  "Simón",
  "Catalina",
  "Samuel",
  "Florencia",
  "Esteban",
  "Ximena",
  "Gonzalo",
  "Manuela",
  "Ignacio",
  "Elena",
  "Rodrigo",
  "Victoria",
  "Hernán",
  "Luciana",
  "Fernando",
  "Regina",
  "Ernesto",
  "Abril",
  "Mauricio",
  "Olivia",
  "Cristian",
  "Emilia",
  "Raúl",
  "Bianca",
  "Óscar",
  "Jimena",
  "Armando",
  "Noelia",
  "Héctor",
  "Pilar",
  "Leonardo",
  "Amparo",
  "Guillermo",
  "Rocío",
  "Federico",
];
const LAST = [
  "Quintero",
  "Arango",
  "Montoya",
  "Zapata",
  "Restrepo",
  "Cifuentes",
  "Londoño",
  "Villegas",
  "Ospina",
  "Sierra",
  "Escobar",
  "Betancur",
  "Palacios",
  "Uribe",
  "Mejía",
  "Galeano",
  "Toro",
  "Echeverri",
  "Henao",
  "Correa",
  "Giraldo",
  "Posada",
  "Duque",
  "Arias",
  "Valencia",
  "Lozano",
  "Cortés",
  "Bedoya",
  "Franco",
  "Serna",
  "Velásquez",
  "Agudelo",
  "Marín",
  "Ochoa",
  "Rendón",
  "Tobón",
  "Cano",
  "Muñoz",
  "Patiño",
  "Largo",
  "Suárez",
  "Otálvaro",
];
const TITLES = [
  "Fundadora de una fintech",
  "Exdirector comercial de una cadena de retail",
  "Consultora en estrategia de crecimiento",
  "Fundador de una agencia de marketing digital",
  "Abogada de startups",
  "Inversionista ángel",
  "Especialista en operaciones y logística",
  "Líder de producto en tecnología",
  "Contador y asesor tributario",
  "Experta en exportaciones",
];
// Every band of second spec › Business constants and limits: free, up to 80 thousand, 80 to 200 thousand, over 200 thousand (COP per hour).
const PRICES = [0, 50_000, 80_000, 120_000, 150_000, 200_000, 250_000, 350_000, 60_000, 95_000];
const HOURS = JSON.stringify([
  { start_hour: "08:00", end_hour: "12:00" },
  { start_hour: "14:00", end_hour: "18:00" },
]);
// A Monday to Friday long past: weekly rows repeat on their weekday from that date on.
const WEEKDAYS = ["2025-01-06", "2025-01-07", "2025-01-08", "2025-01-09", "2025-01-10"];
const COMMENTS = [
  "Muy clara y práctica, salí con un plan concreto.",
  "Buenas preguntas, me ayudó a priorizar.",
  "Conoce muy bien el tema; la recomiendo.",
  "Útil, aunque la sesión se quedó corta.",
  "Excelente: ejemplos reales y tareas para la semana.",
];

export const DEMO_COUPONS = [
  { codigo: "DEMO10", descuento: 10 },
  { codigo: "MITAD50", descuento: 50 },
  { codigo: "GRATIS100", descuento: 100 },
] as const;

export type MarketplaceSeedMentor = {
  first: string;
  last: string;
  username: string;
  email: string;
  precio: number;
  titulo: string;
  skills: string[];
  /** Review scores (may be empty). */
  scores: number[];
};

function plain(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** The seeded marketplace mentors, deterministic (tests and e2e pick them by index). */
export function marketplaceSeedMentors(): MarketplaceSeedMentor[] {
  return FIRST.map((first, i) => {
    const last = LAST[i]!;
    const username = `${plain(first)}.${plain(last)}`;
    const reviewCount = i % 6; // 0 to 5 reviews
    return {
      first,
      last,
      username,
      email: `${username}@mentores.demo.test`,
      precio: PRICES[i % PRICES.length]!,
      titulo: TITLES[i % TITLES.length]!,
      skills: [DEMO_TAGS[i % DEMO_TAGS.length]!, DEMO_TAGS[(i * 7 + 3) % DEMO_TAGS.length]!].filter(
        (tag, k, all) => all.indexOf(tag) === k,
      ),
      scores: Array.from({ length: reviewCount }, (_, k) => 5 - ((i + k) % 3 === 0 ? 0 : (i + k) % 3)),
    };
  });
}

function chunks<T>(rows: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));
}

const marketplaceStep: SeedStep = {
  key: "marketplace-v1",
  async statements(db) {
    // One hash of the demo password serves every seeded mentor (PBKDF2 is slow on purpose).
    const password = await hashPassword(DEMO_PASSWORD);
    const mentors = marketplaceSeedMentors();
    const userRows = mentors.map((m) => ({
      username: m.username,
      email: m.email,
      password,
      first_name: m.first,
      last_name: m.last,
      titulo: m.titulo,
      descripcion: `${m.titulo}. Acompaña a emprendedores en ${m.skills.join(" y ").toLowerCase()}.`,
      reside: "colombia",
      precio: m.precio,
      mentor: true,
      is_active: true,
      is_new: false,
    }));
    const skillRows = mentors.flatMap((m) =>
      m.skills.map((tag) => ({
        user_id: seedRefs.userId(m.email),
        tag_id: seedRefs.tagId(tag),
        description: `Experiencia práctica en ${tag.toLowerCase()}.`,
      })),
    );
    const reviewRows = mentors.flatMap((m, i) =>
      m.scores.map((puntaje, k) => ({
        mentor_id: seedRefs.userId(m.email),
        autor_id: seedRefs.userId(demoPersonEmail(SEED_ENTREPRENEURS[(i + k) % SEED_ENTREPRENEURS.length]!)),
        puntaje,
        comentario: COMMENTS[(i + k) % COMMENTS.length]!,
        goal_reached: puntaje >= 4,
      })),
    );
    const availabilityRows = mentors.flatMap((m) =>
      WEEKDAYS.map((date) => ({
        mentor_id: seedRefs.userId(m.email),
        date,
        semanal: true,
        string_availability: HOURS,
        zona: "America/Bogota",
      })),
    );
    const statements: SeedStatements = [
      ...chunks(userRows, 8).map((rows) => db.insert(users).values(rows).onConflictDoNothing()),
      ...chunks(skillRows, 30).map((rows) => db.insert(userSkills).values(rows).onConflictDoNothing()),
      ...chunks(reviewRows, 15).map((rows) => db.insert(reviews).values(rows)),
      ...chunks(availabilityRows, 18).map((rows) => db.insert(availability).values(rows)),
      db
        .insert(coupons)
        .values([...DEMO_COUPONS])
        .onConflictDoNothing(),
    ];
    return statements;
  },
};

export const marketplaceSteps: SeedStep[] = [marketplaceStep];
