// Authorization rows of the programs area (issue 4).
import type { Row } from "./table";

export const programRows: Row[] = [];
