// Demo data of issue 3: people. Appended to seedSteps in ../seed.ts.
//
// Incubadora Demo gets enough people for two pages (15 per page) of its entrepreneur and mentor lists,
// two more staff members, and reviews for mentor@demo.test and several seeded mentors.
import { hashPassword } from "../crypto";
import { institutionMembers, institutionOfficials, reviews, userSkills, users } from "../db/schema";
import { DEMO_EMAILS, DEMO_INSTITUTIONS, DEMO_PASSWORD, type SeedStatements, type SeedStep, seedRefs } from "../demo";
import { nowMs } from "../../app/shared/clock";

type Person = { first: string; last: string };

export const SEED_ENTREPRENEURS: Person[] = [
  { first: "Sofía", last: "Ramírez" },
  { first: "Mateo", last: "Torres" },
  { first: "Valentina", last: "Castro" },
  { first: "Santiago", last: "Vargas" },
  { first: "Isabella", last: "Morales" },
  { first: "Sebastián", last: "Herrera" },
  { first: "Camila", last: "Jiménez" },
  { first: "Nicolás", last: "Ruiz" },
  { first: "Mariana", last: "Ortiz" },
  { first: "Daniel", last: "Mendoza" },
  { first: "Gabriela", last: "Silva" },
  { first: "Alejandro", last: "Rojas" },
  { first: "Lucía", last: "Navarro" },
  { first: "Diego", last: "Salazar" },
  { first: "Paula", last: "Guerrero" },
  { first: "Andrés", last: "Medina" },
  { first: "Daniela", last: "Cárdenas" },
  { first: "Felipe", last: "Aguilar" },
  { first: "Carolina", last: "Pineda" },
  { first: "Tomás", last: "Benítez" },
];

type SeedMentor = Person & { titulo: string; descripcion: string; skills: [tag: string, description: string][] };

