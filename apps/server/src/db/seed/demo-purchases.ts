import { addDays } from "@inventario/shared/dates";
import {
  purchaseOrderInputSchema,
  purchaseReceiptInputSchema,
  supplierReturnInputSchema,
} from "@inventario/shared/purchases";
import { businessToday } from "../../lib/business-date";
import type { StockTransaction } from "../../modules/idempotency/idempotent-transaction";
import { receiveLines } from "../../modules/purchases/purchase-receiving";
import * as purchasesRepo from "../../modules/purchases/purchases.repository";
import { endOrder, insertDraft, sendOrder } from "../../modules/purchases/purchases.service";
import { returnLines } from "../../modules/purchases/supplier-returns";
import { demoOwnerAndStorekeeper } from "./demo-people";

type Fate = "draft" | "sent" | "partial" | "received" | "cancelled" | "closed";

/** One order of each state the list shows, in the order they were placed (the oldest first). */
const ORDERS: Array<{ fate: Fate; lines: number; expectedIn: number; notes: string }> = [
  { fate: "received", lines: 3, expectedIn: -12, notes: "Pedido quincenal de reposición" },
  { fate: "cancelled", lines: 2, expectedIn: -8, notes: "Duplicado por error" },
  { fate: "closed", lines: 2, expectedIn: -6, notes: "Temporada de fin de año" },
  { fate: "partial", lines: 3, expectedIn: 2, notes: "Entregas parciales acordadas con el proveedor" },
  { fate: "sent", lines: 3, expectedIn: 5, notes: "" },
  { fate: "draft", lines: 2, expectedIn: 9, notes: "Confirmar precios antes de enviar" },
];

/**
 * Purchase orders in every state, with their receipts and one return to a supplier (issue 32), written
 * as staff would: through the purchases' own transaction bodies, so each document is numbered and every
 * unit that comes in or goes back is a PURCHASE or SUPPLIER_RETURN movement of the stock ledger. Runs
 * after the alerts' seeder and orders only products outside every alert, so the demo's alerts and
 * suggestions read as that seeder left them.
 */
export async function seedDemoPurchases(db: StockTransaction): Promise<void> {
  const staff = await demoOwnerAndStorekeeper(db);
  if (!staff) return;
  const { owner: buyer, storekeeper: receiver, warehouse } = staff;
  const prices = await db
    .selectFrom("supplier_products as sp")
    .innerJoin("suppliers as s", "s.id", "sp.supplier_id")
    .innerJoin("products as p", "p.id", "sp.product_id")
    .select(["sp.supplier_id", "sp.product_id", "sp.unit_cost_cents", "sp.pack_size"])
    .where("s.is_active", "=", 1)
    .where("sp.preferred", "=", 1)
    .where("p.is_active", "=", 1)
    .where("p.low_gap", "is", null)
    .where("p.out_gap", "is", null)
    .where("p.reserved", "=", 0)
    .orderBy("p.sku")
    .execute();
  if (!warehouse || prices.length === 0) return;

  const today = businessToday();
  let next = 0;
  for (const [index, plan] of ORDERS.entries()) {
    const supplierId = prices[(index * 7) % prices.length]!.supplier_id;
    const lines = prices.filter((price) => price.supplier_id === supplierId).slice(next % 4, (next % 4) + plan.lines);
    next += plan.lines;
    const input = purchaseOrderInputSchema.parse({
      supplier_id: supplierId,
      warehouse_id: warehouse.id,
      expected_at: addDays(today, plan.expectedIn),
      notes: plan.notes,
      items: lines.map((line, n) => ({
        product_id: line.product_id,
        quantity: line.pack_size * (2 + n),
        unit_cost: Number(line.unit_cost_cents) / 100,
      })),
    });
    const id = await insertDraft(db, input, buyer);
    if (plan.fate === "draft") continue;
    if (plan.fate === "cancelled") {
      await endOrder(db, id, "El proveedor no tenía existencias", "CANCELLED");
      continue;
    }
    await sendOrder(db, id);
    if (plan.fate === "sent") continue;
    const items = await purchasesRepo.orderItems(db, id);
    // Partial and closed orders get half of each line; a received one gets it all, in two receipts.
    const first = items.map((item) => ({ item, quantity: Math.ceil(item.quantity / 2) }));
    const receipt = await receiveLines(db, id, receiptInput(first, `L${today.replaceAll("-", "")}-${index}`), receiver);
    if (plan.fate === "partial") continue;
    if (plan.fate === "closed") {
      await endOrder(db, id, "El proveedor no completará el pedido", "CLOSED");
      continue;
    }
    await receiveLines(
      db,
      id,
      receiptInput(
        first.map(({ item, quantity }) => ({ item, quantity: item.quantity - quantity })),
        null,
      ),
      receiver,
    );
    // Part of the first receipt's first lot went back: it arrived damaged.
    const [line] = await purchasesRepo.receiptLines(db, receipt.id);
    if (line)
      await returnLines(
        db,
        receipt.id,
        supplierReturnInputSchema.parse({
          reason: "Unidades averiadas en el transporte",
          items: [
            {
              product_id: line.product_id,
              warehouse_id: line.warehouse_id,
              lot_number: line.lot_number,
              quantity: Math.max(1, Math.floor(line.quantity / 4)),
            },
          ],
        }),
        receiver,
      );
  }

  function receiptInput(
    lines: Array<{ item: { id: string; unit_cost_cents: number | string }; quantity: number }>,
    lot: string | null,
  ) {
    return purchaseReceiptInputSchema.parse({
      items: lines
        .filter(({ quantity }) => quantity > 0)
        .map(({ item, quantity }, n) => ({
          item_id: item.id,
          quantity,
          lot_number: lot === null ? null : `${lot}${n}`,
          expiration_date: lot === null ? null : addDays(today, 180 + n * 30),
          unit_cost: Number(item.unit_cost_cents) / 100,
        })),
    });
  }
}
