import { useEffect, useRef } from "react";
import type { BarChartData } from "./chartist-draw";

type BarChartProps = BarChartData & {
  /** What the picture shows, for whoever cannot see it; the figures themselves are in the table beside it. */
  summary: string;
};

/**
 * Bars drawn by chartist, whose code is fetched the first time a chart is shown (its own chunk: the
 * entry bundle stays small). The SVG is one image for assistive technology (role="img" with a
 * summary); the same figures are a table in the ChartFigure around it. If drawing fails the table
 * still holds every figure, so the failure is only logged.
 */
export function BarChart({ labels, series, formatY, summary }: BarChartProps) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Chartist sizes itself through matchMedia, which every supported browser has; a DOM without it
    // (jsdom in the unit tests) gets the table alone.
    if (typeof window.matchMedia !== "function") return;
    let detach: (() => void) | undefined;
    let cancelled = false;
    import("./chartist-draw")
      .then(({ drawBars }) => {
        if (!cancelled && element.current) detach = drawBars(element.current, { labels, series, formatY });
      })
      .catch((error: unknown) => console.error("No se pudo dibujar el gráfico", error));
    return () => {
      cancelled = true;
      detach?.();
      element.current?.replaceChildren();
    };
  }, [labels, series, formatY]);
  return <div ref={element} role="img" aria-label={summary} className="h-60 w-full min-w-0" />;
}
