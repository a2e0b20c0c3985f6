import { describe, expect, it } from "vitest";

// Every source file of the app but the tests, as text.
const sources = import.meta.glob<string>(["../**/*.{ts,tsx}", "!../**/*.test.{ts,tsx}"], {
  query: "?raw",
  import: "default",
  eager: true,
});

/** A native date input, written as JSX or as a field spec's input props. */
const NATIVE_DATE = /type\s*[=:]\s*\{?\s*["']date["']/;

describe("date inputs", () => {
  it("reads the app's sources", () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
  });

  it("has no native date input: every date a user types is the app's DateField (dd/mm/aaaa in any browser)", () => {
    const native = Object.entries(sources)
      .filter(([, text]) => NATIVE_DATE.test(text))
      .map(([path]) => path);
    expect(native, 'use components/date-field.tsx (FormDateField in a form), not <input type="date">').toEqual([]);
  });

  it("recognises a native date input in either spelling", () => {
    expect(NATIVE_DATE.test('<input type="date" />')).toBe(true);
    expect(NATIVE_DATE.test('input: { type: "date" }')).toBe(true);
    expect(NATIVE_DATE.test('<input type="text" />')).toBe(false);
  });
});
