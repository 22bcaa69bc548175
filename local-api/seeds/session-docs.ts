// Demo data of issue 5, what travels with sessions: actas, ratings, URLs, a transcript, a recording and a
// registration link. Runs after ./sessions.ts and finds its sessions by name (SEED_SESSION_NAMES). Owner: the
// session-documents API.
//
// - financePast: acta, rated by emprendedor@, transcript, recording, two URLs.
// - salesWorkshopPast: acta, rated by emprendedor@, one URL.
// - cashFlowPast: left without acta and unrated (the e2e tests rate it and record its acta).
// - financeNext: a registration link for 5 guests (the e2e tests create theirs on another session).
// - emprendedor@'s profile: one URL.
// - session-files-v1: a text file on financePast and one on emprendedor@'s profile; their bytes go to R2 once
//   the step's batch commits (SeedStep.objects).
import { type SQL, sql } from "drizzle-orm";
import { actaAssistants, actas, files, links, registrationLinks, reviews, sessions } from "../db/schema";
import { DEMO_EMAILS, DEMO_INSTITUTIONS, type SeedStep, seedRefs } from "../demo";
import { newSlug } from "../services/sessions";
import { SEED_SESSION_NAMES } from "./sessions";

/** A public sample video (opened in the browser only when a user asks for the recording). */
export const SEED_RECORDING_URL = "https://download.blender.org/peach/bigbuckbunny_movies/BigBuckBunny_320x180.mp4";

/** Sessions with an acta, rated by emprendedor@ (the mentor's review count includes these ratings). */
export const SEED_ACTA_SESSIONS = [SEED_SESSION_NAMES.financePast, SEED_SESSION_NAMES.salesWorkshopPast] as const;
export const SEED_RATED_SESSIONS = SEED_ACTA_SESSIONS;
export const SEED_UNRATED_SESSION = SEED_SESSION_NAMES.cashFlowPast;
export const SEED_LINK_SESSION = SEED_SESSION_NAMES.financeNext;

export const SEED_SESSION_URLS: { session: string; nombre: string; url: string }[] = [
  {
    session: SEED_SESSION_NAMES.financePast,
    nombre: "Plantilla de flujo de caja",
    url: "https://docs.example.com/plantillas/flujo-de-caja",
  },
  {
    session: SEED_SESSION_NAMES.financePast,
    nombre: "Guía de precios para emprendedores",
    url: "https://www.example.org/guias/precios",
  },
  {
    session: SEED_SESSION_NAMES.salesWorkshopPast,
    nombre: "Presentación del taller de ventas",
    url: "https://slides.example.com/taller-ventas",
  },
];
// Functions, not constants: ../seed imports this module, so its exports are only read at seeding time.
export const SEED_PROFILE_URLS = () => [
  { email: DEMO_EMAILS.entrepreneur, nombre: "Sitio web de mi emprendimiento", url: "https://tienda.example.co" },
];

const sessionRef = (nombre: string): SQL =>
  sql`(select id from eventos where nombre = ${nombre} and entidad_id = ${seedRefs.institutionId(DEMO_INSTITUTIONS.incubator)} order by id desc limit 1)`;
const sessionColumn = (
  nombre: string,
  column: "fecha_inicio" | "fecha_fin" | "mentor_id" | "mentoria_id" | "programa_id" | "entidad_id",
) => sql`(select ${sql.raw(column)} from eventos where id = ${sessionRef(nombre)})`;

const ACTAS = [
  {
    session: SEED_SESSION_NAMES.financePast,
    summary:
      "Revisamos el flujo de caja de los últimos tres meses y la estructura de costos. Compromisos: separar gastos personales y del negocio, y preparar una proyección de ventas a seis meses.",
    assistants: () => [DEMO_EMAILS.entrepreneur, DEMO_EMAILS.mentor],
  },
  {
    session: SEED_SESSION_NAMES.salesWorkshopPast,
    summary:
      "Taller de técnicas de venta consultiva: cada emprendedor presentó su propuesta de valor y recibió retroalimentación del grupo.",
    assistants: () => [DEMO_EMAILS.entrepreneur, DEMO_EMAILS.mentor],
  },
];

const RATINGS = [
  {
    session: SEED_SESSION_NAMES.financePast,
    puntaje: 5,
    goal: true,
    comentario: "Muy clara la revisión del flujo de caja.",
  },
  {
    session: SEED_SESSION_NAMES.salesWorkshopPast,
    puntaje: 4,
    goal: true,
    comentario: "Buen taller, faltó tiempo para practicar.",
  },
];

const TRANSCRIPT = [
  "Carlos Rodríguez: Buenos días, Laura. Empecemos por el flujo de caja de los últimos tres meses.",
  "Laura Martínez: Las ventas crecieron, pero el efectivo no alcanza a fin de mes.",
  "Carlos Rodríguez: Separemos los gastos personales de los del negocio y proyectemos seis meses.",
  "Laura Martínez: Listo, traigo la proyección para la próxima sesión.",
].join("\n");