export const SEED_MENTORS: SeedMentor[] = [
  {
    first: "Adriana",
    last: "Acosta",
    titulo: "Especialista en mercadeo digital",
    descripcion: "Ha dirigido campañas digitales para marcas de consumo en Colombia y México.",
    skills: [
      ["Marketing", "Estrategia digital, redes sociales y pauta."],
      ["Comercio Electrónico", "Tiendas en línea y embudos de conversión."],
    ],
  },
  {
    first: "Ricardo",
    last: "Bermúdez",
    titulo: "Abogado corporativo",
    descripcion: "Asesora a emprendimientos en constitución de sociedades, contratos y propiedad intelectual.",
    skills: [["Legal", "Sociedades, contratos y marcas."]],
  },
  {
    first: "Patricia",
    last: "Cabrera",
    titulo: "Contadora pública",
    descripcion: "Quince años llevando la contabilidad y los impuestos de pymes.",
    skills: [
      ["Contabilidad", "Estados financieros e impuestos."],
      ["Finanzas", "Presupuestos y flujo de caja."],
    ],
  },
  {
    first: "Fernando",
    last: "Delgado",
    titulo: "Director comercial",
    descripcion: "Ha construido equipos de ventas B2B en América Latina.",
    skills: [
      ["Ventas", "Prospección, negociación y cierre."],
      ["Liderazgo", "Formación de equipos comerciales."],
    ],
  },
  {
    first: "Mónica",
    last: "Espinosa",
    titulo: "Consultora en recursos humanos",
    descripcion: "Acompaña a fundadores en la contratación y la cultura de sus primeros equipos.",
    skills: [["Recursos Humanos", "Selección, cultura y compensación."]],
  },
  {
    first: "Jorge",
    last: "Figueroa",
    titulo: "Ingeniero de software",
    descripcion: "CTO de dos startups; ayuda a elegir tecnología y a construir el primer producto.",
    skills: [
      ["Tecnología", "Arquitectura, producto mínimo viable y equipos técnicos."],
      ["Innovación", "Prototipos y validación rápida."],
    ],
  },
  {
    first: "Claudia",
    last: "Galindo",
    titulo: "Experta en exportaciones",
    descripcion: "Lleva productos colombianos a Estados Unidos y Europa desde hace diez años.",
    skills: [
      ["Exportaciones", "Logística internacional y aduanas."],
      ["Operaciones", "Cadena de suministro."],
    ],
  },
  {
    first: "Héctor",
    last: "Ibarra",
    titulo: "Inversionista ángel",
    descripcion: "Ha invertido en más de veinte startups de la región.",
    skills: [
      ["Inversión y Financiación", "Rondas semilla y preparación para inversionistas."],
      ["Finanzas", "Valoración y términos de inversión."],
      ["Estrategia", "Modelos de negocio escalables."],
    ],
  },
  {
    first: "Natalia",
    last: "Lozano",
    titulo: "Consultora en sostenibilidad",
    descripcion: "Ayuda a las empresas a medir y reducir su impacto ambiental.",
    skills: [["Sostenibilidad", "Economía circular e indicadores de impacto."]],
  },
  {
    first: "Óscar",
    last: "Montoya",
    titulo: "Gerente de operaciones",
    descripcion: "Optimiza procesos de producción y distribución en empresas manufactureras.",
    skills: [
      ["Operaciones", "Procesos, calidad y costos."],
      ["Estrategia", "Planeación operativa."],
    ],
  },
  {
    first: "Verónica",
    last: "Núñez",
    titulo: "Estratega de marca",
    descripcion: "Construye marcas con propósito para emprendimientos sociales.",
    skills: [["Marketing", "Marca, posicionamiento y comunicación."]],
  },
  {
    first: "Eduardo",
    last: "Ochoa",
    titulo: "Experto en comercio electrónico",
    descripcion: "Fundó una tienda en línea que vende en seis países.",
    skills: [
      ["Comercio Electrónico", "Marketplaces, pagos y logística de última milla."],
      ["Ventas", "Ventas en línea."],
    ],
  },
  {
    first: "Rosa",
    last: "Peña",
    titulo: "Mentora de liderazgo",
    descripcion: "Coach ejecutiva de fundadoras y fundadores en etapa temprana.",
    skills: [["Liderazgo", "Liderazgo personal y de equipos."]],
  },
  {
    first: "Manuel",
    last: "Quiroga",
    titulo: "Analista financiero",
    descripcion: "Modelos financieros y proyecciones para empresas en crecimiento.",
    skills: [
      ["Finanzas", "Modelos financieros y proyecciones."],
      ["Inversión y Financiación", "Crédito y financiación bancaria."],
    ],
  },
  {
    first: "Elena",
    last: "Restrepo",
    titulo: "Especialista en innovación",
    descripcion: "Dirige laboratorios de innovación abierta con grandes empresas.",
    skills: [
      ["Innovación", "Design thinking e innovación abierta."],
      ["Tecnología", "Transformación digital."],
    ],
  },
  {
    first: "Luis",
    last: "Sandoval",
    titulo: "Consultor tributario",
    descripcion: "Planeación tributaria para pymes y emprendimientos.",
    skills: [
      ["Contabilidad", "Impuestos y facturación electrónica."],
      ["Legal", "Régimen tributario."],
    ],
  },
  {
    first: "Beatriz",
    last: "Téllez",
    titulo: "Experta en ventas al por menor",
    descripcion: "Abrió más de cuarenta puntos de venta en la región andina.",
    skills: [["Ventas", "Canales minoristas y franquicias."]],
  },
  {
    first: "Gustavo",
    last: "Valencia",
    titulo: "Estratega de negocios",
    descripcion: "Ex consultor de estrategia; acompaña la planeación anual de las empresas.",
    skills: [
      ["Estrategia", "Planeación estratégica y OKR."],
      ["Operaciones", "Indicadores de gestión."],
    ],
  },
];

export const SEED_STAFF: Person[] = [
  { first: "Marcela", last: "Gutiérrez" },
  { first: "Julián", last: "Osorio" },
];

