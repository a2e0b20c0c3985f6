import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import {
  cashSessionKeys,
  dashboardKeys,
  inventoryKeys,
  peopleKeys,
  productDetailKeys,
  productKeys,
  warehouseStockKeys,
  withdrawalKeys,
} from "./query-keys";
import { invalidateAfterStockWrite, staleAfterStockWrite } from "./stock-write-invalidations";

// Every source file of the features, as text.
const sources = import.meta.glob<string>("../features/**/*.{ts,tsx}", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** Where a relative import of `file` lands, as a key of `sources` (with its extension). */
function importedSources(file: string, text: string): string[] {
  return [...text.matchAll(/from "(\.{1,2}\/[^"]+)"/g)].flatMap(([, specifier]) => {
    const parts = file.split("/").slice(0, -1);
    for (const segment of specifier!.split("/")) {
      if (segment === "..") parts.pop();
      else if (segment !== ".") parts.push(segment);
    }
    const path = parts.join("/");
    return [`${path}.ts`, `${path}.tsx`].filter((candidate) => candidate in sources);
  });
}

const callsIt = (text: string) => /\binvalidateAfterStockWrite\(/.test(text);

/**
 * Keyed writes that move money and no stock (a cash shift's opening, movements and closing, issue 35): they
 * take an Idempotency-Key like every money write, but no view of stock changes with them.
 */
const MONEY_ONLY_WRITES = new Set([
  "../features/cash-sessions/api/open-cash-session.ts",
  "../features/cash-sessions/api/add-cash-movement.ts",
  "../features/cash-sessions/api/close-cash-session.ts",
]);

describe("what a stock write makes stale", () => {
  it("reads the features", () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
  });

  it("is the one list every stock-writing call uses (each is sent with an Idempotency-Key, decision 0012)", () => {
    const stockWrites = Object.entries(sources).filter(
      ([file, text]) => !file.includes(".test.") && !MONEY_ONLY_WRITES.has(file) && /\buseIdempotentWrite\(/.test(text),
    );
    // A sale, its cancellation and return, an entry, a restock or withdrawal, a new product, a write-off,
    // a transfer, a dispatch: fewer means this test lost track of them.
    expect(stockWrites.length).toBeGreaterThanOrEqual(9);
    const forgotten = stockWrites
      .filter(
        ([file, text]) =>
          !callsIt(text) && !importedSources(file, text).some((imported) => callsIt(sources[imported]!)),
      )
      .map(
        ([file]) =>
          `${file} writes stock but does not mark the stock views stale: call invalidateAfterStockWrite (lib/stock-write-invalidations.ts) on success`,
      );
    expect(forgotten).toEqual([]);
  });

  it("knows the money-only writes it leaves out, each a keyed write that imports nothing of stock", () => {
    for (const file of MONEY_ONLY_WRITES) {
      const text = sources[file];
      expect(text, file).toMatch(/\buseIdempotentWrite\(/);
      expect(text, file).not.toMatch(/stock-write-invalidations/);
    }
  });

  it("names every view of stock, and each product's detail once", () => {
    expect(staleAfterStockWrite(["p-1", "p-2", "p-1"])).toEqual([
      inventoryKeys.all,
      productKeys.all,
      withdrawalKeys.all,
      dashboardKeys.all,
      warehouseStockKeys.all,
      cashSessionKeys.all,
      productDetailKeys.all("p-1"),
      productDetailKeys.all("p-2"),
    ]);
  });

  it("reloads what is on screen, or only marks it stale when asked", async () => {
    const queryClient = new QueryClient();
    const views = [
      productKeys.list("", 1),
      productDetailKeys.lots("p-1", 1),
      peopleKeys.list("clients", "", 1),
    ] as const;
    for (const queryKey of views) queryClient.setQueryData(queryKey, []);
    await invalidateAfterStockWrite(queryClient, ["p-1"], { refetchType: "none" });
    expect(views.map((queryKey) => queryClient.getQueryState(queryKey)?.isInvalidated)).toEqual([true, true, false]);
  });
});