const sessionDocsStep: SeedStep = {
  key: "session-docs-v1",
  async statements(db) {
    const official = seedRefs.userId(DEMO_EMAILS.official);
    return [
      ...ACTAS.map((acta) =>
        db.insert(actas).values({
          evento_id: sessionRef(acta.session),
          creator_id: seedRefs.userId(DEMO_EMAILS.mentor),
          summary: acta.summary,
          start_date: sessionColumn(acta.session, "fecha_inicio"),
          end_date: sessionColumn(acta.session, "fecha_fin"),
          activities: "[]",
        }),
      ),
      ...ACTAS.map((acta) =>
        db.insert(actaAssistants).values(
          acta.assistants().map((email) => ({
            acta_id: sql`(select id from actas where evento_id = ${sessionRef(acta.session)})`,
            user_id: seedRefs.userId(email),
          })),
        ),
      ),
      ...RATINGS.map((rating) =>
        db.insert(reviews).values({
          mentor_id: sessionColumn(rating.session, "mentor_id"),
          autor_id: seedRefs.userId(DEMO_EMAILS.entrepreneur),
          evento_id: sessionRef(rating.session),
          puntaje: rating.puntaje,
          comentario: rating.comentario,
          goal_reached: rating.goal,
        }),
      ),
      db
        .update(sessions)
        .set({ transcripcion: TRANSCRIPT, video: SEED_RECORDING_URL })
        .where(sql`id = ${sessionRef(SEED_SESSION_NAMES.financePast)}`),
      db.insert(links).values(
        SEED_SESSION_URLS.map((row) => ({
          slug: newSlug(),
          nombre: row.nombre,
          url: row.url,
          creador_id: seedRefs.userId(DEMO_EMAILS.mentor),
          evento_id: sessionRef(row.session),
        })),
      ),
      db.insert(links).values(
        SEED_PROFILE_URLS().map((row) => ({
          slug: newSlug(),
          nombre: row.nombre,
          url: row.url,
          creador_id: seedRefs.userId(row.email),
          usuario_id: seedRefs.userId(row.email),
        })),
      ),
      db.insert(registrationLinks).values({
        uuid: crypto.randomUUID(),
        evento_id: sessionRef(SEED_LINK_SESSION),
        creador_id: official,
        entidad_id: sessionColumn(SEED_LINK_SESSION, "entidad_id"),
        mentoria_id: sessionColumn(SEED_LINK_SESSION, "mentoria_id"),
        programa_id: sessionColumn(SEED_LINK_SESSION, "programa_id"),
        nombre: SEED_LINK_SESSION,
        fecha_expiracion: sessionColumn(SEED_LINK_SESSION, "fecha_fin"),
        maximo_usuarios: 5,
      }),
    ];
  },
};

/** Seeded files: rows here, bytes put in R2 after the batch (fixed keys, so a re-put is harmless). */
export const SEED_FILES = [
  {
    key: "sesiones/seed/compromisos-flujo-de-caja.txt",
    nombre: "Compromisos de la sesión",
    session: SEED_SESSION_NAMES.financePast as string | null,
    owner: null as (() => string) | null,
    creator: () => DEMO_EMAILS.mentor,
    body:
      "Compromisos de la mentoría financiera\n\n" +
      "1. Separar las cuentas personales de las del negocio.\n" +
      "2. Registrar los gastos de cada semana en la plantilla de flujo de caja.\n" +
      "3. Preparar una proyección de ventas a seis meses para la próxima sesión.\n",
  },
  {
    key: "usuarios/seed/presentacion-emprendimiento.txt",
    nombre: "Presentación del emprendimiento",
    session: null,
    owner: () => DEMO_EMAILS.entrepreneur,
    creator: () => DEMO_EMAILS.entrepreneur,
    body: "Tienda de productos artesanales en línea: propuesta de valor, clientes y canales de venta.\n",
  },
];

const sessionFilesStep: SeedStep = {
  key: "session-files-v1",
  async statements(db) {
    return [
      db.insert(files).values(
        SEED_FILES.map((file) => ({
          slug: newSlug(),
          nombre: file.nombre,
          archivo: file.key,
          content_type: "text/plain",
          size: new TextEncoder().encode(file.body).byteLength,
          creador_id: seedRefs.userId(file.creator()),
          evento_id: file.session ? sessionRef(file.session) : null,
          usuario_id: file.owner ? seedRefs.userId(file.owner()) : null,
        })),
      ),
    ];
  },
  objects: () => SEED_FILES.map((file) => ({ key: file.key, body: file.body, contentType: "text/plain" })),
};

export const sessionDocSteps: SeedStep[] = [sessionDocsStep, sessionFilesStep];
