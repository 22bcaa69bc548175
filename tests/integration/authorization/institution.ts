// Authorization rows of the institution area (issue 3).
import type { Row } from "./table";

export const institutionRows: Row[] = [];
