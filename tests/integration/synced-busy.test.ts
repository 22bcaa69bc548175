// A mentor's synced calendar (core spec › The calls it makes GET /usuario/synccalendar/sync/{mentor}/{date}) in both booking flows
// (issue 33 §1): a busy hour there is never offered, in the program booking (/calendar/reservar) nor in the
// marketplace (/marketplace/{username}/reservar). The sync call is stubbed; the rest is the real local API.
import { beforeEach, describe, expect, test } from "vitest";
import { todayIn } from "../../app/shared/clock-temporal";
import { DEMO, element, tags } from "./harness";
import { useStubbedApi } from "./session-media-stub";

const api = useStubbedApi();
beforeEach(() => api.reset());

/** A weekday `weeks` weeks ahead in Bogota. */
function weekday(weeks: number): string {
  let day = todayIn("America/Bogota").add({ days: 7 * weeks });
  while (day.dayOfWeek > 5) day = day.add({ days: 1 });
  return day.toString();
}

const optionValue = (html: string, label: string) =>
  new RegExp(`<option value="(\\d+)"[^>]*>${label}</option>`).exec(html)?.[1];

describe("a busy hour of the synced calendar is not offered", () => {
  test("program booking: the slots inside it are gone, the others stay", async () => {
    const b = await api.browserAs(DEMO.entrepreneur);
    const tool = optionValue(await (await b.get("/calendar/reservar")).text(), "Mentoría financiera");
    const mentor = optionValue(
      await (await b.get(`/calendar/reservar?herramienta=${tool}`)).text(),
      "Carlos Rodríguez",
    );
    expect(tool && mentor).toBeTruthy();
    const day = weekday(5);
    const page = `/calendar/reservar?herramienta=${tool}&mentor=${mentor}&fecha=${day}`;
    const starts = async () =>
      tags(await (await b.get(page)).text(), "input")
        .filter((a) => a.name === "inicio" && a.type === "radio")
        .map((a) => a.value);
    const before = await starts();
    expect(before).toContain(`${day} 08:00`);
    expect(before).toContain(`${day} 08:30`);
    api.stub(`GET /usuario/synccalendar/sync/${mentor}/${day}`, {
      status: 200,
      body: [{ fecha_inicio: `${day} 08:00`, fecha_fin: `${day} 08:45` }],
    });
    const after = await starts();
    expect(after).not.toContain(`${day} 08:00`);
    expect(after).not.toContain(`${day} 08:30`);
    expect(after).toEqual(before.filter((s) => s !== `${day} 08:00` && s !== `${day} 08:30`));
  });

  test("marketplace booking: the start and end pickers leave the busy hour out", async () => {
    const b = await api.browserAs(DEMO.entrepreneur);
    const call = await api.apiAs(DEMO.entrepreneur);
    const { id } = (await (await call("/marketplace/mentores/martin.arango")).json()) as { id: number };
    const day = weekday(5);
    const page = `/marketplace/martin.arango/reservar?fecha=${day}`;
    const starts = async () =>
      tags(element(await (await b.get(page)).text(), /<select\b[^>]*name="inicio"[^>]*>/) ?? "", "option")
        .map((o) => o.value)
        .filter((v) => v);
    const before = await starts();
    expect(before).toContain(`${day} 09:00`);
    api.stub(`GET /usuario/synccalendar/sync/${id}/${day}`, {
      status: 200,
      body: [{ fecha_inicio: `${day} 09:00`, fecha_fin: `${day} 10:00` }],
    });
    const after = await starts();
    expect(after).not.toContain(`${day} 09:00`);
    expect(after).not.toContain(`${day} 09:30`);
    expect(after).toContain(`${day} 10:00`);
    expect(after).toHaveLength(before.length - 2);
  });
});
