// Demo data of issue 4: programs, their staff and entrepreneurs, tools and their mentors.
import type { SeedStep } from "../seed";

export const programSteps: SeedStep[] = [];
