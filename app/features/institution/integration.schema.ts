// Integration requirements (spec 000 §7 POST /integracion/crear; spec 001 §2 "Support and integration").
import { freeText, z } from "~/lib/validation";

export const integrationSchema = z.object({
  solicitud: freeText(
    z
      .string({ required_error: "institution:integration.required" })
      .trim()
      .min(1, "institution:integration.required")
      .max(5000),
  ),
});
