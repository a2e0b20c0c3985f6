import { PAGE_SIZE } from "@inventario/shared/constants";
import { fromCents } from "@inventario/shared/money";
import type { Suggestion } from "@inventario/shared/purchases";
import type { Db } from "../../db/connection";
import { normalizeForSearch } from "../../lib/search-text";
import { type LevelKey, levelAlertsAfter } from "../alerts/alerts.repository";
import { stockByWarehouse } from "../inventory/inventory.repository";
import { syncedBusinessToday } from "../inventory/stock-ledger";
import * as productsRepo from "../products/products.repository";
import { activePrices } from "../suppliers/suppliers.repository";
import { activeWarehouses } from "../warehouses/warehouses.repository";
import * as repo from "./purchases.repository";

export type SuggestionFilters = {
  warehouse_id?: string | undefined;
  supplier_id?: string | undefined;
  category?: string | undefined;
  search?: string | undefined;
};

/** Low-stock rows read per step while a page fills. */
const STEP = 200;
/** Low-stock rows looked at per request at most: past them the answer says there are more. */
const LOOKED_AT_MAX = 5_000;

type Price = Awaited<ReturnType<typeof activePrices>>[number];

/** `needed` in whole packs of the price, at least its minimum quantity (itself in whole packs). */
export function roundToPacks(needed: number, price: { pack_size: number; min_quantity: number }): number {
  const pack = Math.max(1, price.pack_size);
  const wanted = Math.max(needed, price.min_quantity);
  return Math.ceil(wanted / pack) * pack;
}

/** The preferred supplier's price, else the cheapest whose minimum quantity fits `needed`, else the cheapest. */
export function chooseSupplier(prices: Price[], needed: number): Price | undefined {
  const preferred = prices.find((price) => price.preferred === 1);
  if (preferred) return preferred;
  const cheapest = (list: Price[]) =>
    list.reduce<Price | undefined>(
      (best, p) => (!best || Number(p.unit_cost_cents) < Number(best.unit_cost_cents) ? p : best),
      undefined,
    );
  return cheapest(prices.filter((price) => price.min_quantity <= needed)) ?? cheapest(prices);
}

const byProduct = <T extends { product_id: string }>(rows: T[]) => {
  const map = new Map<string, T[]>();
  for (const row of rows) map.set(row.product_id, [...(map.get(row.product_id) ?? []), row]);
  return map;
};

/**
 * The suggestions of a batch of low-stock rows: for each, max − (available + what open orders still
 * bring), in the chosen supplier's packs; rows already covered, or outside the filters, are left out.
 */
