import { describe, expect, it } from "vitest";
import { keepMoney, moneyNumber, moneyText, returnedUnits, toNumber } from "./form-numbers";

describe("money boxes", () => {
  it.each([
    ["12500", "12500"],
    ["$ 12.500,00", "12500,00"],
    ["12500,567", "12500,56"],
    ["1,2,3", "1,23"],
    ["abc", ""],
  ])("keep '%s' as '%s'", (typed, kept) => {
    expect(keepMoney(typed)).toBe(kept);
  });

  it("write and read a decimal comma", () => {
    expect(moneyText(12500.5)).toBe("12500,5");
    expect(moneyText(12500)).toBe("12500");
    expect(moneyNumber("12500,5")).toBe(12500.5);
    expect(moneyNumber("")).toBeUndefined();
  });
});

describe("toNumber", () => {
  it("leaves an empty box missing instead of 0", () => {
    expect(toNumber("  ")).toBeUndefined();
    expect(toNumber("42")).toBe(42);
  });
});

describe("returnedUnits", () => {
  it.each([
    ["", 0],
    ["  ", 0],
    ["0", 0],
    [" 3 ", 3],
    ["5", 5],
  ])("reads '%s' as %d of at most 5", (typed, units) => {
    expect(returnedUnits(typed, 5)).toBe(units);
  });

  it.each(["6", "-1", "2,5", "1.5", "dos", "1e2"])("refuses '%s' when at most 5 may go back", (typed) => {
    expect(returnedUnits(typed, 5)).toBeNull();
  });
});
