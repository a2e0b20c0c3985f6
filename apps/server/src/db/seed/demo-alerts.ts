import { addDays } from "@inventario/shared/alerts";
import { businessToday } from "../../lib/business-date";
import type { Db } from "../connection";
import { refreshStockAlertFigures } from "../maintenance/stock-alert-figures";

/**
 * Every kind of stock alert in the demo (issue 19), made from the catalogue the earlier seeders left:
 * three lots past their date (one of them its product's only stock, so that product is also 'Agotado'),
 * four products whose minimum is above what they have ('Stock bajo'), and two warehouses whose own
 * minimum is above their stock. 'Por vencer' comes from the catalogue's perishables. Lots of products
 * with pending sales are left alone, so no reservation counts on stock that then expires. Ends by
 * recomputing the kept figures (db/maintenance/stock-alert-figures.ts), as the seeders wrote rows directly.
 */
export async function seedDemoAlerts(db: Db): Promise<void> {
  const today = businessToday();
  const pending = db
    .selectFrom("withdrawal_items")
    .innerJoin("withdrawals", "withdrawals.id", "withdrawal_items.withdrawal_id")
    .select("withdrawal_items.product_id")
    .where("withdrawals.status", "=", "PENDING");
  const singleLots = await db
    .selectFrom("lots")
    .select(["id", "product_id", "quantity"])
    .where("quantity", ">", 0)
    .where("product_id", "not in", pending)
    .where("product_id", "in", (eb) =>
      eb
        .selectFrom("lots")
        .select("product_id")
        .groupBy("product_id")
        .having((h) => h.fn.countAll(), "=", 1),
    )
    .orderBy("lot_number")
    .limit(9)
    .execute();
  const [onlyStock, ...rest] = singleLots;
  const expired = [onlyStock, rest[0], rest[1]].filter((lot) => lot !== undefined);
  for (const [index, lot] of expired.entries()) {
    await db
      .updateTable("lots")
      .set({ expiration_date: addDays(today, -[2, 9, 20][index]!) })
      .where("id", "=", lot.id)
      .execute();
  }
  for (const lot of rest.slice(2, 6)) {
    await db
      .updateTable("products")
      .set({ min_stock: Number(lot.quantity) + 10 })
      .where("id", "=", lot.product_id)
      .execute();
  }
  for (const lot of rest.slice(6, 8)) {
    await db
      .updateTable("lots")
      .set({ min_stock: Number(lot.quantity) + 5 })
      .where("id", "=", lot.id)
      .execute();
  }
  await refreshStockAlertFigures(db, today);
}
