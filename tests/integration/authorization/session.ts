// Authorization rows of the session area (issue 5). Seeded sessions: see local-api/seeds/sessions.ts.
// Seeded slugs are random, so the rows here use an unknown slug (every signed-in role gets 404, visitors the
// login); the per-role checks on real sessions (participant, mentor, staff, another institution) are in
// ../session-actions.test.ts, which makes its own sessions.
import { login, same, type Expected, type Role, type Row } from "./table";

const UNKNOWN = "/calendar/evento/no-existe-0000";

const unknown = (path: string): Record<Role, Expected> => ({
  anonymous: login(path),
  entrepreneur: 404,
  mentor: 404,
  institution: 404,
  otherInstitution: 404,
});

/** Rating, acta, attendance, registration link and starting the call. */
const actionRows: Row[] = ["calificar", "acta", "asistencia", "link", "iniciar"].flatMap((action): Row[] => {
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

export const sessionRows: Row[] = [...actionRows, ...downloadRows];
