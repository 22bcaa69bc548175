// Calls that only the local API answers (local mode tools such as /dev/correos).
import type { ApiClient } from "./client.server";
import { outboxSchema } from "./contract/usuario";

export function devApi(client: ApiClient) {
  return {
    outbox() {
      return client.get("/dev/correos", outboxSchema);
    },
  };
}
