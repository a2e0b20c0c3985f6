import type { AlertRow, ProductAlertRow } from "@inventario/shared/alerts";
import type { Db } from "../../db/connection";
import * as repo from "./alert-products.repository";
import type { AlertFilters, LevelAlertRow } from "./alerts.repository";

type Kind = "low" | "out";
type Source = Awaited<ReturnType<typeof repo.transferSources>>[number];

/**
 * A page of the low/out list grouped by product (issue 32): each product's own figures, whether they are
 * themselves in the alert, and its warehouses' alerts underneath, each with the warehouse to move units from.
 */
export async function productAlertPage(
  db: Db,
  kind: Kind,
  filters: AlertFilters,
  offset: number,
  toRow: (kind: Kind, row: LevelAlertRow) => AlertRow,
): Promise<{ total: number; rows: ProductAlertRow[] }> {
  // A page past the end is empty by itself: the count need not come first.
  const [total, ids] = await Promise.all([
    repo.countAlertProducts(db, kind, filters),
    repo.alertProductPage(db, kind, filters, offset),
  ]);
  const [{ alerts, products }, sources] = await Promise.all([
    repo.alertsOfProducts(db, kind, filters, ids),
    repo.transferSources(db, ids),
  ]);
  const sourcesOf = groupBy(sources, (source) => source.product_id);
  const alertsOf = groupBy(alerts, (row) => row.product_id);
  const productOf = new Map(products.map((row) => [row.product_id, row]));
  const rows = ids.flatMap((id) => {
    const head = productOf.get(id);
    if (!head) return [];
    const own = alertsOf.get(id)?.find((row) => row.warehouse_id === null);
    return [
      {
        ...toRow(kind, own ?? head),
        own_alert: own !== undefined,
        warehouses: (alertsOf.get(id) ?? [])
          .filter((row) => row.warehouse_id !== null)
          .map((row) => ({ ...toRow(kind, row), transfer_from: sourceFor(sourcesOf.get(id), row.warehouse_id) })),
      },
    ];
  });
  return { total, rows };
}

/** The warehouse holding the most of the product above its own minimum, other than the one short of it. */
function sourceFor(sources: Source[] | undefined, short: string | null) {
  const source = sources?.find((each) => each.warehouse_id !== short);
  return source ? { id: source.warehouse_id, name: source.name, available: Number(source.available) } : null;
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}
