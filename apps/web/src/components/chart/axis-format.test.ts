import { describe, expect, it } from "vitest";
import { formatCompactPesos, formatCount } from "./axis-format";

describe("formatCompactPesos", () => {
  it.each([
    [0, "$ 0"],
    [999, "$ 999"],
    [1_000, "$ 1 mil"],
    [1_500, "$ 1,5 mil"],
    [250_000, "$ 250 mil"],
    [750_000, "$ 750 mil"],
    [950_000, "$ 950 mil"],
    [1_000_000, "$ 1 millón"],
    [1_250_000, "$ 1,3 millones"],
    [2_000_000, "$ 2 millones"],
    [15_000_000, "$ 15 millones"],
    [1_000_000_000, "$ 1.000 millones"],
    [1_200_000_000, "$ 1.200 millones"],
  ])("%d pesos read «%s»", (value, text) => {
    expect(formatCompactPesos(value)).toBe(text);
  });

  it("reads a figure that rounds up to the next unit in that unit", () => {
    expect(formatCompactPesos(999.6)).toBe("$ 1 mil");
    expect(formatCompactPesos(999_999)).toBe("$ 1 millón");
    expect(formatCompactPesos(1_040_000)).toBe("$ 1 millón");
    expect(formatCompactPesos(1_960_000)).toBe("$ 2 millones");
  });

  it("shows a decimal only when it is not zero, and a sign before a negative figure", () => {
    expect(formatCompactPesos(2_500)).toBe("$ 2,5 mil");
    expect(formatCompactPesos(12_340_000)).toBe("$ 12,3 millones");
    expect(formatCompactPesos(-250_000)).toBe("-$ 250 mil");
    expect(formatCompactPesos(-0)).toBe("$ 0");
  });
});

describe("formatCount", () => {
  it("groups thousands as in Colombia", () => {
    expect(formatCount(1_200)).toBe("1.200");
  });
});
