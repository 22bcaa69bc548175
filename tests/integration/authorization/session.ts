// Authorization rows of the session area (issue 5). Seeded sessions: see local-api/seeds/sessions.ts.
// Seeded slugs are random, so the rows here use an unknown slug (every signed-in role gets 404, visitors the
// login); the per-role checks on real sessions (participant, mentor, staff, another institution) are in
// ../session-actions.test.ts, which makes its own sessions.
import { login, type Expected, type Role, type Row } from "./table";

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

export const sessionRows: Row[] = [...actionRows];
