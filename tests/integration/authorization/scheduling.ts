// Authorization rows of the scheduling area (issue 5). Seeded sessions: see local-api/seeds/sessions.ts.
import type { Row } from "./table";

export const schedulingRows: Row[] = [];
