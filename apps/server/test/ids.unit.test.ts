import { describe, expect, it } from "vitest";
import { firstIdAt, msecsOf, newIdAt } from "../src/lib/ids";

describe("time-ordered ids", () => {
  it("firstIdAt bounds the ids of an instant: at or after it compare greater or equal, before it smaller", () => {
    for (const instant of [0, 1, Date.parse("2026-11-29T05:00:00.000Z"), Date.parse("2099-01-01T00:00:00.000Z")]) {
      const bound = firstIdAt(instant);
      expect(msecsOf(bound)).toBe(instant);
      for (let i = 0; i < 50; i++) {
        expect(newIdAt(new Date(instant)) >= bound).toBe(true);
        expect(newIdAt(new Date(instant + 1)) > bound).toBe(true);
        if (instant > 0) expect(newIdAt(new Date(instant - 1)) < bound).toBe(true);
      }
    }
  });
});
