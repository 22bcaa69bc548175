// The scale seed's SQL (issue 31 §1): a hundred times the demo, grown inside the demo's two institutions so the
// demo accounts see the same pages at size. Bulk statements only (recursive CTEs, INSERT … SELECT), run on a
// database the demo seed has already filled. Per institution: 2,000 entrepreneurs, 200 mentors, 20 programs with
// a tool each, 50,000 Individual sessions over the last two years (past ones with an acta and attendance), a
// work plan per entrepreneur with 10,000 activities in all, 2,000 companies with two indicators and twelve
// monthly values each, 1,000 marketplace mentors with two skills each and 5,000 forum posts.

export const SCALE = {
  entrepreneurs: 2000,
  mentors: 200,
  programs: 20,
  sessions: 50_000,
  activities: 10_000,
  companies: 2000,
  marketplaceMentors: 1000,
  posts: 5000,
  days: 730,
};

/** The institutions that grow, with a key for their rows' names. */
export const SCALE_INSTITUTIONS = [
  { key: "i", razonSocial: "Incubadora Demo", official: "entidad@demo.test" },
  { key: "b", razonSocial: "Banco Aliado", official: "banco@demo.test" },
];

const count = (n) => `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${n - 1})`;
const PASSWORD = "(SELECT password FROM usuarios WHERE email = 'entidad@demo.test')";
const FIRST = ["Ana", "Bruno", "Camila", "Diego", "Elena", "Felipe", "Gabriela", "Hugo", "Isabel", "Julián"];
const LAST = [
  "Acosta",
  "Benítez",
  "Cárdenas",
  "Duarte",
  "Escobar",
  "Fajardo",
  "Gómez",
  "Herrera",
  "Ibáñez",
  "Jaramillo",
];
const pick = (list, expr) =>
  `(CASE (${expr}) % ${list.length} ${list.map((v, i) => `WHEN ${i} THEN '${v}'`).join(" ")} END)`;

