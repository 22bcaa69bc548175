// Test oracle (issue 31 §2): the visx component the app rendered before app/ui/charts/svg-markup.ts.
// Axis pieces shared by the line and bar charts: visx draws the axis lines and ticks; the tick labels and
// axis names are plain <text> (visx's Text wraps each in a nested <svg style=…>, which the CSP forbids).
import type { TickRendererProps } from "@visx/axis";
import * as s from "~/ui/charts/charts.css";

export function LeftTick({ x, y, formattedValue }: TickRendererProps) {
  return (
    <text x={x} y={y} dx="-0.25em" dy="0.32em" textAnchor="end" className={s.tickLabel}>
      {formattedValue}
    </text>
  );
}

export function BottomTick({ x, y, formattedValue }: TickRendererProps) {
  return (
    <text x={x} y={y} dy="0.5em" textAnchor="middle" className={s.tickLabel}>
      {formattedValue}
    </text>
  );
}

/** The axis names: the x one under the axis, the y one rotated along the left side. */
export function AxisNames({
  x,
  y,
  innerWidth,
  innerHeight,
}: {
  x?: string;
  y?: string;
  innerWidth: number;
  innerHeight: number;
}) {
  return (
    <>
      {x ? (
        <text x={innerWidth / 2} y={innerHeight + 48} textAnchor="middle" className={s.axisLabel}>
          {x}
        </text>
      ) : null}
      {y ? (
        <text transform={`translate(-64, ${innerHeight / 2}) rotate(-90)`} textAnchor="middle" className={s.axisLabel}>
          {y}
        </text>
      ) : null}
    </>
  );
}
