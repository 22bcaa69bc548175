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

export function createApi(client: ApiClient) {
  return {
    usuario: usuarioApi(client),
    entidad: entidadApi(client),
    people: peopleApi(client),
    billing: billingApi(client),
    programa: programaApi(client),
    calendario: calendarioApi(client),
    dev: devApi(client),
    workplan: workplanApi(client),
    publico: publicoApi(client),
    foro: foroApi(client),
    profiles: profilesApi(client),
    marketplace: marketplaceApi(client),
    company: companyApi(client),
    reportes: reportesApi(client),
    recordatorios: recordatoriosApi(client),
  };
}
export type Api = ReturnType<typeof createApi>;
