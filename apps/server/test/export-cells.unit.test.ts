import { afterEach, describe, expect, it } from "vitest";
import { useBusinessTimeZone } from "../src/lib/business-date";
import { wallClock } from "../src/lib/export/cells";
import { csvCell } from "../src/lib/export/csv";

// The export's cells (issue 20): instants written as the business's wall clock, in any zone, across
// daylight-saving changes; the CSV's es-CO forms. No database: the same on both projects.

const clock = (iso: string) => wallClock(iso).toISOString().slice(0, 16);

afterEach(() => useBusinessTimeZone("America/Bogota"));

describe("export cells", () => {
  it("writes an instant as the business's wall clock", () => {
    expect(clock("2026-11-24T04:30:00.000Z")).toBe("2026-11-23T23:30");
    expect(clock("2026-11-24T05:00:00.000Z")).toBe("2026-11-24T00:00");
    useBusinessTimeZone("America/New_York");
    // The night clocks jump from 02:00 to 03:00, and the night they go back.
    expect(clock("2025-03-09T06:59:00.000Z")).toBe("2025-03-09T01:59");
    expect(clock("2025-03-09T07:00:00.000Z")).toBe("2025-03-09T03:00");
    expect(clock("2025-11-02T05:30:00.000Z")).toBe("2025-11-02T01:30");
    expect(clock("2025-11-02T06:30:00.000Z")).toBe("2025-11-02T01:30");
    useBusinessTimeZone("Asia/Kolkata");
    expect(clock("2025-01-01T00:02:00.000Z")).toBe("2025-01-01T05:32");
  });

  it("writes CSV cells as es-CO Excel reads them", () => {
    expect(csvCell("money", 1234.5)).toBe("1234,50");
    expect(csvCell("number", 0.25)).toBe("0,25");
    expect(csvCell("integer", -3)).toBe("-3");
    expect(csvCell("date", "2024-02-29")).toBe("29/02/2024");
    expect(csvCell("datetime", "2026-11-24T17:05:00.000Z")).toBe("24/11/2026 12:05");
    expect(csvCell("text", "Peñalosa")).toBe("Peñalosa");
    expect(csvCell("text", "=1+1")).toBe("'=1+1");
    expect(csvCell("text", null)).toBe("");
  });
});
