// Demo data of issue 15: a dozen help-centre articles (their files go to R2 once the step commits) and a
// forum with posts, comments and likes by the demo users. Appended to seedSteps in ../seed.ts.
import { sql } from "drizzle-orm";
import { forumComments, forumLikes, forumPosts, helpArticles } from "../db/schema";
import { DEMO_EMAILS, type SeedStep, seedRefs } from "../demo";
import { ARTICLE_PREFIX } from "../services/publico";
import { nowMs } from "../../app/shared/clock";

export const SEED_ARTICLES: { name: string; slug: string; body: string }[] = [
  [
    "Cómo crear tu cuenta en la plataforma",
    "crear-cuenta",
    "Entra a /sign-up, completa nombre, apellidos, correo y contraseña y confirma tu correo.",
  ],
  [
    "Cómo agendar una mentoría",
    "agendar-mentoria",
    "Elige un mentor, escoge un horario disponible y confirma la sesión.",
  ],
  [
    "Cómo pagar una sesión en el marketplace",
    "pagar-sesion",
    "Después de reservar se abre la página de pago; al aprobarse la sesión queda programada.",
  ],
  [
    "Cómo registrar el acta de una sesión",
    "acta-sesion",
    "Desde los detalles del evento, el mentor registra el acta y la asistencia.",
  ],
  [
    "Cómo confirmar la asistencia a una mentoría",
    "confirmar-asistencia",
    "La mentoría se confirma cuando el mentor registra la asistencia de los participantes.",
  ],
  [
    "Cómo crear un plan de trabajo",
    "plan-de-trabajo",
    "En el detalle del programa elige 'Crear plan de trabajo' y escribe el objetivo.",
  ],
  [
    "Cómo registrar los indicadores de tu empresa",
    "indicadores",
    "En 'Mi dashboard' agrega indicadores con su línea base, meta y valores.",
  ],
  [
    "Cómo invitar mentores a tu programa",
    "invitar-mentores",
    "Las entidades invitan mentores uno a uno o con un archivo de hasta 15 líneas.",
  ],
  [
    "Cómo sincronizar tu calendario",
    "sincronizar-calendario",
    "Suscríbete al calendario privado desde 'Mi Calendario': el permiso es de solo lectura.",
  ],
  [
    "Cómo cambiar tu contraseña",
    "cambiar-contrasena",
    "En /change_password pide un código a tu correo y escribe la nueva contraseña.",
  ],
  [
    "Cómo subir archivos a una sesión",
    "archivos-sesion",
    "En los archivos del evento sube documentos o agrega URLs para los participantes.",
  ],
  [
    "Cómo descargar el reporte de un programa",
    "reporte-programa",
    "En el tablero de control elige el programa y las fechas, y descarga el reporte.",
  ],
].map(([name, slug, body]) => ({ name: name!, slug: slug!, body: `${name}\n\n${body}\n` }));

const minutesAgo = (minutes: number) => new Date(nowMs() - minutes * 60_000).toISOString();

/**
 * Forum posts, oldest first, each with its author, age in minutes, comments and who liked it. A function, not a
 * constant: ../seed imports this module, so its exports are only read at seeding time.
 */
export const SEED_POSTS = () => [
  {
    author: DEMO_EMAILS.mentor,
    ago: 60 * 24 * 6,
    contenido:
      "¡Bienvenidos al foro! Compartan aquí sus preguntas sobre finanzas, ventas o el uso de la plataforma. Guía de flujo de caja: https://www.example.org/guias/flujo-de-caja",
    comments: [{ author: DEMO_EMAILS.entrepreneur, ago: 60 * 24 * 5, contenido: "¡Gracias! Muy útil la guía." }],
    likes: [DEMO_EMAILS.entrepreneur, DEMO_EMAILS.official],
  },
  {
    author: DEMO_EMAILS.entrepreneur,
    ago: 60 * 24 * 3,
    contenido: "¿Alguien tiene experiencia fijando precios para un servicio por suscripción?",
    comments: [
      {
        author: DEMO_EMAILS.mentor,
        ago: 60 * 24 * 2,
        contenido: "Empieza por tus costos y el valor que percibe el cliente; luego prueba con dos niveles.",
      },
      { author: DEMO_EMAILS.official, ago: 60 * 24, contenido: "En el próximo taller de ventas hablaremos de esto." },
    ],
    likes: [DEMO_EMAILS.mentor],
  },
  {
    author: DEMO_EMAILS.official,
    ago: 60 * 5,
    contenido: "Recuerden registrar la asistencia de sus mentorías: así quedan confirmadas.",
    comments: [],
    likes: [],
  },
];

const postRef = (contenido: string) =>
  sql`(select id from foro_posts where contenido = ${contenido} order by id desc limit 1)`;

export const publicSteps: SeedStep[] = [
  {
    key: "public-articles-v1",
    async statements(db) {
      return [
        db
          .insert(helpArticles)
          .values(SEED_ARTICLES.map((a) => ({ name: a.name, file_key: `${ARTICLE_PREFIX}${a.slug}.txt` }))),
      ];
    },
    objects: () =>
      SEED_ARTICLES.map((a) => ({
        key: `${ARTICLE_PREFIX}${a.slug}.txt`,
        body: a.body,
        contentType: "text/plain; charset=utf-8",
      })),
  },
  {
    key: "forum-v1",
    async statements(db) {
      return SEED_POSTS().flatMap((post) => {
        const date = minutesAgo(post.ago);
        return [
          db.insert(forumPosts).values({
            creador_id: seedRefs.userId(post.author),
            contenido: post.contenido,
            fecha_creacion: date,
            fecha_actualizacion: date,
          }),
          ...post.comments.map((comment) =>
            db.insert(forumComments).values({
              post_id: postRef(post.contenido),
              creador_id: seedRefs.userId(comment.author),
              contenido: comment.contenido,
              fecha_creacion: minutesAgo(comment.ago),
            }),
          ),
          ...post.likes.map((email) =>
            db.insert(forumLikes).values({ post_id: postRef(post.contenido), user_id: seedRefs.userId(email) }),
          ),
        ];
      });
    },
  },
];
