// Calls about the institution itself (core spec › The calls it makes "Institution" and "Other").
import type { ApiClient } from "./client.server";
import {
  institutionSchema,
  integrationResponseSchema,
  supportTicketResponseSchema,
  usageSchema,
} from "./contract/entidad";

export function entidadApi(client: ApiClient) {
  return {
    /** GET /entidad/{id}/ (defined here): the institution's profile. */
    get(id: number) {
      return client.get(`/entidad/${id}/`, institutionSchema);
    },
    /** PUT /entidad/editar/{id}: multipart (see institutionEditFieldsSchema; optional `logo` file). */
    edit(id: number, form: FormData) {
      return client.send("PUT", `/entidad/editar/${id}`, { form }, institutionSchema);
    },
    /** GET /entidad/{id}/consumo/ (defined here): last month's video minutes and the credits. */
    usage(id: number) {
      return client.get(`/entidad/${id}/consumo/`, usageSchema);
    },
    /** POST /soporte/crear: multipart `solicitud` and optional `archivo`. */
    createSupportTicket(form: FormData) {
      return client.send("POST", "/soporte/crear", { form }, supportTicketResponseSchema);
    },
    /** POST /integracion/crear. */
    createIntegrationRequest(solicitud: string) {
      return client.send("POST", "/integracion/crear", { json: { solicitud } }, integrationResponseSchema);
    },
  };
}
