// The typed API the routes see as `context.api`.
import type { ApiClient } from "./client.server";
import { devApi } from "./dev.server";
import { usuarioApi } from "./usuario.server";

export function createApi(client: ApiClient) {
  return {
    usuario: usuarioApi(client),
    dev: devApi(client),
  };
}
export type Api = ReturnType<typeof createApi>;
