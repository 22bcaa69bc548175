// drizzle-kit config for the local API: `npx drizzle-kit generate --name <change>` writes
// wrangler-compatible SQL migrations into local-api/migrations/.
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "sqlite",
  schema: "./local-api/db/schema.ts",
  out: "./local-api/migrations",
});
