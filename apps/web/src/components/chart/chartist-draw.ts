import { BarChart } from "chartist";
import "./chart.css";

/** What a bar chart draws: one label per bar position, one series per colour (stacked when several). */
export type BarChartData = {
  labels: string[];
  series: Array<{ name: string; color: string; values: number[] }>;
  /** The y axis's tick labels (money as "$ 1,2 M", counts as they are). */
  formatY: (value: number) => string;
};

/** Room each x label needs, so a narrow chart shows every second, third… label instead of a pile. */
const LABEL_WIDTH_PX = 44;
const HEIGHT_PX = 240;

/**
 * Draws `data` as bars into `element` (chartist, SVG): stacked when there are several series, each bar
 * 60 % of its slot. Chartist redraws on window resizes by itself; the returned function detaches it.
 * Loaded with `import()` by BarChart only: chartist is its own chunk, outside the entry bundle.
 */
export function drawBars(element: HTMLElement, data: BarChartData): () => void {
  const count = data.labels.length;
  // The y axis is as wide as its widest tick, not a fixed guess: about the largest bar's or stack's label,
  // plus two characters, since chartist may place the top tick above it with a longer label ("$ 1 M" for
  // the bar, "$ 1,3 M" for the tick, whose "$" was cut off).
  const top = Math.max(
    0,
    ...data.labels.map((_, i) => data.series.reduce((sum, series) => sum + (series.values[i] ?? 0), 0)),
  );
  const axisWidth = Math.max(28, (data.formatY(top).length + 2) * 7 + 12);
  const chart = new BarChart(
    element,
    { labels: data.labels, series: data.series.map((series) => ({ name: series.name, data: series.values })) },
    {
      height: HEIGHT_PX,
      stackBars: data.series.length > 1,
      // Room above the top tick's label, which is centred on the chart's top edge.
      chartPadding: { top: 20, right: 8, bottom: 0, left: 4 },
      axisY: {
        onlyInteger: true,
        offset: axisWidth,
        labelInterpolationFnc: (value) => data.formatY(Number(value)),
      },
      axisX: {
        showGrid: false,
        labelInterpolationFnc: (value, index) => {
          const step = Math.max(1, Math.ceil((count * LABEL_WIDTH_PX) / Math.max(1, element.clientWidth - axisWidth)));
          return index % step === 0 ? String(value) : "";
        },
      },
    },
  );
  chart.on("draw", (event) => {
    if (event.type !== "bar") return;
    const slot = event.chartRect.width() / Math.max(1, count);
    const color = data.series[event.seriesIndex]?.color ?? "#4f46e5";
    event.element.attr({ style: `stroke: ${color}; stroke-width: ${Math.max(2, Math.floor(slot * 0.6))}px` });
  });
  return () => chart.detach();
}
