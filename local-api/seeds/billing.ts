// Demo data of issue 3: billing. Appended to seedSteps in ../seed.ts.
import type { SeedStep } from "../seed";

export const billingSteps: SeedStep[] = [];
