import { describe, expect, it } from "vitest";
import { firstIdAt, msecsOf, newId, newIdAt } from "../src/lib/ids";

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

  it("newId: version-7 ids in the order they were made, each with random bits of its own across refills of the pool", () => {
    const ids = Array.from({ length: 2_000 }, () => newId());
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect([...ids].sort()).toEqual(ids);
    // The last 10 hex digits are random bytes only (the sequence ends before them): none repeats.
    expect(new Set(ids.map((id) => id.slice(-10))).size).toBe(ids.length);
    const sameInstant = Array.from({ length: 2_000 }, () => newIdAt(new Date(0)));
    expect(new Set(sameInstant).size).toBe(sameInstant.length);
  });
});
