// Issue 34 §5: a NUL byte in free text ('antes\0despues') was reported as saved with everything after it
// dropped. Free text now refuses control characters with a field error, as names do; line breaks stay.
import { expect, test } from "vitest";
import { DEMO, fieldErrors, textOf, useTestWorker } from "./harness";
import { todayIn } from "../../app/shared/clock-temporal";

const worker = useTestWorker();
const UNSAFE = "No se permiten caracteres de control ni marcas de dirección del texto";

test("a forum post and a booking note with a NUL byte get the field error; nothing is stored", async () => {
  const b = await worker.browserAs(DEMO.entrepreneur);
  for (const contenido of ["antes\0despues", "campana\u0007", "escape\u001b[31m"]) {
    const post = await b.formPost("/posts", { intent: "crear", contenido });
    expect(post.status, JSON.stringify(contenido)).toBe(400);
    expect(fieldErrors(await post.text(), "contenido")).toEqual([UNSAFE]);
  }
  const stored = await worker.sql<{ n: number }>("SELECT COUNT(*) AS n FROM foro_posts WHERE contenido LIKE 'antes%'");
  expect(stored[0]?.n).toBe(0);

  let day = todayIn("America/Bogota").add({ days: 22 });
  while (day.dayOfWeek > 5) day = day.add({ days: 1 });
  const date = day.toString();
  const note = await b.formPost(`/marketplace/renata.restrepo/reservar?fecha=${date}`, {
    intent: "pay",
    fecha: date,
    inicio: `${date} 09:00`,
    fin: `${date} 10:00`,
    observaciones: "antes\0despues",
  });
  expect(note.status).toBe(400);
  const html = await note.text();
  expect(fieldErrors(html, "observaciones")).toEqual([UNSAFE]);
  expect(textOf(html)).toContain("despues");
});

test("line breaks and tabs in free text are still welcome", async () => {
  const b = await worker.browserAs(DEMO.mentor);
  const contenido = `Primera línea ${Date.now()}\r\n\tsegunda línea`;
  const post = await b.formPost("/posts", { intent: "crear", contenido });
  expect(post.status).toBe(302);
});