/** The statements for one institution, in order. */
export function scaleStatements({ key, razonSocial, official }) {
  const entity = `(SELECT id FROM entidades WHERE razon_social = '${razonSocial}')`;
  const officialId = `(SELECT id FROM usuarios WHERE email = '${official}')`;
  const s = SCALE;
  return [
    // Helper tables: the institution's programs, mentors and entrepreneurs by a dense index (dropped at the end).
    `CREATE TABLE IF NOT EXISTS escala_programas (k TEXT, idx INTEGER, programa_id INTEGER, mentoria_id INTEGER, PRIMARY KEY (k, idx))`,
    `CREATE TABLE IF NOT EXISTS escala_personas (k TEXT, rol TEXT, idx INTEGER, user_id INTEGER, PRIMARY KEY (k, rol, idx))`,
    // People: entrepreneurs and mentors of the institution (the demo's own count among them).
    `${count(s.entrepreneurs)}
     INSERT INTO usuarios (username, email, password, first_name, last_name, is_active, is_new)
     SELECT 'esc-${key}-e' || i, 'esc-${key}-e' || i || '@escala.test', ${PASSWORD},
       ${pick(FIRST, "i")}, ${pick(LAST, "i / 10")} || ' ' || i, 1, 0 FROM n`,
    `${count(s.mentors)}
     INSERT INTO usuarios (username, email, password, first_name, last_name, titulo, mentor, is_active, is_new)
     SELECT 'esc-${key}-m' || i, 'esc-${key}-m' || i || '@escala.test', ${PASSWORD},
       ${pick(FIRST, "i + 3")}, ${pick(LAST, "i / 7")} || ' ' || i, 'Consultor', 1, 1, 0 FROM n`,
    `INSERT INTO entidad_miembros (entidad_id, user_id, rol)
     SELECT ${entity}, id, CASE WHEN username LIKE 'esc-${key}-e%' THEN 'emprendedor' ELSE 'mentor' END
     FROM usuarios WHERE email LIKE 'esc-${key}-%@escala.test'`,
    // Programs up to 20, each with a tool of its own.
    `${count(s.programs)}
     INSERT INTO programas (entidad_id, nombre, descripcion)
     SELECT ${entity}, 'Programa de escala ' || (i + 1), 'Programa generado por el seed de escala.'
     FROM n WHERE i < ${s.programs} - (SELECT count(*) FROM programas WHERE entidad_id = ${entity})`,
    `INSERT INTO escala_programas (k, idx, programa_id)
     SELECT '${key}', row_number() OVER (ORDER BY id) - 1, id FROM programas WHERE entidad_id = ${entity}`,
    `INSERT INTO mentorias (programa_id, nombre, descripcion, tipo)
     SELECT programa_id, 'Mentoría de escala', 'Sesiones individuales del seed de escala.', 'Mentoría'
     FROM escala_programas WHERE k = '${key}'`,
    `UPDATE escala_programas SET mentoria_id = (SELECT max(id) FROM mentorias m WHERE m.programa_id = escala_programas.programa_id)
     WHERE k = '${key}'`,
    ...["emprendedor", "mentor"].map(
      (rol) => `INSERT INTO escala_personas (k, rol, idx, user_id)
       SELECT '${key}', '${rol}', row_number() OVER (ORDER BY user_id) - 1, user_id
       FROM entidad_miembros WHERE entidad_id = ${entity} AND rol = '${rol}'`,
    ),
    // Person idx belongs to program idx % 20.
    `INSERT OR IGNORE INTO programa_emprendedores (programa_id, user_id)
     SELECT p.programa_id, e.user_id FROM escala_personas e JOIN escala_programas p ON p.k = e.k AND p.idx = e.idx % ${s.programs}
     WHERE e.k = '${key}' AND e.rol = 'emprendedor'`,
    `INSERT OR IGNORE INTO mentoria_mentores (mentoria_id, user_id)
     SELECT p.mentoria_id, m.user_id FROM escala_personas m JOIN escala_programas p ON p.k = m.k AND p.idx = m.idx % ${s.programs}
     WHERE m.k = '${key}' AND m.rol = 'mentor'`,
    // 50,000 Individual sessions over the last two years, ~68 a day, program by program in turn.
    `${count(s.sessions)},
     sizes AS (
       SELECT (SELECT count(*) FROM escala_personas WHERE k = '${key}' AND rol = 'emprendedor') / ${s.programs} AS ne,
              (SELECT count(*) FROM escala_personas WHERE k = '${key}' AND rol = 'mentor') / ${s.programs} AS nm
     ),
     plan AS (
       SELECT i, i % ${s.programs} AS prog,
         i % ${s.programs} + ${s.programs} * ((i / ${s.programs}) % sizes.ne) AS ent,
         i % ${s.programs} + ${s.programs} * ((i / ${s.programs}) % sizes.nm) AS men,
         datetime(date('now', '-${s.days} days'), '+' || (i * ${s.days} / ${s.sessions}) || ' days',
           '+' || (8 + i % 10) || ' hours') AS start
       FROM n, sizes
     )
     INSERT INTO eventos (slug, nombre, tema, tipo, fecha_inicio, fecha_fin, mentor_id, mentoria_id, programa_id,
       entidad_id, usuario_individual, asistentes_max, creador)
     SELECT 'esc-${key}-' || plan.i, 'Sesión de seguimiento ' || (plan.i + 1), 'Consultoría', 'Individual',
       strftime('%Y-%m-%d %H:%M', plan.start), strftime('%Y-%m-%d %H:%M', plan.start, '+1 hour'),
       m.user_id, p.mentoria_id, p.programa_id, ${entity}, e.user_id, 1, ${officialId}
     FROM plan
     JOIN escala_programas p ON p.k = '${key}' AND p.idx = plan.prog
     JOIN escala_personas e ON e.k = '${key}' AND e.rol = 'emprendedor' AND e.idx = plan.ent
     JOIN escala_personas m ON m.k = '${key}' AND m.rol = 'mentor' AND m.idx = plan.men`,
    // Attendance: four of five past sessions attended; an acta for every past one, its attendee when attended.
    `INSERT INTO evento_participantes (evento_id, user_id, asistencia)
     SELECT id, usuario_individual, CASE WHEN fecha_fin < strftime('%Y-%m-%d %H:%M', 'now') THEN (id % 5 <> 0) END
     FROM eventos WHERE slug LIKE 'esc-${key}-%'`,
    `INSERT INTO actas (evento_id, creator_id, summary, start_date, end_date)
     SELECT id, mentor_id, 'Se revisaron los avances y se acordaron las tareas de la próxima sesión.', fecha_inicio, fecha_fin
     FROM eventos WHERE slug LIKE 'esc-${key}-%' AND fecha_fin < strftime('%Y-%m-%d %H:%M', 'now')`,
    `INSERT INTO acta_asistentes (acta_id, user_id)
     SELECT a.id, ep.user_id FROM actas a JOIN eventos e ON e.id = a.evento_id
     JOIN evento_participantes ep ON ep.evento_id = e.id AND ep.asistencia = 1
     WHERE e.slug LIKE 'esc-${key}-%'`,
    // A work plan per entrepreneur in their program; 10,000 activities over the plans.
    `INSERT OR IGNORE INTO planes_trabajo (user_id, programa_id, description)
     SELECT e.user_id, p.programa_id, 'Consolidar el modelo de negocio y las ventas del año.'
     FROM escala_personas e JOIN escala_programas p ON p.k = e.k AND p.idx = e.idx % ${s.programs}
     WHERE e.k = '${key}' AND e.rol = 'emprendedor'`,
    `${count(s.activities)},
     plans AS (
       SELECT w.id, row_number() OVER (ORDER BY w.id) - 1 AS r, count(*) OVER () AS total
       FROM planes_trabajo w JOIN escala_personas e ON e.k = '${key}' AND e.rol = 'emprendedor' AND e.user_id = w.user_id
     )
     INSERT INTO actividades (plan_id, name, description, start, "end", done)
     SELECT plans.id, 'Actividad ' || (n.i / plans.total + 1), 'Tarea del plan de trabajo.',
       date('now', '-' || (n.i % 90) || ' days'), date('now', '+' || (n.i % 60) || ' days'), n.i % 3 = 0
     FROM n JOIN plans ON plans.r = n.i % plans.total`,
    // A company per entrepreneur (the demo's keep theirs), two indicators each, twelve monthly values each.
    `INSERT OR IGNORE INTO empresas (creator_id, name, n_employees, sector, goal)
     SELECT e.user_id, 'Empresa de escala ${key}' || e.idx, 1 + e.idx % 40, 1 + e.idx % 5, 'Crecer en ventas y empleo.'
     FROM escala_personas e WHERE e.k = '${key}' AND e.rol = 'emprendedor' LIMIT ${s.companies}`,
    `INSERT INTO indicadores (empresa_id, name, description, measure, base_line, goal)
     SELECT c.id, x.name, 'Indicador del seed de escala.', x.measure, 10, 100
     FROM empresas c JOIN escala_personas e ON e.k = '${key}' AND e.rol = 'emprendedor' AND e.user_id = c.creator_id
     CROSS JOIN (SELECT 'Ventas mensuales' AS name, 'COP' AS measure UNION ALL SELECT 'Empleados', 'personas') x
     WHERE c.name LIKE 'Empresa de escala%'`,
    `${count(12)}
     INSERT INTO indicador_valores (indicador_id, value, date_created_at)
     SELECT ind.id, 10 + n.i * 7 + ind.id % 13, strftime('%Y-%m-%d 00:00', 'now', 'start of month', '-' || (11 - n.i) || ' months')
     FROM indicadores ind JOIN empresas c ON c.id = ind.empresa_id CROSS JOIN n
     WHERE c.name LIKE 'Empresa de escala ${key}%'`,
    // Marketplace mentors (freelancers, in no institution), two skills each.
    `${count(s.marketplaceMentors)}
     INSERT INTO usuarios (username, email, password, first_name, last_name, titulo, descripcion, reside, precio, mentor, is_active, is_new)
     SELECT 'esc-${key}-x' || i, 'esc-${key}-x' || i || '@escala.test', ${PASSWORD},
       ${pick(FIRST, "i + 5")}, ${pick(LAST, "i / 3")} || ' ' || i, 'Mentor independiente',
       'Acompaña a emprendedores en finanzas y ventas.', 'colombia', 50000 + (i % 20) * 10000, 1, 1, 0 FROM n`,
    `INSERT INTO user_skills (user_id, tag_id, description)
     SELECT u.id, t.id, 'Experiencia práctica.' FROM usuarios u
     JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS r, count(*) OVER () AS total FROM tags) t
       ON t.r IN (u.id % t.total, (u.id * 7 + 3) % t.total)
     WHERE u.email LIKE 'esc-${key}-x%@escala.test'`,
    // Forum posts by the entrepreneurs over the two years.
    `${count(s.posts)}
     INSERT INTO foro_posts (creador_id, contenido, fecha_creacion, fecha_actualizacion)
     SELECT e.user_id, '¿Alguien tiene experiencia con ' || ${pick(["ventas", "exportaciones", "contabilidad", "marketing"], "n.i")} || '? Pregunta ' || n.i,
       strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (n.i * ${s.days} / ${s.posts}) || ' days'),
       strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (n.i * ${s.days} / ${s.posts}) || ' days')
     FROM n JOIN escala_personas e ON e.k = '${key}' AND e.rol = 'emprendedor' AND e.idx = n.i % ${s.entrepreneurs}`,
  ];
}

/** Every statement of the scale seed, then the helper tables dropped. */
export function allScaleStatements() {
  return [
    ...SCALE_INSTITUTIONS.flatMap(scaleStatements),
    "DROP TABLE IF EXISTS escala_programas",
    "DROP TABLE IF EXISTS escala_personas",
  ];
}
