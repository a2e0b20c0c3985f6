import { describe, expect, it } from "vitest";
import { formatQuantity, sharedUnit } from "./format-quantity";

describe("formatQuantity", () => {
  it("groups thousands the es-CO way and adds the lot's unit", () => {
    expect(formatQuantity(1234, "KG")).toBe("1.234 KG");
    expect(formatQuantity(111, "UD")).toBe("111 UD");
  });

  it("shows the number alone when the unit is unknown, never an invented one", () => {
    expect(formatQuantity(1234)).toBe("1.234");
    expect(formatQuantity(5, null)).toBe("5");
    expect(formatQuantity(5, "  ")).toBe("5");
  });
});

describe("sharedUnit", () => {
  it("is the unit all the lots share", () => {
    expect(sharedUnit([{ unit: "KG" }, { unit: "KG" }])).toBe("KG");
  });

  it("is null for lots in different units, for no lots, and for lots without a unit", () => {
    expect(sharedUnit([{ unit: "KG" }, { unit: "UD" }])).toBeNull();
    expect(sharedUnit([])).toBeNull();
    expect(sharedUnit([{ unit: null }])).toBeNull();
    expect(sharedUnit([{ unit: "KG" }, { unit: null }])).toBeNull();
  });
});
