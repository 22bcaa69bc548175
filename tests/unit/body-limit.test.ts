// Issue 34 §5: a body that passes its limit without declaring it (chunked, or a Content-Length that lies) stops
// being read: the limited stream fails soon after the limit, and the rest is never pulled.
import { expect, test } from "vitest";
import { declaresTooLarge, readWithinLimit } from "~/lib/body-limit.server";

const MB = 1024 * 1024;

test("a streamed body over the limit is refused soon after the limit, and the rest is never pulled", async () => {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= 40) return controller.close();
      pulled += 1;
      controller.enqueue(new Uint8Array(MB));
    },
  });
  const request = new Request("https://app.test/soporte", {
    method: "POST",
    body: stream,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    duplex: "half",
  } as RequestInit);
  expect(await readWithinLimit(request, 3 * MB)).toBeNull();
  expect(pulled).toBeLessThan(8);
});

test("a body within the limit reads as it came; Content-Length over the limit is seen before reading", async () => {
  const request = new Request("https://app.test/posts", { method: "POST", body: "contenido=hola" });
  expect(await (await readWithinLimit(request, 1024))!.text()).toBe("contenido=hola");
  const big = new Request("https://app.test/posts", { method: "POST", headers: { "Content-Length": String(60 * MB) } });
  expect(declaresTooLarge(big, 10 * MB)).toBe(true);
  expect(declaresTooLarge(new Request("https://app.test/posts", { method: "POST" }), 10 * MB)).toBe(false);
});
