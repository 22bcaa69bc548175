// Test oracle (issue 31 §2): the visx frame of the charts on axes as the app rendered it through React before
// app/ui/charts/svg-markup.ts wrote the same markup as text; tests/unit/charts.test.tsx compares the two.
import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import type { PickD3Scale } from "@visx/scale";
import type { ReactNode } from "react";
import { ChartFrame, type ChartFrameProps } from "~/ui/charts/chart-frame";
import * as s from "~/ui/charts/charts.css";
import { intlLocale } from "~/lib/intl";
import { MARGIN, spread } from "~/ui/charts/scales";
import { AxisNames, BottomTick, LeftTick } from "./axis-parts";

/** The plot's size inside the margins of a `width` × `height` chart. */
export function plotSize(width: number, height: number) {
  return { innerWidth: width - MARGIN.left - MARGIN.right, innerHeight: height - MARGIN.top - MARGIN.bottom };
}

export type AxesFrameProps = Omit<ChartFrameProps, "children" | "kind"> & {
  kind: "line" | "bar";
  /** The x positions by key (the index of each value as a string: two values may share a label). */
  x: PickD3Scale<"band" | "point", number, string>;
  y: PickD3Scale<"linear", number>;
  keys: readonly string[];
  /** At most this many x tick labels, evenly spread. */
  maxXTicks: number;
  xTickLabel: (key: string) => string;
  yTickLabel: (value: number) => string;
  /** Where the x axis runs (the bar chart's zero line); the plot's bottom by default. */
  xAxisTop?: number;
  xAxisLabel?: string;
  yAxisLabel?: string;
  /** Drawn under the axes (bars). */
  beneath?: ReactNode;
  /** Drawn over the axes (lines, points, reference lines). */
  children?: ReactNode;
};

/** A chart on axes: the frame, and in the plot area `beneath`, the axes with their names, then `children`. */
export function AxesFrame({
  x,
  y,
  keys,
  maxXTicks,
  xTickLabel,
  yTickLabel,
  xAxisTop,
  xAxisLabel,
  yAxisLabel,
  beneath,
  children,
  ...frame
}: AxesFrameProps) {
  const { innerWidth, innerHeight } = plotSize(frame.width, frame.height);
  return (
    <ChartFrame {...frame}>
      <Group left={MARGIN.left} top={MARGIN.top}>
        {beneath}
        <AxisLeft
          scale={y}
          numTicks={5}
          tickFormat={(v) => yTickLabel(Number(v))}
          stroke="currentColor"
          tickStroke="currentColor"
          axisClassName={s.axis}
          tickComponent={LeftTick}
        />
        <AxisBottom
          top={xAxisTop ?? innerHeight}
          scale={x}
          tickValues={spread(keys, maxXTicks)}
          tickFormat={(key) => xTickLabel(String(key))}
          stroke="currentColor"
          tickStroke="currentColor"
          axisClassName={s.axis}
          tickComponent={BottomTick}
        />
        <AxisNames x={xAxisLabel} y={yAxisLabel} innerWidth={innerWidth} innerHeight={innerHeight} />
        {children}
      </Group>
    </ChartFrame>
  );
}

/** Compact numbers for axis ticks (1.2 M, 35 k) in the page's locale: a new formatter per chart, as before. */
export function compactNumber(locale: string): (n: number) => string {
  const format = new Intl.NumberFormat(intlLocale(locale), {
    notation: "compact",
    maximumFractionDigits: 1,
  });
  return (n: number) => format.format(n);
}
