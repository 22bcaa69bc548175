// Authorization rows of the session area (issue 5). Seeded sessions: see local-api/seeds/sessions.ts.
// Every action on an unknown slug (every signed-in role gets 404, visitors the login, posts included), and
// every page of real seeded sessions, one per kind of viewer (GET only: a post would change the seed the other
// rows read). The writes themselves, role by role, are in ../session-actions.test.ts on sessions of its own.
import { idOf, login, same, slugOf, to, type Expected, type Role, type Row } from "./table";

const UNKNOWN = "/calendar/evento/no-existe-0000";

const unknown = (path: string): Record<Role, Expected> => ({
  anonymous: login(path),
  entrepreneur: 404,
  mentor: 404,
  institution: 404,
  otherInstitution: 404,
});

/** Rating, acta, attendance, the mentor's absence, registration link and starting the call. */
const actionRows: Row[] = [
  "calificar",
  "acta",
  "asistencia",
  "mentor-ausente",
  "cancelar",
  "mover",
  "link",
  "iniciar",
].flatMap((action): Row[] => {
  const path = `${UNKNOWN}/${action}`;
  return [
    { path, expect: unknown(path) },
    // A post reaches nothing: the session is looked up (and the role checked) before the form is read.
    { path, method: "POST", expect: unknown(path) },
  ];
});

/** Signed-in users of any kind; signed-out visitors go to the login. */
const signedIn = (path: string, status: Expected): Record<Role, Expected> => ({
  ...same(status),
  anonymous: login(path),
});

// Downloads, .ics, the feed, the recording and the public join page. A session nobody may see answers the
// API's 404 for everyone signed in; /ical and /link need no sign-in.
const downloadRows: Row[] = [
  {
    path: "/calendar/evento/no-existe/transcripcion",
    expect: signedIn("/calendar/evento/no-existe/transcripcion", 404),
  },
  { path: "/calendar/evento/no-existe/reporte", expect: signedIn("/calendar/evento/no-existe/reporte", 404) },
  { path: "/calendar/evento/no-existe/ics", expect: signedIn("/calendar/evento/no-existe/ics", 404) },
  { path: "/video/999999", expect: signedIn("/video/999999", 404) },
  { path: "/video/abc", expect: signedIn("/video/abc", 404) },
  { path: "/calendar/feed", expect: signedIn("/calendar/feed", 200), contains: "Sincronizar mi calendario" },
  { path: "/calendar/feed", method: "POST", body: { intent: "x" }, expect: signedIn("/calendar/feed", 400) },
  { path: "/ical/no-existe", expect: same(404) },
  { path: "/link/no-existe", expect: same(404), contains: "No se encontró el evento." },
  { path: "/link/no-existe", method: "POST", body: { nombre: "", email: "" }, expect: same(400) },
];

// emprendedor@ takes part, mentor@ mentors, entidad@ is staff of its institution, banco@ is another's.
const upcoming = `/calendar/evento/${slugOf("financeNext")}`;
const past = `/calendar/evento/${slugOf("financePast")}`;
// A session of another mentor of the same institution, without emprendedor@: only the staff may see it.
const others = `/calendar/evento/${slugOf("webinarNext")}`;

type Who = { entrepreneur: Expected; mentor: Expected; institution: Expected };
const row = (path: string, who: Who): Row => ({
  path,
  expect: { anonymous: login(path), ...who, otherInstitution: 403 },
});
const everyone: Who = { entrepreneur: 200, mentor: 200, institution: 200 };
const managers: Who = { entrepreneur: 403, mentor: 200, institution: 200 };
const staffOnly: Who = { entrepreneur: 403, mentor: 403, institution: 200 };

const seededRows: Row[] = [
  row(upcoming, everyone),
  // Only participants rate (the API refuses the post before the end).
  row(`${upcoming}/calificar`, { entrepreneur: 200, mentor: 403, institution: 403 }),
  row(`${upcoming}/acta`, managers),
  row(`${upcoming}/asistencia`, managers),
  // Issue 29 §3: a participant or staff say the mentor did not come (before the start the page says when).
  row(`${upcoming}/mentor-ausente`, { entrepreneur: 200, mentor: 403, institution: 200 }),
  // Issue 29 §2: anyone in the session opens cancel and move; the pages say what each may do now.
  row(`${upcoming}/cancelar`, everyone),
  row(`${upcoming}/mover`, everyone),
  row(`${upcoming}/link`, managers),
  row(`${upcoming}/iniciar`, everyone),
  row(`${upcoming}/ics`, everyone),
  row(`${upcoming}/editar`, managers),
  row(`${upcoming}/eliminar`, managers),
  row(`/calendar/event/files/${slugOf("financeNext")}`, everyone),
  row(`/video/${idOf("financeNext")}`, everyone),
  row(`${past}/transcripcion`, everyone),
  // The report is the mentor's and the staff's: the API's 403 comes back as 'Error al obtener el reporte…'.
  row(`${past}/reporte`, { ...managers, entrepreneur: to(past) }),
  row(others, staffOnly),
  row(`${others}/acta`, staffOnly),
  row(`${others}/iniciar`, staffOnly),
  row(`${others}/editar`, staffOnly),
  row(`/calendar/event/files/${slugOf("webinarNext")}`, staffOnly),
];

export const sessionRows: Row[] = [...actionRows, ...downloadRows, ...seededRows];
