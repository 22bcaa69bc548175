// Authorization rows of the tools area (issue 4).
import type { Row } from "./table";

export const toolRows: Row[] = [];
