// A donut of labelled shares with a legend and an optional centre text. Rendered on the server to SVG.
import { Group } from "@visx/group";
import { Pie } from "@visx/shape";
import { ChartFrame } from "./chart-frame";
import * as s from "./charts.css";
import { CHART_HEIGHT, CHART_WIDTH, type ChartPoint } from "./scales";

export type DonutChartProps = {
  id: string;
  title: string;
  description: string;
  slices: readonly ChartPoint[];
  /** Big text in the middle (e.g. the total). */
  center?: string;
  width?: number;
  height?: number;
};

const SERIES = [0, 1, 2, 3, 4, 5] as const;
const LEGEND_ROW = 24;

export function DonutChart({ slices, center, width = CHART_WIDTH, height = CHART_HEIGHT, ...frame }: DonutChartProps) {
  const radius = Math.min(width / 2, height) / 2 - 8;
  const shown = slices.filter((slice) => slice.value > 0);
  return (
    <ChartFrame {...frame} kind="donut" width={width} height={height}>
      <Group left={radius + 8} top={height / 2}>
        <Pie
          data={shown}
          pieValue={(d) => d.value}
          outerRadius={radius}
          innerRadius={radius * 0.6}
          pieSortValues={null}
        >
          {(pie) =>
            pie.arcs.map((arc, i) => (
              <path
                key={i}
                d={pie.path(arc) ?? ""}
                className={`${s.series[SERIES[i % SERIES.length]!]} ${s.sliceGap}`}
              />
            ))
          }
        </Pie>
        {center ? (
          <text textAnchor="middle" dominantBaseline="middle" className={s.centerLabel}>
            {center}
          </text>
        ) : null}
      </Group>
      <Group left={radius * 2 + 40} top={height / 2 - (shown.length * LEGEND_ROW) / 2}>
        {shown.map((slice, i) => (
          <g key={i} transform={`translate(0, ${i * LEGEND_ROW})`}>
            <rect width={14} height={14} y={-11} className={s.series[SERIES[i % SERIES.length]!]} />
            <text x={22} className={s.legendLabel}>{`${slice.label} (${slice.value})`}</text>
          </g>
        ))}
      </Group>
    </ChartFrame>
  );
}
