// Public calls: the landing pages' contact requests and the help centre's article search (no token needed).
import type { ApiClient } from "./client.server";
import { articleListSchema, contactResponseSchema, type ContactBody } from "./contract/publico";

export function publicoApi(client: ApiClient) {
  return {
    /** POST /contacto/crear (defined here): stored, and an acknowledgement e-mail to the visitor; 201. */
    createContact(body: ContactBody) {
      return client.send("POST", "/contacto/crear", { json: body }, contactResponseSchema);
    },
    /** GET /searchfiles/?q=: articles whose name matches (all when q is blank). */
    searchArticles(q: string) {
      return client.get(`/searchfiles/?${new URLSearchParams({ q })}`, articleListSchema);
    },
  };
}
