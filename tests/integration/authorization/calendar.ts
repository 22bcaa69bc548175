// Authorization rows of the calendar area (issue 5). Seeded sessions: see local-api/seeds/sessions.ts; the API
// finds a session by id or slug, and the seed's first session (id 1, "Mentoría financiera · Emprendedor Demo")
// has mentor@ as mentor and emprendedor@ as participant in "Incubadora Demo"; the webinar (id 8) involves no
// demo account but belongs to "Incubadora Demo".
import { login, same, type Row } from "./table";

const ZONE = { intent: "zona", zona: "ES", volver: "/calendar?vista=semana" };

export const calendarRows: Row[] = [
  {
    path: "/calendar",
    expect: { anonymous: login("/calendar"), entrepreneur: 200, mentor: 200, institution: 200, otherInstitution: 200 },
    contains: "Mi Calendario",
  },
  {
    path: "/calendar?vista=agenda&fecha=2026-02-30",
    expect: { ...same(200), anonymous: login("/calendar?vista=agenda&fecha=2026-02-30") },
  },
  {
    path: "/calendar",
    method: "POST",
    body: ZONE,
    expect: {
      anonymous: login("/calendar"),
      entrepreneur: { status: 302, location: ZONE.volver },
      mentor: { status: 302, location: ZONE.volver },
      institution: { status: 302, location: ZONE.volver },
      otherInstitution: { status: 302, location: ZONE.volver },
    },
  },
  {
    path: "/calendar/evento/1",
    expect: {
      anonymous: login("/calendar/evento/1"),
      entrepreneur: 200,
      mentor: 200,
      institution: 200,
      otherInstitution: 403,
    },
    contains: "Detalles del evento",
  },
  {
    path: "/calendar/evento/8",
    expect: {
      anonymous: login("/calendar/evento/8"),
      entrepreneur: 403,
      mentor: 403,
      institution: 200,
      otherInstitution: 403,
    },
  },
  {
    path: "/calendar/evento/no-existe",
    expect: { ...same(404), anonymous: login("/calendar/evento/no-existe") },
  },
];
