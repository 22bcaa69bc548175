// The frame of the donut chart (issue 32 §4): the SVG box named by its title and description. The charts on axes
// (line, bar) are written as text by svg-markup.ts with the same frame.
import type { ReactNode } from "react";
import * as s from "./charts.css";

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
