// Demo data of the profile area (issue 10): the demo mentor's social links and a fourth area of expertise,
// the demo entrepreneur's LinkedIn, so the three demo profiles show every section. The mentor's reviews and
// sessions come from the people and sessions steps.
import { eq } from "drizzle-orm";
import { userSkills, users } from "../db/schema";
import { DEMO_EMAILS, seedRefs, type SeedStep } from "../demo";

export const profileSteps: SeedStep[] = [
  {
    key: "profiles-v1",
    async statements(db) {
      return [
        db
          .update(users)
          .set({
            twitter: "https://twitter.com/mentor_demo",
            instagram: "https://www.instagram.com/mentor_demo",
          })
          .where(eq(users.email, DEMO_EMAILS.mentor)),
        db
          .update(users)
          .set({ linkedin: "https://www.linkedin.com/in/emprendedora-demo" })
          .where(eq(users.email, DEMO_EMAILS.entrepreneur)),
        db
          .insert(userSkills)
          .values({
            user_id: seedRefs.userId(DEMO_EMAILS.mentor),
            tag_id: seedRefs.tagId("Inversión y Financiación"),
            description: "Rondas de inversión ángel y presentación a fondos de capital.",
          })
          .onConflictDoNothing(),
      ];
    },
  },
];
