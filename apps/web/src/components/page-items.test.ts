import { describe, expect, it } from "vitest";
import { pageItems } from "./page-items";

describe("pageItems", () => {
  it("shows nothing when there is at most one page", () => {
    expect(pageItems(1, 1)).toEqual([]);
    expect(pageItems(1, 0)).toEqual([]);
  });

  it("shows both pages when there are two", () => {
    expect(pageItems(1, 2)).toEqual([1, 2]);
    expect(pageItems(2, 2)).toEqual([1, 2]);
  });

  it.each([
    [1, [1, 2, "end-ellipsis", 5]],
    [2, [1, 2, 3, "end-ellipsis", 5]],
    [3, [1, 2, 3, 4, 5]],
    [4, [1, "start-ellipsis", 3, 4, 5]],
    [5, [1, "start-ellipsis", 4, 5]],
  ])("with 5 pages on page %i shows %j", (page, expected) => {
    expect(pageItems(page, 5)).toEqual(expected);
  });

  it("with 20 pages in the middle puts an ellipsis on both sides", () => {
    expect(pageItems(10, 20)).toEqual([1, "start-ellipsis", 9, 10, 11, "end-ellipsis", 20]);
  });

  it("with 20 pages at the ends keeps the first and last page", () => {
    expect(pageItems(1, 20)).toEqual([1, 2, "end-ellipsis", 20]);
    expect(pageItems(20, 20)).toEqual([1, "start-ellipsis", 19, 20]);
  });

  it("treats an out-of-range page as the nearest end", () => {
    expect(pageItems(0, 5)).toEqual(pageItems(1, 5));
    expect(pageItems(99, 5)).toEqual(pageItems(5, 5));
  });
});
