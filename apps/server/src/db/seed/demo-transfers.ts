import type { StockTransaction } from "../../modules/idempotency/idempotent-transaction";
import { recordTransfer } from "../../modules/transfers/transfers.service";
import { demoEmployeeWithRole } from "./demo-people";
import { mulberry32 } from "./random";

const TRANSFERS = 8;
const NOTES = ["Reparto entre sedes", "Reposición de la sede", null, "Cierre de temporada"];

/**
 * A few transfers between warehouses, recorded as staff would: through the transfer service's own
 * transaction body (recordTransfer), so each is numbered, searchable and written to the ledger as a
 * TRANSFER_OUT and a TRANSFER_IN by the stock ledger. Runs after the catalog, from lots holding stock.
 */
export async function seedDemoTransfers(db: StockTransaction): Promise<void> {
  const random = mulberry32(41);
  const warehouses = (await db.selectFrom("warehouses").select("id").orderBy("name_key").execute()).map((w) => w.id);
  const lots = await db
    .selectFrom("lots")
    .innerJoin("products", "products.id", "lots.product_id")
    .select(["lots.product_id", "lots.warehouse_id", "lots.lot_number", "lots.quantity"])
    .where("lots.quantity", ">=", 30)
    .orderBy("products.sku")
    .orderBy("lots.lot_key")
    .execute();
  const by = await demoEmployeeWithRole(db, "bodeguero");
  const step = Math.max(1, Math.floor(lots.length / TRANSFERS));
  for (let i = 0; i < TRANSFERS && i * step < lots.length; i++) {
    const lot = lots[i * step]!;
    const others = warehouses.filter((id) => id !== lot.warehouse_id);
    await recordTransfer(
      db,
      {
        product_id: lot.product_id,
        from_warehouse_id: lot.warehouse_id,
        lot_number: lot.lot_number,
        to_warehouse_id: others[Math.floor(random() * others.length)]!,
        quantity: 5 + Math.floor(random() * (lot.quantity / 3)),
        note: NOTES[i % NOTES.length] ?? undefined,
      },
      by,
    );
  }
}
