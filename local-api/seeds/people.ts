// Demo data of issue 3: people. Appended to seedSteps in ../seed.ts.
import type { SeedStep } from "../seed";

export const peopleSteps: SeedStep[] = [];
