// 'Obtener Link de Registro' (core spec › Validation rules "Registration link", core spec › Business constants and limits: max users 1 to 300, default 1), browser and server.
import { REGISTRATION_LINK_MAX_USERS } from "~/api/contract/calendario";
import { z } from "~/lib/validation";

export { REGISTRATION_LINK_MAX_USERS };

const RANGE = "session:link.maxUsersRange";

export const linkSchema = z.object({
  maximo_usuarios: z
    .number({ required_error: "session:link.maxUsersRequired", invalid_type_error: RANGE })
    .int(RANGE)
    .min(1, RANGE)
    .max(REGISTRATION_LINK_MAX_USERS, RANGE),
});
export type LinkForm = z.infer<typeof linkSchema>;
