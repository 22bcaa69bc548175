// Calls of programs and tools (core spec › The calls it makes "Programs and tools"; second spec › The calls it makes "Programs and mentors").
import type { ApiClient } from "./client.server";
import {
  programEntrepreneurPageSchema,
  programListSchema,
  programMentorListSchema,
  programSchema,
  programStatsSchema,
  toolListSchema,
  toolSchema,
  type ToolBody,
} from "./contract/programa";

export function programaApi(client: ApiClient) {
  return {
    /** GET /programa/entidad/{id}[?q=name]: the institution's programs, optionally those whose name has `q`. */
    byInstitution(entidadId: number, params: { q?: string } = {}) {
      const query = params.q ? `?${new URLSearchParams({ q: params.q })}` : "";
      return client.get(`/programa/entidad/${entidadId}${query}`, programListSchema);
    },
    /** GET /programa/usuario/{id}: the programs an entrepreneur takes part in. */
    byEntrepreneur(userId: number) {
      return client.get(`/programa/usuario/${userId}`, programListSchema);
    },
    /** GET /programa/mentor/{id}: the programs a mentor mentors in (through its tools). */
    byMentor(userId: number) {
      return client.get(`/programa/mentor/${userId}`, programListSchema);
    },
    /** GET /programa/{id}/ (defined here). */
    get(id: number) {
      return client.get(`/programa/${id}/`, programSchema);
    },
    /** GET /programa/{id}/estadisticas/[?usuario={id}] (defined here): the caller's, or one entrepreneur's. */
    stats(id: number, userId?: number) {
      const query = userId === undefined ? "" : `?usuario=${userId}`;
      return client.get(`/programa/${id}/estadisticas/${query}`, programStatsSchema);
    },
    mentors(id: number) {
      return client.get(`/programa/mentores/${id}`, programMentorListSchema);
    },
    /** GET /programa/{id}/emprendedores[?page=n&q=]: 15 a page by name, `q` on the name. */
    entrepreneurs(id: number, params: { page?: number; q?: string } = {}) {
      const search = new URLSearchParams();
      if (params.page && params.page > 1) search.set("page", String(params.page));
      if (params.q) search.set("q", params.q);
      const query = search.toString();
      return client.get(`/programa/${id}/emprendedores${query ? `?${query}` : ""}`, programEntrepreneurPageSchema);
    },
    tools(id: number) {
      return client.get(`/programa/${id}/mentoria`, toolListSchema);
    },
    /** GET /programa/mentoria/{id}/ (defined here). */
    tool(id: number) {
      return client.get(`/programa/mentoria/${id}/`, toolSchema);
    },
    create(form: FormData) {
      return client.send("POST", "/programa/crear", { form }, programSchema);
    },
    update(id: number, form: FormData) {
      return client.send("PUT", `/programa/actualizar/${id}`, { form }, programSchema);
    },
    remove(id: number) {
      return client.send("DELETE", `/programa/eliminar/${id}`, undefined, null);
    },
    createTool(programId: number, body: ToolBody) {
      return client.send("POST", `/programa/crear/mentoria/${programId}`, { json: body }, toolSchema);
    },
    updateTool(id: number, body: ToolBody) {
      return client.send("PUT", `/programa/actualizar/mentoria/${id}`, { json: body }, toolSchema);
    },
    removeTool(id: number) {
      return client.send("DELETE", `/programa/eliminar/mentoria/${id}`, undefined, null);
    },
  };
}