async function suggestionsOf(
  db: Db,
  rows: Awaited<ReturnType<typeof levelAlertsAfter>>,
  filters: SuggestionFilters,
  fallbackWarehouse: { id: string; name: string } | null,
): Promise<Suggestion[]> {
  const ids = [...new Set(rows.map((row) => row.product_id))];
  if (ids.length === 0) return [];
  const [ordered, prices, categories, stock] = await Promise.all([
    repo.openOrderedUnits(db, ids),
    activePrices(db, ids),
    productsRepo.productCategories(db, ids),
    stockByWarehouse(db, ids),
  ]);
  const orderedOf = byProduct(ordered);
  const pricesOf = byProduct(prices);
  const categoryOf = new Map(categories.map((row) => [row.id, row.category]));
  const mainWarehouse = new Map<string, { id: string; name: string; quantity: number }>();
  for (const row of stock) {
    const best = mainWarehouse.get(row.product_id);
    if (Number(row.quantity) > 0 && (!best || Number(row.quantity) > best.quantity))
      mainWarehouse.set(row.product_id, { id: row.id, name: row.name, quantity: Number(row.quantity) });
  }

  const found: Suggestion[] = [];
  for (const row of rows) {
    const category = categoryOf.get(row.product_id) ?? "";
    if (filters.category && category !== filters.category) continue;
    const open = orderedOf.get(row.product_id) ?? [];
    const onOrder = open
      .filter((o) => row.warehouse_id === null || o.warehouse_id === row.warehouse_id)
      .reduce((sum, o) => sum + Number(o.units), 0);
    const available = Number(row.available);
    const minimum = Number(row.minimum);
    const maximum = Number(row.maximum);
    const needed = Math.max(maximum, minimum) - (available + onOrder);
    if (needed <= 0) continue;
    const price = chooseSupplier(pricesOf.get(row.product_id) ?? [], needed);
    if (filters.supplier_id && price?.supplier_id !== filters.supplier_id) continue;
    const destination =
      row.warehouse_id !== null
        ? { id: row.warehouse_id, name: row.warehouse_name ?? "" }
        : (mainWarehouse.get(row.product_id) ?? fallbackWarehouse);
    found.push({
      product: { id: row.product_id, name: row.product_name, sku: row.sku, category },
      warehouse: destination ? { id: destination.id, name: destination.name } : null,
      level: row.warehouse_id === null ? "product" : "warehouse",
      available,
      minimum,
      maximum,
      on_order: onOrder,
      needed,
      quantity: price ? roundToPacks(needed, price) : needed,
      supplier: price ? { id: price.supplier_id, name: price.supplier_name } : null,
      unit_cost: price ? fromCents(Number(price.unit_cost_cents)) : null,
      pack_size: price?.pack_size ?? 1,
      min_quantity: price?.min_quantity ?? 1,
    });
  }
  return found;
}

/**
 * Adds a suggestion unless one for the same product and destination warehouse is there: a product short
 * of its own minimum and of its warehouse's is one order line, the larger need (on a tie, the warehouse's).
 */
function keep(found: Suggestion[], seen: Map<string, number>, suggestion: Suggestion) {
  const key = `${suggestion.product.id}\u0000${suggestion.warehouse?.id ?? ""}`;
  const at = seen.get(key);
  if (at === undefined) {
    seen.set(key, found.length);
    found.push(suggestion);
    return;
  }
  const earlier = found[at]!;
  if (suggestion.needed > earlier.needed || (suggestion.needed === earlier.needed && suggestion.level === "warehouse"))
    found[at] = suggestion;
}

/**
 * A page of the replenishment suggestions (issue 32), most urgent first: the low-stock rows of 'Alertas'
 * read in their index's order, a step at a time, until the page is full. What the page's end leaves
 * unread is not counted: `total` is what was found up to it, `total_capped` says more may follow.
 */
export async function suggestionPage(db: Db, page: number, filters: SuggestionFilters) {
  await syncedBusinessToday(db);
  const [first] = await activeWarehouses(db);
  const fallback = first ? { id: first.id, name: first.name } : null;
  const wanted = page * PAGE_SIZE + 1;
  const term = filters.search ? normalizeForSearch(filters.search) || undefined : undefined;
  const found: Suggestion[] = [];
  const seen = new Map<string, number>();
  let after: LevelKey | null = null;
  let lookedAt = 0;
  let exhausted = false;
  while (found.length < wanted && lookedAt < LOOKED_AT_MAX) {
    const rows = await levelAlertsAfter(
      db,
      "short",
      { warehouseIds: filters.warehouse_id === undefined ? undefined : [filters.warehouse_id], search: term },
      after,
      STEP,
    );
    lookedAt += rows.length;
    for (const suggestion of await suggestionsOf(db, rows, filters, fallback)) keep(found, seen, suggestion);
    const last = rows.at(-1);
    if (!last || rows.length < STEP) {
      exhausted = true;
      break;
    }
    after = { gap: Number(last.gap), product_id: last.product_id, warehouse_id: last.warehouse_id ?? "" };
  }
  const start = (page - 1) * PAGE_SIZE;
  return {
    data: found.slice(start, start + PAGE_SIZE),
    page,
    total_pages: Math.ceil(found.length / PAGE_SIZE),
    total: found.length,
    // The low-stock rows were not all read: more suggestions may follow («más de …»).
    total_capped: !exhausted,
  };
}
