// Issue 34 §5: a 60 MB upload was read in full (16 s) before any form refused it. The Worker refuses a form
// post larger than the largest upload any form takes at once from its Content-Length (413), and stops reading
// a body that passes the limit without saying so (chunked, or a Content-Length that lies).
import { SESSION_FILE_MAX_BYTES } from "~/api/contract/calendario";

/** The largest file a form takes (session files, 10 MB) plus room for the form's other fields. */
export const BODY_MAX_BYTES = SESSION_FILE_MAX_BYTES + 512 * 1024;

/** Whether the request says, before a byte is read, that its body is over the limit. */
export function declaresTooLarge(request: Request, limit = BODY_MAX_BYTES): boolean {
  const declared = Number(request.headers.get("Content-Length") ?? "");
  return Number.isFinite(declared) && declared > limit;
}

/**
 * A body sent without a Content-Length (chunked), read up to `limit`: the same request with the bytes it
 * carried, or null as soon as more than `limit` have come (the rest is never read). A declared length needs
 * none of this: the runtime reads no more than it declares, and `declaresTooLarge` has checked it.
 */
export async function readWithinLimit(request: Request, limit = BODY_MAX_BYTES): Promise<Request | null> {
  if (!request.body || request.headers.has("Content-Length")) return request;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new Request(request, { body: bytes });
}
