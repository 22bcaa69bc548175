// Authorization rows of the files area (issue 5). Seeded sessions: see local-api/seeds/sessions.ts.
import type { Row } from "./table";

export const filesRows: Row[] = [];
