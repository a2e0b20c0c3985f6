import { describe, expect, it } from "vitest";
import { addMonths, monthWeeks, weekdayIndex } from "./calendar-days";
import { isoToText, maskDateText, textToIso } from "./date-text";

/** What the field shows after each character is typed, one at a time, as a person types. */
function typed(keys: string): string {
  let shown = "";
  for (const key of keys) shown = maskDateText(shown + key, false);
  return shown;
}

describe("date text", () => {
  it("turns YYYY-MM-DD around for the screen and back", () => {
    expect(isoToText("2024-03-05")).toBe("05/03/2024");
    expect(isoToText("")).toBe("");
    expect(textToIso("05/03/2024")).toBe("2024-03-05");
    expect(textToIso("2024-03-05")).toBe("2024-03-05");
  });

  it("is no date while incomplete or when the day does not exist", () => {
    expect(textToIso("05/03/20")).toBeNull();
    expect(textToIso("31/02/2024")).toBeNull();
    expect(textToIso("29/02/2023")).toBeNull();
    expect(textToIso("29/02/2024")).toBe("2024-02-29");
  });

  it("puts the slashes in as the digits are typed", () => {
    expect(typed("3")).toBe("3");
    expect(typed("31")).toBe("31/");
    expect(typed("3101")).toBe("31/01/");
    expect(typed("31012024")).toBe("31/01/2024");
    expect(typed("310120245")).toBe("31/01/2024");
  });

  it("moves on after a day or month that cannot take a second digit, or after a typed separator", () => {
    expect(typed("4")).toBe("04/");
    expect(typed("42")).toBe("04/02/");
    expect(typed("5/3/2024")).toBe("05/03/2024");
    expect(typed("05-03-2024")).toBe("05/03/2024");
    expect(typed("ab1")).toBe("1");
  });

  it("turns a whole pasted ISO date around, and adds nothing while deleting", () => {
    expect(maskDateText("2020-01-31", false)).toBe("31/01/2020");
    expect(maskDateText("31", true)).toBe("31");
    expect(maskDateText("31/0", true)).toBe("31/0");
  });
});

describe("calendar days", () => {
  it("lays a month out in weeks from Monday", () => {
    // March 2024 starts on a Friday and has 31 days: five weeks.
    const weeks = monthWeeks("2024-03-15");
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([null, null, null, null, "2024-03-01", "2024-03-02", "2024-03-03"]);
    expect(weeks.at(-1)?.at(-1)).toBe("2024-03-31");
    expect(weekdayIndex("2024-03-04")).toBe(0);
  });

  it("keeps the month's last day when the next month is shorter", () => {
    expect(addMonths("2024-01-31", 1)).toBe("2024-02-29");
    expect(addMonths("2024-03-15", -12)).toBe("2023-03-15");
  });
});
