import { BarChart } from "chartist";
import "./chart.css";

/** What a bar chart draws: one label per bar position, one series per colour (stacked when several). */
export type BarChartData = {
  labels: string[];
  series: Array<{ name: string; color: string; values: number[] }>;
  /** The y axis's tick labels (money as "$ 1,2 millones", counts as they are). */
  formatY: (value: number) => string;
};

/** Room each x label needs, so a narrow chart shows every second, third… label instead of a pile. */
const LABEL_WIDTH_PX = 44;
const HEIGHT_PX = 240;
/** The box of a y tick's label: a line of text (chart.css: 0.75rem, line-height 1) with room to spare. */
const Y_LABEL_BOX_PX = 16;
/** Room above the plot for the top tick's label, centred on the top gridline: half its box and a margin. */
const PLOT_TOP_PX = 16;

/**
 * Where a y tick's label goes: a box of one line centred on its gridline. chartist gives it a box the
 * height of the step above the gridline (from the gridline up to the next one: `y`, `height`), so a
 * label centred in that box sat half a step above its line, and the top one above the chart, clipped.
 * The foreignObject itself moves: transforms and positions inside one are drawn in the wrong place by
 * WebKit.
 */
export function yLabelBox(chartistBox: { y: number; height: number }): { y: number; height: number } {
  const gridline = chartistBox.y + chartistBox.height;
  return { y: gridline - Y_LABEL_BOX_PX / 2, height: Y_LABEL_BOX_PX };
}

/**
 * How wide the y axis is: the widest tick label it may draw, plus a margin. chartist's top tick may be
 * above the largest bar with a longer label ("$ 1 millón" for the bar, "$ 1,3 millones" for the tick).
 */
function yAxisWidth(top: number, formatY: (value: number) => string): number {
  const widest = Math.max(...[1, 1.1, 1.25, 1.5, 2].map((factor) => formatY(top * factor).length));
  return Math.max(28, (widest + 1) * 7 + 12);
}

/**
 * Draws `data` as bars into `element` (chartist, SVG): stacked when there are several series, each bar
 * 60 % of its slot. Chartist redraws on window resizes by itself; the returned function detaches it.
 * Loaded with `import()` by BarChart only: chartist is its own chunk, outside the entry bundle.
 */
export function drawBars(element: HTMLElement, data: BarChartData): () => void {
  const count = data.labels.length;
  // The y axis is as wide as its widest tick, not a fixed guess: found from the largest bar or stack.
  const top = Math.max(
    0,
    ...data.labels.map((_, i) => data.series.reduce((sum, series) => sum + (series.values[i] ?? 0), 0)),
  );
  const axisWidth = yAxisWidth(top, data.formatY);
  const chart = new BarChart(
    element,
    { labels: data.labels, series: data.series.map((series) => ({ name: series.name, data: series.values })) },
    {
      height: HEIGHT_PX,
      stackBars: data.series.length > 1,
      chartPadding: { top: PLOT_TOP_PX, right: 8, bottom: 0, left: 4 },
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
    if (event.type === "label" && event.axis.units.pos === "y") {
      const box = yLabelBox(event);
      event.element.attr({ y: box.y, height: box.height });
      const label = event.element.getNode().firstElementChild;
      if (label instanceof HTMLElement) label.style.height = `${box.height}px`;
      return;
    }
    if (event.type !== "bar") return;
    const slot = event.chartRect.width() / Math.max(1, count);
    const color = data.series[event.seriesIndex]?.color ?? "#4f46e5";
    event.element.attr({ style: `stroke: ${color}; stroke-width: ${Math.max(2, Math.floor(slot * 0.6))}px` });
  });
  return () => chart.detach();
}
