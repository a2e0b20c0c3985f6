import { describe, expect, it } from "vitest";
import { formatReceiptNumber, numberingWarning, posNumberingMessages } from "./pos-numbering";

const numbering = { pos_from: 1, pos_to: 1_000, pos_valid_until: "2027-06-30" };

describe("POS numbering", () => {
  it("reads a receipt's number with its prefix, and none without a number", () => {
    expect(formatReceiptNumber("POS1", 1234)).toBe("POS1-1234");
    expect(formatReceiptNumber("", "77")).toBe("77");
    expect(formatReceiptNumber("POS1", null)).toBeNull();
  });

  it("warns in the last 5 % of the range or the last 30 days of validity, not before", () => {
    expect(numberingWarning(numbering, "POS1-950", "2026-11-29")).toBeNull();
    expect(numberingWarning(numbering, "POS1-951", "2026-11-29")).toBe(posNumberingMessages.nearEnd(49, "30/06/2027"));
    expect(numberingWarning(numbering, "POS1-10", "2027-05-30")).toBeNull();
    expect(numberingWarning(numbering, "POS1-10", "2027-05-31")).toBe(posNumberingMessages.nearEnd(990, "30/06/2027"));
    expect(numberingWarning({ pos_from: null, pos_to: null, pos_valid_until: null }, "1", "2026-11-29")).toBeNull();
  });
});
