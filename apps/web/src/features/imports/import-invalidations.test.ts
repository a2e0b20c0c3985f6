import { QueryClient, type QueryKey } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import {
  dashboardKeys,
  importKeys,
  inventoryKeys,
  peopleKeys,
  productDetailKeys,
  productKeys,
  warehouseKeys,
  withdrawalKeys,
} from "../../lib/query-keys";
import { invalidateAfterImport } from "./import-invalidations";

const VIEWS = {
  history: importKeys.list(1),
  products: productKeys.list("", 1),
  productNames: inventoryKeys.productNames(["p-1"]),
  detail: productDetailKeys.kardex("p-1", { from: "", to: "", warehouse: "", page: 1 }),
  stock: inventoryKeys.byProducts(["p-1"]),
  picking: withdrawalKeys.list("", 1),
  warehouses: warehouseKeys.options(),
  clients: peopleKeys.list("clients", "", 1),
  employees: peopleKeys.list("employees", "", 1),
  dashboard: dashboardKeys.recentMovements(),
} satisfies Record<string, QueryKey>;

type View = keyof typeof VIEWS;

/** The cached views an import of `kind` marks stale. */
async function staleAfter(kind: Parameters<typeof invalidateAfterImport>[1]): Promise<View[]> {
  const queryClient = new QueryClient();
  for (const key of Object.values(VIEWS)) queryClient.setQueryData(key, []);
  await invalidateAfterImport(queryClient, kind);
  return (Object.keys(VIEWS) as View[]).filter((view) => queryClient.getQueryState(VIEWS[view])?.isInvalidated);
}

describe("what an applied import makes stale", () => {
  it("products: the product list, names and details, and the dashboard", async () => {
    expect(await staleAfter("products")).toEqual([
      "history",
      "products",
      "productNames",
      "detail",
      "stock",
      "dashboard",
    ]);
  });

  it("opening stock: every view of stock, the picking requests, each product's movements and kardex", async () => {
    expect(await staleAfter("stock")).toEqual(["history", "products", "detail", "stock", "picking", "dashboard"]);
  });

  it("clients and employees: their own list", async () => {
    expect(await staleAfter("clients")).toEqual(["history", "clients", "dashboard"]);
    expect(await staleAfter("employees")).toEqual(["history", "employees"]);
  });

  it("warehouses: their list and selects, and the stock that names them", async () => {
    expect(await staleAfter("warehouses")).toEqual(["history", "detail", "stock", "warehouses", "dashboard"]);
  });
});
