// app/ui/charts: server-rendered SVG with a title, a description, the data, reference lines and axis names.
import { describe, expect, test } from "vitest";
import { ChartFigure } from "~/ui/charts";
import { renderBarChart, renderDonutChart, renderLineChart } from "~/ui/charts/render.server";
import { spread, valueDomain } from "~/ui/charts/scales";
import { dropServerLayoutEffectWarning, renderInRoute } from "./render-in-route";

const points = [
  { label: "5 ene", value: 10 },
  { label: "12 ene", value: 14 },
  { label: "19 ene", value: 12 },
];

describe("renderLineChart", () => {
  const svg = renderLineChart({
    id: "ventas",
    title: "Ventas <script>alert(1)</script>",
    description: "Ventas por semana",
    points,
    references: [
      { kind: "base", label: "Línea base", value: 8 },
      { kind: "goal", label: "Meta", value: 20 },
    ],
    xAxisLabel: "Semana",
    yAxisLabel: "Ventas (COP)",
    locale: "es",
  });

  test("an accessible SVG: role img named by its title and description, height 400", () => {
    expect(svg).toMatch(/^<svg[^>]+role="img"[^>]+aria-labelledby="ventas-title ventas-desc"/);
    expect(svg).toContain('viewBox="0 0 640 400"');
    expect(svg).toContain('<title id="ventas-title">Ventas &lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(svg).toContain('<desc id="ventas-desc">Ventas por semana</desc>');
    expect(svg).not.toContain("<script>");
    expect(svg).not.toContain("style=");
  });

  test("one point per value, a line through them, base line and goal as constant horizontal lines", () => {
    expect(svg.match(/<circle /g)).toHaveLength(3);
    expect(svg).toMatch(/<path[^>]+d="M[^"]+L[^"]+L[^"]+"/);
    for (const kind of ["base", "goal"]) {
      const line = new RegExp(`data-reference="${kind}"><line[^>]*y1="([\\d.]+)"[^>]*y2="([\\d.]+)"`).exec(svg);
      expect(line, kind).not.toBeNull();
      expect(line![1]).toBe(line![2]);
    }
    expect(svg).toContain("Línea base: 8");
    expect(svg).toContain("Meta: 20");
    expect(svg).toContain("Semana");
    expect(svg).toContain("Ventas (COP)");
  });

  test("a single value or none still draws (no line, no NaN)", () => {
    const one = renderLineChart({ id: "a", title: "t", description: "d", points: [points[0]!], locale: "es" });
    expect(one.match(/<circle /g)).toHaveLength(1);
    const none = renderLineChart({ id: "b", title: "t", description: "d", points: [], locale: "en" });
    expect(none).not.toContain("NaN");
    expect(one).not.toContain("NaN");
  });
});

describe("renderBarChart and renderDonutChart", () => {
  test("a bar per value, negative ones below the axis", () => {
    const svg = renderBarChart({
      id: "b",
      title: "Horas",
      description: "Horas por día",
      bars: [...points, { label: "26 ene", value: -4 }],
      xAxisLabel: "Día",
      yAxisLabel: "Horas",
      locale: "es",
    });
    expect(svg.match(/<rect /g)).toHaveLength(4);
    expect(svg).not.toContain("NaN");
    expect(svg).toContain("<title");
  });

  test("a slice and a legend entry per positive share", () => {
    const svg = renderDonutChart({
      id: "d",
      title: "Calificaciones",
      description: "Conteo por puntaje",
      slices: [
        { label: "5", value: 3 },
        { label: "4", value: 1 },
        { label: "3", value: 0 },
      ],
      center: "4",
    });
    expect(svg.match(/<path /g)).toHaveLength(2);
    expect(svg).toContain("5 (3)");
    expect(svg).not.toContain("3 (0)");
  });
});

describe("ChartFigure", () => {
  dropServerLayoutEffectWarning();

  test("the SVG and the same data as a table, in a static island", () => {
    const figure = (
      <ChartFigure
        svg='<svg role="img"></svg>'
        table={{
          caption: "Valores",
          headers: ["Fecha", "Valor"],
          rows: [
            ["5 ene", "10"],
            ["5 ene", "10"],
          ],
        }}
      />
    );
    // The island's links navigate through the router: the figure renders inside a route.
    const html = renderInRoute(figure);
    expect(html).toMatch(/<div data-static-island="[^"]+" class="[^"]+"><figure/);
    expect(html).toContain('<svg role="img"></svg>');
    expect(html).toContain("<caption");
    expect(html.match(/<th scope="row"[^>]*>5 ene<\/th>/g)).toHaveLength(2);
  });
});

describe("scales", () => {
  test("valueDomain holds every number and zero; spread keeps the ends", () => {
    expect(valueDomain([5, 9])).toEqual([0, 9]);
    expect(valueDomain([-3, 4])).toEqual([-3, 4]);
    expect(valueDomain([7, 7])[1]).toBeCloseTo(7.7);
    expect(valueDomain([])).toEqual([0, 1]);
    expect(spread([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 4)).toEqual([1, 4, 7, 10]);
  });
});
