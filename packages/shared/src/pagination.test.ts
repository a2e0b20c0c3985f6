import { describe, expect, it } from "vitest";
import { keysetQuerySchema, pageQuerySchema, paginationMessages } from "./pagination";

describe("pageQuerySchema", () => {
  it("defaults to page 1 and coerces query strings", () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1 });
    expect(pageQuerySchema.parse({ page: "7" })).toEqual({ page: 7 });
  });

  it.each(["0", "-1", "1.5", "abc"])("rejects page %j", (page) => {
    expect(pageQuerySchema.safeParse({ page }).success).toBe(false);
  });
});

describe("keysetQuerySchema", () => {
  it("takes after with the first page only", () => {
    expect(keysetQuerySchema.parse({ after: "x" })).toEqual({ page: 1, after: "x" });
    expect(keysetQuerySchema.parse({ page: "1", after: "x" })).toEqual({ page: 1, after: "x" });
    expect(keysetQuerySchema.parse({ page: "5" })).toEqual({ page: 5 });
  });

  it("refuses a later page with after, on page, in Spanish", () => {
    const result = keysetQuerySchema.safeParse({ page: "5", after: "x" });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ["page"], message: paginationMessages.pageWithAfter }),
    ]);
  });
});
