// Demo data of issue 5, what travels with sessions: actas, attendance, ratings, files and URLs,
// registration links. Runs after ./sessions.ts (it finds the seeded sessions by name). Owner: the
// session-documents API.
import type { SeedStep } from "../seed";

export const sessionDocSteps: SeedStep[] = [];
