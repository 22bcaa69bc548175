// Authorization rows of the session area (issue 5). Seeded sessions: see local-api/seeds/sessions.ts.
import type { Row } from "./table";

export const sessionRows: Row[] = [];
