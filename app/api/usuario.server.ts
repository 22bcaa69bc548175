// Calls of the /usuario group (core spec › The calls it makes "Accounts", second spec › The calls it makes "Recovery and account").
import { z } from "zod";
import type { ApiClient } from "./client.server";
import {
  confirmResponseSchema,
  createdUserResponseSchema,
  tagListSchema,
  tokenResponseSchema,
  userListSchema,
  type ApiUser,
} from "./contract/usuario";

export function usuarioApi(client: ApiClient) {
  return {
    /** GET /usuario/: the signed-in user (the API answers a list; the first item is used). */
    async me(): Promise<ApiUser> {
      const list = await client.get("/usuario/", userListSchema);
      return list[0]!;
    },
    async byIdOrUsername(idOrUsername: string | number): Promise<ApiUser> {
      const list = await client.get(`/usuario/${encodeURIComponent(String(idOrUsername))}`, userListSchema);
      return list[0]!;
    },
    /** POST /usuario/login with RSA-OAEP encrypted e-mail and password. */
    login(body: { email: string; password: string }) {
      return client.send("POST", "/usuario/login", { json: body }, tokenResponseSchema);
    },
    logout() {
      return client.send("POST", "/usuario/logout", undefined, null);
    },
    createUser(body: {
      username: string;
      first_name: string;
      last_name: string;
      email: string;
      password: string;
      confirm_password: string;
      telefono: string;
      mentor: boolean;
    }) {
      return client.send("POST", "/usuario/crear/usuario", { json: body }, createdUserResponseSchema);
    },
    createEntity(body: {
      first_name: string;
      last_name: string;
      email: string;
      password: string;
      confirm_password: string;
      razon_social?: string;
      nit?: string;
      celular?: string;
      direccion?: string;
      descripcion?: string;
      nombre?: string;
      n_sesiones?: number;
    }) {
      return client.send("POST", "/usuario/crear/entidad", { json: body }, createdUserResponseSchema);
    },
    /** DELETE /usuario/confirmar/{id}: 200 with a token; 404 when the code is unknown or used. */
    confirm(code: string) {
      return client.send("DELETE", `/usuario/confirmar/${encodeURIComponent(code)}`, undefined, confirmResponseSchema);
    },
    requestRecovery(email: string) {
      return client.send("POST", "/usuario/cambiar_pwd", { json: { email, codigo: "", password: "" } }, null);
    },
    confirmRecovery(body: { email: string; codigo: string; password: string }) {
      return client.send("PUT", "/usuario/confirmar_cambiar_pwd", { json: body }, null);
    },
    changePassword(body: { password: string; new_password: string }) {
      return client.send("PUT", "/usuario/password", { json: body }, z.unknown());
    },
    tags() {
      return client.get("/usuario/tags", tagListSchema);
    },
  };
}
