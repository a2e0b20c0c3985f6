import { afterEach, describe, expect, it, vi } from "vitest";
import { formatCompactPesos } from "./axis-format";
import { drawBars, yLabelBox } from "./chartist-draw";

describe("yLabelBox", () => {
  it("centres a one-line box on the gridline under chartist's box (its bottom edge)", () => {
    // chartist's box of a tick at y = 120 whose next tick is 40 px above: from 80 to 120.
    expect(yLabelBox({ y: 80, height: 40 })).toEqual({ y: 112, height: 16 });
  });
});

describe("drawBars", () => {
  let detach: (() => void) | undefined;
  afterEach(() => {
    detach?.();
    detach = undefined;
  });

  it("puts each y label on its gridline, the top one inside the chart, money in words", async () => {
    // chartist asks for matchMedia, which jsdom lacks; it draws at its fallback size (its height, no width).
    vi.stubGlobal("matchMedia", () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
    const element = document.createElement("div");
    document.body.append(element);
    detach = drawBars(element, {
      labels: ["01/11", "02/11", "03/11"],
      series: [{ name: "Total", color: "#4f46e5", values: [250_000, 1_000_000, 0] }],
      formatY: formatCompactPesos,
    });
    await vi.waitFor(() => expect(element.querySelectorAll(".ct-label.ct-vertical").length).toBeGreaterThan(2));

    const gridlines = [...element.querySelectorAll("line.ct-grid.ct-vertical")].map((line) =>
      Number(line.getAttribute("y1")),
    );
    const labels = [...element.querySelectorAll(".ct-label.ct-vertical")].map((span) => {
      const box = span.parentElement!;
      return {
        text: span.textContent,
        middle: Number(box.getAttribute("y")) + Number(box.getAttribute("height")) / 2,
        top: Number(box.getAttribute("y")),
        height: (span as HTMLElement).style.height,
      };
    });
    expect(labels.map((label) => label.middle)).toEqual(gridlines);
    expect(labels.every((label) => label.height === "16px")).toBe(true);
    expect(Math.min(...labels.map((label) => label.top))).toBeGreaterThanOrEqual(0);
    expect(labels[0]?.text).toBe("$ 0");
    expect(labels.map((label) => label.text)).toContain("$ 1 millón");
    element.remove();
  });
});
