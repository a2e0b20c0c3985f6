import { periodsBetween } from "@inventario/shared/report-periods";
import { describe, expect, it } from "vitest";
import { periodLines } from "./period-gaps";

const every = (from: string, to: string, period: "day" | "week" | "month") =>
  periodsBetween(from, to, period).map((key) => ({ key }));

/** The lines as short strings: a period's key, or "gap n from..to". */
const shown = (lines: ReturnType<typeof periodLines<{ key: string }>>) =>
  lines.map((line) =>
    line.kind === "period" ? line.row.key : `gap ${line.gap.count} ${line.gap.from}..${line.gap.to}`,
  );

describe("periodLines", () => {
  it("keeps the listed order (newest first) and says how many days without sales lie between, before and after", () => {
    const range = { from: "2026-03-01", to: "2026-03-10" };
    const listed = [{ key: "2026-03-08" }, { key: "2026-03-06" }, { key: "2026-03-02" }];
    expect(shown(periodLines(listed, every(range.from, range.to, "day"), "day", range))).toEqual([
      "gap 2 2026-03-09..2026-03-10",
      "2026-03-08",
      "gap 1 2026-03-07..2026-03-07",
      "2026-03-06",
      "gap 3 2026-03-03..2026-03-05",
      "2026-03-02",
      "gap 1 2026-03-01..2026-03-01",
    ]);
  });

  it("adds no line between adjacent periods, nor at a range's ends that have sales", () => {
    const range = { from: "2026-03-01", to: "2026-03-03" };
    const listed = [{ key: "2026-03-03" }, { key: "2026-03-02" }, { key: "2026-03-01" }];
    expect(shown(periodLines(listed, every(range.from, range.to, "day"), "day", range))).toEqual([
      "2026-03-03",
      "2026-03-02",
      "2026-03-01",
    ]);
  });

  it("clamps weeks and months to the range: their first and last may start before it or end after it", () => {
    // Wednesday 4 March to Thursday 2 April 2026: weeks from Monday 2 March to Monday 30 March.
    const range = { from: "2026-03-04", to: "2026-04-02" };
    const weeks = every(range.from, range.to, "week");
    expect(shown(periodLines([{ key: "2026-03-16" }], weeks, "week", range))).toEqual([
      "gap 2 2026-03-23..2026-04-02",
      "2026-03-16",
      "gap 2 2026-03-04..2026-03-15",
    ]);
    const months = { from: "2026-01-15", to: "2026-05-10" };
    expect(
      shown(
        periodLines(
          [{ key: "2026-04-01" }, { key: "2026-01-01" }],
          every(months.from, months.to, "month"),
          "month",
          months,
        ),
      ),
    ).toEqual(["gap 1 2026-05-01..2026-05-10", "2026-04-01", "gap 2 2026-02-01..2026-03-31", "2026-01-01"]);
  });

  it("has no lines for an empty range, and no gaps around a period it cannot place", () => {
    const range = { from: "2026-03-01", to: "2026-03-05" };
    const days = every(range.from, range.to, "day");
    expect(periodLines([], days, "day", range)).toEqual([]);
    expect(shown(periodLines([{ key: "2026-03-04" }, { key: "2026-02-01" }], days, "day", range))).toEqual([
      "2026-03-04",
      "2026-02-01",
    ]);
  });
});
