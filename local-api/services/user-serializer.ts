// The contract's userSchema shape of a user row (core spec › Entities and their fields "User").
import type { ApiUser } from "../../app/api/contract/usuario";
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  institutionMembers,
  institutionOfficials,
  institutions,
  programEntrepreneurs,
  programs,
  tags,
  userSkills,
  users,
} from "../db/schema";
import type { UserRow } from "../env";
import { byName } from "./programs";
import { toApiWallClock } from "./slots";
import type { UserAccess } from "./user-access";
import { nowInstant } from "../../app/shared/clock-temporal";

export async function serializeUser(db: Db, user: UserRow, access: UserAccess): Promise<ApiUser> {
  // Each institution's theme comes along, so the user's theme needs no query of its own (userTheme's rule:
  // the first institution administered, else the first one the user belongs to).
  const institutionRef = {
    id: institutions.id,
    razon_social: institutions.razon_social,
    mt: institutions.mentor_tipo,
    et: institutions.emprendedor_tipo,
    theme: institutions.theme,
  };
  // Everything in one round trip to D1 (issue 16 §2): every signed-in page of the app asks for its user.
  const now = toApiWallClock(nowInstant());
  const [skills, officials, members, [counts], programRows] = await db.batch([
    db
      .select({ tag: userSkills.tag_id, name: tags.name, description: userSkills.description })
      .from(userSkills)
      .innerJoin(tags, eq(tags.id, userSkills.tag_id))
      .where(eq(userSkills.user_id, user.id))
      .orderBy(asc(tags.name)),
    // entidad_entidad lists the institutions the user administers: non-empty means "institution user".
    db
      .select(institutionRef)
      .from(institutionOfficials)
      .innerJoin(institutions, eq(institutions.id, institutionOfficials.entidad_id))
      .where(eq(institutionOfficials.user_id, user.id))
      .orderBy(asc(institutions.id)),
    db
      .selectDistinct(institutionRef)
      .from(institutionMembers)
      .innerJoin(institutions, eq(institutions.id, institutionMembers.entidad_id))
      .where(eq(institutionMembers.user_id, user.id))
      .orderBy(asc(institutions.id)),
    // The reviews of the user as a mentor; the sessions they mentor (as the mentor or an extra mentor);
    // pasistencia: the sessions they were invited to that have ended (less those they cancelled in time, issue
    // 29 §3), and those where they were present.
    // (A select on the user's own row: a raw statement cannot join a batch.)
    db
      .select({
        reviews: sql<number>`(SELECT COUNT(*) FROM calificaciones WHERE mentor_id = ${user.id})`,
        mentored: sql<number>`(SELECT COUNT(*) FROM eventos
          WHERE (mentor_id = ${user.id} OR id IN (SELECT evento_id FROM evento_mentores WHERE user_id = ${user.id}))
            AND cancelado_at IS NULL)`,
        events: sql<number>`(SELECT COUNT(*) FROM evento_participantes p JOIN eventos e ON e.id = p.evento_id
          WHERE p.user_id = ${user.id} AND e.fecha_fin <= ${now} AND e.cancelado_at IS NULL
            AND p.cancelo_a_tiempo = 0)`,
        attended: sql<number>`(SELECT COUNT(*) FROM evento_participantes p JOIN eventos e ON e.id = p.evento_id
          WHERE p.user_id = ${user.id} AND e.fecha_fin <= ${now} AND p.asistencia = 1)`,
      })
      .from(users)
      .where(eq(users.id, user.id)),
    db
      .select({ id: programs.id, nombre: programs.nombre })
      .from(programEntrepreneurs)
      .innerJoin(programs, eq(programs.id, programEntrepreneurs.programa_id))
      .where(eq(programEntrepreneurs.user_id, user.id)),
  ]);
  const events = counts?.events ?? 0;
  const attended = counts?.attended ?? 0;
  const withoutTheme = ({ theme: _theme, ...ref }: (typeof officials)[number]) => ref;
  const theme = officials[0]?.theme ?? members[0]?.theme ?? "default";
  return {
    id: user.id,
    username: user.username,
    first_name: user.first_name,
    last_name: user.last_name,
    email: access.contact ? user.email : null,
    telefono: access.contact ? user.telefono : null,
    titulo: user.titulo,
    descripcion: user.descripcion,
    reside: user.reside,
    linkedin: user.linkedin,
    twitter: user.twitter,
    instagram: user.instagram,
    img_usuario: user.img_usuario,
    precio: user.precio,
    skills,
    empresa: user.empresa,
    equipo: user.equipo,
    mentor: user.mentor,
    entidad_entidad: officials.map(withoutTheme),
    entidad_miembro: members.map(withoutTheme),
    // Programs and attendance arrive with their own tables (later issues).
    programa_emprendedor: [...programRows].sort(byName),
    pasistencia: {
      numero_eventos: events,
      asistencia: attended,
      porcentaje: events === 0 ? 0 : Math.round((attended / events) * 10000) / 100,
    },
    reviews: counts?.reviews ?? 0,
    // The sessions the user mentors (issue 5).
    nsesiones: counts?.mentored ?? 0,
    api_calendario: access.private ? user.api_calendario : null,
    duracion_zoom: user.duracion_zoom,
    is_active: user.is_active,
    theme,
    is_new: access.private ? user.is_new : false,
  };
}