/** `sofia.ramirez@demo.test` and `sofia.ramirez`. */
export function demoPersonEmail(person: Person): string {
  return `${demoPersonUsername(person)}@demo.test`;
}
function demoPersonUsername(person: Person): string {
  return `${person.first}.${person.last}`.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

// [mentor e-mail, author e-mail, puntaje, comentario, days ago]
type SeedReview = [string, string, number, string, number];
const emprendedor = (i: number) => demoPersonEmail(SEED_ENTREPRENEURS[i] as Person);
const mentor = (i: number) => demoPersonEmail(SEED_MENTORS[i] as Person);

// A function, not a constant: ../seed imports this module, so its values are only read at seeding time.
export function seedReviews(): SeedReview[] {
  return [
    [DEMO_EMAILS.mentor, DEMO_EMAILS.entrepreneur, 5, "Excelente sesión: salí con un flujo de caja claro.", 3],
    [DEMO_EMAILS.mentor, emprendedor(0), 5, "Muy claro y práctico, me ayudó a preparar la ronda.", 10],
    [DEMO_EMAILS.mentor, emprendedor(1), 4, "Buenos consejos sobre precios; faltó tiempo para las ventas.", 20],
    [DEMO_EMAILS.mentor, emprendedor(2), 5, "Conoce muy bien el ecosistema. Lo recomiendo.", 35],
    [DEMO_EMAILS.mentor, emprendedor(3), 4, "Me ayudó a ordenar el modelo de negocio.", 50],
    [mentor(0), DEMO_EMAILS.entrepreneur, 5, "Ideas muy concretas para nuestras redes sociales.", 5],
    [mentor(0), emprendedor(4), 4, "Buena sesión, me dejó tareas claras.", 15],
    [mentor(2), emprendedor(5), 5, "Por fin entendí mis estados financieros.", 8],
    [mentor(2), emprendedor(6), 4, "Muy paciente y ordenada.", 25],
    [mentor(2), DEMO_EMAILS.entrepreneur, 3, "Útil, aunque esperaba más ejemplos.", 40],
    [mentor(3), emprendedor(7), 5, "Cambió nuestra forma de vender. Gracias.", 12],
    [mentor(5), emprendedor(8), 4, "Buen criterio técnico para elegir la plataforma.", 18],
    [mentor(5), emprendedor(9), 5, "Nos ahorró meses de desarrollo.", 30],
    [mentor(7), DEMO_EMAILS.entrepreneur, 5, "Preparamos el pitch para inversionistas paso a paso.", 7],
    [mentor(7), emprendedor(10), 4, "Muy directo y exigente, en el buen sentido.", 22],
    [mentor(7), emprendedor(11), 3, "Interesante, pero la sesión empezó tarde.", 45],
  ];
}

function daysAgoIso(days: number): string {
  return new Date(nowMs() - days * 24 * 60 * 60 * 1000).toISOString();
}

/** Rows per insert: D1 allows at most 100 bound parameters per statement (users have up to 11 columns here). */
function chunks<T>(rows: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));
}

const peopleStep: SeedStep = {
  key: "people-v1",
  async statements(db) {
    // PBKDF2 is slow on purpose: one hash of the demo password serves every seeded person.
    const password = await hashPassword(DEMO_PASSWORD);
    const entidad_id = seedRefs.institutionId(DEMO_INSTITUTIONS.incubator);
    const base = (person: Person) => ({
      password,
      is_active: true,
      is_new: false,
      reside: "colombia",
      username: demoPersonUsername(person),
      email: demoPersonEmail(person),
      first_name: person.first,
      last_name: person.last,
    });
    const userRows = [
      ...SEED_ENTREPRENEURS.map((person) => ({ ...base(person), mentor: false, titulo: null, descripcion: null })),
      ...SEED_MENTORS.map((person) => ({
        ...base(person),
        mentor: true,
        titulo: person.titulo,
        descripcion: person.descripcion,
      })),
      ...SEED_STAFF.map((person) => ({
        ...base(person),
        mentor: false,
        titulo: "Coordinación de programas",
        descripcion: null,
      })),
    ];
    const memberRows = [
      ...SEED_ENTREPRENEURS.map((person) => ({ person, rol: "emprendedor" as const })),
      ...SEED_MENTORS.map((person) => ({ person, rol: "mentor" as const })),
    ].map(({ person, rol }) => ({ entidad_id, user_id: seedRefs.userId(demoPersonEmail(person)), rol }));
    const skillRows = SEED_MENTORS.flatMap((person) =>
      person.skills.map(([tag, description]) => ({
        user_id: seedRefs.userId(demoPersonEmail(person)),
        tag_id: seedRefs.tagId(tag),
        description,
      })),
    );
    const reviewRows = seedReviews().map(([mentorEmail, authorEmail, puntaje, comentario, daysAgo]) => ({
      mentor_id: seedRefs.userId(mentorEmail),
      autor_id: seedRefs.userId(authorEmail),
      puntaje,
      comentario,
      goal_reached: puntaje >= 4,
      created_at: daysAgoIso(daysAgo),
    }));
    const statements: SeedStatements = [
      ...chunks(userRows, 8).map((rows) => db.insert(users).values(rows).onConflictDoNothing()),
      ...chunks(memberRows, 25).map((rows) => db.insert(institutionMembers).values(rows).onConflictDoNothing()),
      db
        .insert(institutionOfficials)
        .values(SEED_STAFF.map((person) => ({ entidad_id, user_id: seedRefs.userId(demoPersonEmail(person)) })))
        .onConflictDoNothing(),
      ...chunks(skillRows, 25).map((rows) => db.insert(userSkills).values(rows).onConflictDoNothing()),
      ...chunks(reviewRows, 12).map((rows) => db.insert(reviews).values(rows)),
    ];
    return statements;
  },
};

export const peopleSteps: SeedStep[] = [peopleStep];
