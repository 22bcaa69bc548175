// Demo data of issue 5, sessions: sessions this week and next for the demo users, mentor availability.
// Appended to seedSteps in ../seed.ts. Owner: the sessions API.
import type { SeedStep } from "../seed";

export const sessionSteps: SeedStep[] = [];
