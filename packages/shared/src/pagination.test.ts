import { describe, expect, it } from "vitest";
import { pageQuerySchema } from "./pagination";

describe("pageQuerySchema", () => {
  it("defaults to page 1 and coerces query strings", () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1 });
    expect(pageQuerySchema.parse({ page: "7" })).toEqual({ page: 7 });
  });

  it.each(["0", "-1", "1.5", "abc"])("rejects page %j", (page) => {
    expect(pageQuerySchema.safeParse({ page }).success).toBe(false);
  });
});
