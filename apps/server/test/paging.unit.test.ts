import { PAGE_SIZE } from "@inventario/shared/constants";
import { describe, expect, it } from "vitest";
import { cappedPage } from "../src/lib/paging";

/** A list of `size` rows with ids r0001…, and how many times its count ran. */
function list(size: number, capAt = Number.POSITIVE_INFINITY) {
  const ids = Array.from({ length: size }, (_, i) => ({ id: `r${String(i + 1).padStart(4, "0")}` }));
  const calls = { count: 0 };
  return {
    calls,
    source: {
      count: async () => {
        calls.count++;
        return { total: Math.min(size, capAt), capped: size > capAt };
      },
      rows: async (limit: number, offset: number) => ids.slice(offset, offset + limit),
    },
  };
}

describe("cappedPage", () => {
  it("answers a first page holding the whole list without counting it", async () => {
    for (const size of [0, 1, PAGE_SIZE]) {
      const { calls, source } = list(size);
      const page = await cappedPage({ page: 1 }, source);
      expect(page).toMatchObject({ total: size, total_pages: Math.ceil(size / PAGE_SIZE), total_capped: false });
      expect(page.data).toHaveLength(size);
      expect(page.next_after).toBeNull();
      expect(calls.count).toBe(0);
    }
  });

  it("counts a list longer than its first page, capped where its count stops", async () => {
    const { calls, source } = list(PAGE_SIZE + 1);
    expect(await cappedPage({ page: 1 }, source)).toMatchObject({
      total: PAGE_SIZE + 1,
      next_after: `r00${PAGE_SIZE}`,
    });
    expect(calls.count).toBe(1);
    const long = list(5 * PAGE_SIZE, 2 * PAGE_SIZE);
    expect(await cappedPage({ page: 1 }, long.source)).toMatchObject({ total: 2 * PAGE_SIZE, total_capped: true });
  });

  it("counts before a later page, and reads nothing past the counted rows", async () => {
    const { calls, source } = list(PAGE_SIZE + 3);
    const second = await cappedPage({ page: 2 }, source);
    expect(second.data.map((row) => row.id)).toEqual(["r0011", "r0012", "r0013"]);
    expect(second).toMatchObject({ total: PAGE_SIZE + 3, next_after: null });
    expect(calls.count).toBe(1);
    expect((await cappedPage({ page: 3 }, source)).data).toEqual([]);
  });

  it("counts the whole list on a page after `after`, however few rows it holds", async () => {
    const { calls, source } = list(PAGE_SIZE + 3);
    const page = await cappedPage({ page: 1, after: "r0010" }, { ...source, rows: async () => [{ id: "r0011" }] });
    expect(page).toMatchObject({ total: PAGE_SIZE + 3, data: [{ id: "r0011" }] });
    expect(calls.count).toBe(1);
  });
});
