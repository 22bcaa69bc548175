// Authorization rows of the calendar area (issue 5). Seeded sessions: see local-api/seeds/sessions.ts.
import { login, type Row } from "./table";

export const calendarRows: Row[] = [
  {
    path: "/calendar",
    expect: { anonymous: login("/calendar"), entrepreneur: 200, mentor: 200, institution: 200, otherInstitution: 200 },
  },
];
