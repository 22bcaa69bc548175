// Authorization rows of the people area (issue 3).
import type { Row } from "./table";

export const peopleRows: Row[] = [];
