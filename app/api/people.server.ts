// Calls about an institution's people (core spec › The calls it makes "Institution"; second spec › The calls it makes "Programs and mentors").
import type { ApiClient } from "./client.server";
import {
  bulkInviteResponseSchema,
  deactivateResponseSchema,
  inviteResultSchema,
  mentorPageSchema,
  personPageSchema,
  reviewListSchema,
} from "./contract/people";

export type BulkKind = "funcionario" | "emprendedor" | "mentor";

function query(params: { page?: number; q?: string }): string {
  const search = new URLSearchParams();
  if (params.page && params.page > 1) search.set("page", String(params.page));
  if (params.q) search.set("q", params.q);
  const text = search.toString();
  return text ? `?${text}` : "";
}

const BULK_PATHS: Record<BulkKind, string> = {
  funcionario: "/usuario/agregar/funcionario",
  emprendedor: "/usuario/agregar/emprendedor",
  mentor: "/entidad/usuario/agregar/mentor",
};

export function peopleApi(client: ApiClient) {
  return {
    staff(entidadId: number, params: { page?: number; q?: string } = {}) {
      return client.get(`/entidad/${entidadId}/funcionario/${query(params)}`, personPageSchema);
    },
    entrepreneurs(entidadId: number, params: { page?: number; q?: string } = {}) {
      return client.get(`/entidad/${entidadId}/emprendedor/${query(params)}`, personPageSchema);
    },
    mentors(entidadId: number, params: { page?: number; q?: string } = {}) {
      return client.get(`/entidad/${entidadId}/mentor/${query(params)}`, mentorPageSchema);
    },
    inviteStaff(body: { funcionario: string; first_name: string; last_name: string }) {
      return client.send("PUT", "/entidad/funcionario/agregar", { json: body }, inviteResultSchema);
    },
    inviteEntrepreneur(body: { emprendedor: string; first_name: string; last_name: string }) {
      return client.send("PUT", "/entidad/emprendedor/agregar", { json: body }, inviteResultSchema);
    },
    inviteMentor(body: { mentor: string; first_name: string; last_name: string }) {
      return client.send("PUT", "/entidad/mentor/agregar", { json: body }, inviteResultSchema);
    },
    /** Bulk invite: multipart `file_users` (a text file, `email;first name;last name` per line). */
    bulkInvite(kind: BulkKind, file: Blob, fileName: string) {
      const form = new FormData();
      form.set("file_users", file, fileName);
      return client.send("POST", BULK_PATHS[kind], { form }, bulkInviteResponseSchema);
    },
    /** PUT /usuario/desactivar/{username}. */
    deactivate(username: string) {
      return client.send(
        "PUT",
        `/usuario/desactivar/${encodeURIComponent(username)}`,
        { json: { is_active: false } },
        deactivateResponseSchema,
      );
    },
    /** DELETE /entidad/{id}/mentor/{username}/ (defined here): the mentor leaves the institution. */
    removeMentor(entidadId: number, username: string) {
      return client.send("DELETE", `/entidad/${entidadId}/mentor/${encodeURIComponent(username)}/`, undefined, null);
    },
    /** GET /usuario/resenas/{id} (defined here). */
    reviews(mentorId: number) {
      return client.get(`/usuario/resenas/${mentorId}`, reviewListSchema);
    },
  };
}
