// app/ui/charts: server-rendered SVG with a title, a description, the data, reference lines and axis names.
import { describe, expect, test } from "vitest";
import { ChartFigure } from "~/ui/charts";
import { renderBarChart, renderDonutChart, renderLineChart } from "~/ui/charts/render.server";
import { spread, valueDomain } from "~/ui/charts/scales";
import { dropServerLayoutEffectWarning, renderInRoute } from "./render-in-route";
import { renderToStaticMarkup } from "react-dom/server";
import type { ReactElement } from "react";
import { BarChart } from "./charts-reference/bar-chart";
import { LineChart } from "./charts-reference/line-chart";
import { ChartFigure as ReferenceFigure } from "./charts-reference/chart-figure";

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

describe("the line and bar charts as text (issue 31 §2)", () => {
  /** The markup as render.server.tsx made it from the visx components (the oracle), coordinates cut the same way. */
  const reference = (element: ReactElement) =>
    renderToStaticMarkup(element).replace(/="([^"]*)"/g, (attr, value: string) =>
      /\d\.\d{3}/.test(value) ? `="${value.replace(/(\d\.\d{2})\d+/g, "$1")}"` : attr,
    );
  // A fixed pseudo-random sequence (mulberry32): the same cases on every run.
  let seed = 31;
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const scales = [1, 7, 100, 2500, 1e6, 0.3];
  const labels = ["5 ene", "nov de 2024", "Mar 3", "<b>&'\"", "sept de 2025"];
  const cases = Array.from({ length: 120 }, (_, i) => {
    const count = [0, 1, 2, 3, 12, 25, 62][i % 7]!;
    const scale = scales[i % scales.length]!;
    const negative = i % 5 === 0;
    const values = Array.from({ length: count }, () => {
      const v = random() * scale * (negative && random() < 0.4 ? -1 : 1);
      return i % 3 === 0 ? Math.round(v) : v;
    });
    if (i % 11 === 0) values.fill(values[0] ?? 0);
    return {
      id: `c-${i}`,
      title: `Serie ${i} <${labels[i % labels.length]}>`,
      description: `Descripción "${i}" & más`,
      points: values.map((value, k) => ({ label: labels[(i + k) % labels.length]!, value })),
      locale: ["es", "en", "pt-BR"][i % 3]!,
      xAxisLabel: i % 4 === 0 ? undefined : "Mes",
      yAxisLabel: i % 6 === 0 ? undefined : "Valor (COP)",
    };
  });

  test("the bar chart: the same markup as visx's, in 120 cases (empty, one, flat, negative, fractional, large)", () => {
    for (const { points, ...c } of cases) {
      expect(renderBarChart({ ...c, bars: points }), c.id).toBe(reference(<BarChart {...c} bars={points} />));
    }
  });

  test("the line chart with its reference lines: the same markup as visx's, in 120 cases", () => {
    for (const { points, ...c } of cases) {
      const references = [
        { kind: "base" as const, label: "Línea base", value: (points[0]?.value ?? 1) / 2 },
        { kind: "goal" as const, label: "Meta", value: (points.at(-1)?.value ?? 3) * 1.5 },
      ].slice(0, points.length % 3);
      expect(renderLineChart({ ...c, points, references }), c.id).toBe(
        reference(<LineChart {...c} points={points} references={references} />),
      );
    }
  });
});

describe("ChartFigure's data table as text (issue 31 §2)", () => {
  dropServerLayoutEffectWarning();

  test("the same markup as ~/ui/table's, ids included: rows, missing cells, escaping, the empty text", () => {
    const texts = ["nov de 2024", "1.266", "<b>&'\"", "", "11,94 %"];
    const tables = Array.from({ length: 24 }, (_, i) => ({
      caption: `Datos de ${texts[i % texts.length]}`,
      headers: i % 3 === 0 ? ["Fecha", "Valor (COP)", "Meta"] : ["Mes", texts[i % texts.length]!],
      rows: Array.from({ length: [0, 1, 25, 3][i % 4]! }, (_, r) =>
        Array.from({ length: 1 + ((i + r) % 3) }, (_, c) => texts[(i + r + c) % texts.length]!),
      ),
    }));
    for (const [i, table] of tables.entries()) {
      const props = {
        svg: '<svg role="img"></svg>',
        table,
        wide: i % 2 === 0,
        empty: i % 8 < 4 ? "Sin valores" : undefined,
      };
      expect(renderInRoute(<ChartFigure {...props} />), `table ${i}`).toBe(
        renderInRoute(<ReferenceFigure {...props} />),
      );
    }
  });
});
