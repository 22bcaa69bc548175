// Integration requirements (core spec › The calls it makes POST /integracion/crear; second spec › Screens and routes "Support and integration").
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
