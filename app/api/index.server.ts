// The typed API the routes see as `context.api`.
import { billingApi } from "./billing.server";
import { calendarioApi } from "./calendario.server";
import type { ApiClient } from "./client.server";
import { companyApi } from "./company.server";
import { devApi } from "./dev.server";
import { entidadApi } from "./entidad.server";
import { foroApi } from "./foro.server";
import { marketplaceApi } from "./marketplace.server";
import { peopleApi } from "./people.server";
import { programaApi } from "./programa.server";
import { publicoApi } from "./publico.server";
import { recordatoriosApi } from "./recordatorios.server";
import { reportesApi } from "./reportes.server";
import { profilesApi } from "./profiles.server";
import { usuarioApi } from "./usuario.server";
import { workplanApi } from "./workplan.server";

/**
 * Each group is made on first use: a page calls two or three of the fifteen, and every request builds its own Api
 * (one per token).
 */
export function createApi(client: ApiClient) {
  const made: Record<string, unknown> = {};
  const group = <T>(name: string, make: (client: ApiClient) => T): T => (made[name] ??= make(client)) as T;
  return {
    get usuario() {
      return group("usuario", usuarioApi);
    },
    get entidad() {
      return group("entidad", entidadApi);
    },
    get people() {
      return group("people", peopleApi);
    },
    get billing() {
      return group("billing", billingApi);
    },
    get programa() {
      return group("programa", programaApi);
    },
    get calendario() {
      return group("calendario", calendarioApi);
    },
    get dev() {
      return group("dev", devApi);
    },
    get workplan() {
      return group("workplan", workplanApi);
    },
    get publico() {
      return group("publico", publicoApi);
    },
    get foro() {
      return group("foro", foroApi);
    },
    get profiles() {
      return group("profiles", profilesApi);
    },
    get marketplace() {
      return group("marketplace", marketplaceApi);
    },
    get company() {
      return group("company", companyApi);
    },
    get reportes() {
      return group("reportes", reportesApi);
    },
    get recordatorios() {
      return group("recordatorios", recordatoriosApi);
    },
  };
}
export type Api = ReturnType<typeof createApi>;
