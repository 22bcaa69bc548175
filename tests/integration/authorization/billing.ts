// Authorization rows of the billing area (issue 3).
import type { Row } from "./table";

export const billingRows: Row[] = [];
