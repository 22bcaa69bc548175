// The frame every chart shares (issue 32 §4): the SVG box named by its title and description, and for the
// charts on axes (line, bar) the plot inside the margins with its y axis, x axis and axis names.
import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import type { PickD3Scale } from "@visx/scale";
import type { ReactNode } from "react";
import { AxisNames, BottomTick, LeftTick } from "./axis-parts";
import * as s from "./charts.css";
import { MARGIN, spread } from "./scales";

export type ChartFrameProps = {
  /** Unique in the page: ids of the title and description. */
  id: string;
  kind: "line" | "bar" | "donut";
  title: string;
  description: string;
  width: number;
  height: number;
  children: ReactNode;
};

/** An accessible SVG: role img, named by its `<title>` and described by its `<desc>`. */
export function ChartFrame({ id, kind, title, description, width, height, children }: ChartFrameProps) {
  return (
    <svg
      className={s.svg}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      data-chart={kind}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {children}
    </svg>
  );
}

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
