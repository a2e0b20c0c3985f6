import { toCents } from "@inventario/shared/money";
import type { StockTransaction } from "../../modules/idempotency/idempotent-transaction";
import { registerReturn } from "../../modules/sales/sale-returns.service";
import { registerSale } from "../../modules/sales/sales.service";
import { cancelSale, saleDetail } from "../../modules/sales/sales-history.service";
import { assignStock } from "../../modules/withdrawals/withdrawals.service";
import { demoEmployeeWithRole } from "./demo-people";
import { mulberry32 } from "./random";

const SALES = 10;
/** What happens to each demo sale after it is registered, in order (the rest stay pending). */
const FATES = ["dispatched", "returned", "dispatched", "partly dispatched", "cancelled", "partly returned"] as const;
type Fate = (typeof FATES)[number];

/**
 * A few sales as staff would record them, through the services' own transaction bodies: each numbered
 * with its picking request (V-/A-), some dispatched from the warehouses holding the stock (OUT rows by
 * the stock ledger), one partly, one cancelled with its reason, two of the dispatched ones returned
 * (returnDemoSale), the rest pending. Runs after the catalog and the transfers, from products with
 * stock in some warehouse.
 */
export async function seedDemoSales(db: StockTransaction): Promise<void> {
  const random = mulberry32(57);
  const employee = await demoEmployeeWithRole(db, "vendedor");
  if (!employee) return;
  const clients = await db.selectFrom("clients").select("identification").orderBy("identification").execute();
  // Per product, the warehouse holding most of it: where its sales are picked from.
  const stocked = await db
    .selectFrom("lots")
    .innerJoin("products", "products.id", "lots.product_id")
    .select(["lots.product_id", "lots.warehouse_id", "products.price_cents"])
    .select((eb) => eb.fn.sum<number>("lots.quantity").as("quantity"))
    .where("products.is_active", "=", 1)
    .groupBy(["lots.product_id", "lots.warehouse_id", "products.price_cents"])
    // More than all the demo sales could take of one product: none is refused for want of stock.
    .having((eb) => eb.fn.sum("lots.quantity"), ">=", 50)
    .orderBy("lots.product_id")
    .orderBy("lots.warehouse_id")
    .execute();
  const products = [...new Map(stocked.map((row) => [row.product_id, row])).values()];
  if (products.length === 0 || clients.length === 0) return;

  for (let i = 0; i < SALES; i++) {
    const lines = [...new Set(Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(random, products)))];
    const saleItems = lines.map((p) => ({
      product_id: p.product_id,
      quantity: 1 + Math.floor(random() * 4),
      unit_price: Number(p.price_cents) / 100,
    }));
    const sale = await registerSale(
      db,
      {
        client_id: pick(random, clients).identification,
        type: "RETAIL",
        currency: "COP",
        items: saleItems,
        payments: demoPayments(i, saleItems),
      },
      employee,
    );
    const fate = FATES[i];
    if (fate === "cancelled") {
      await cancelSale(db, sale.id, { reason: "El cliente desistió de la compra" }, employee.id);
      continue;
    }
    if (fate === undefined) continue;
    const request = await db
      .selectFrom("withdrawal_items")
      .select(["id", "product_id", "requested_quantity"])
      .where("withdrawal_id", "=", sale.withdrawal_id)
      .orderBy("id")
      .execute();
    const warehouseOf = new Map(products.map((p) => [p.product_id, p.warehouse_id]));
    const whole = fate !== "partly dispatched";
    const items = (whole ? request : request.slice(0, 1)).map((item) => ({
      withdrawal_item_id: item.id,
      assignments: [
        {
          warehouse_id: warehouseOf.get(item.product_id)!,
          quantity: whole ? item.requested_quantity : Math.max(1, item.requested_quantity - 1),
        },
      ],
    }));
    await assignStock(db, { items }, employee.id);
    if (fate === "returned" || fate === "partly returned")
      await returnDemoSale(db, { ...sale, total_cents: toCents(sale.total) }, fate, employee.id);
  }
}

/**
 * Goods back from a dispatched sale, through the returns service's transaction body, into the lots
 * they left from: "partly returned" brings one unit of one product back into stock ('Devuelta
 * parcialmente', a RETURN row); "returned" brings everything back, restocked except the last place it
 * left from, written off as damaged ('Devuelta'; a single place writes off one unit and restocks the rest).
 */
async function returnDemoSale(
  db: StockTransaction,
  sale: { id: string; withdrawal_id: string; total_cents: number },
  fate: Extract<Fate, "returned" | "partly returned">,
  employeeId: string,
) {
  // Where each product left from: the request's OUT rows, per warehouse and lot.
  const places = (
    await db
      .selectFrom("movements")
      .select(["product_id", "warehouse_id", "lot_number"])
      .select((eb) => eb.fn.sum<number>("quantity").as("quantity"))
      .where("reference", "=", sale.withdrawal_id)
      .where("type", "=", "OUT")
      .groupBy(["product_id", "warehouse_id", "lot_number"])
      .orderBy("product_id")
      .orderBy("warehouse_id")
      .orderBy("lot_number")
      .execute()
  ).map((place) => ({ ...place, quantity: Number(place.quantity), restock: true }));
  if (places.length === 0) return;
  if (fate === "partly returned") {
    const reason = "El cliente devolvió una unidad que no necesitaba";
    const items = [{ ...places[0]!, quantity: 1 }];
    await registerReturn(db, sale, { reason, items }, employeeId, saleDetail);
    return;
  }
  const last = places.at(-1)!;
  const items =
    places.length > 1 || last.quantity === 1
      ? [...places.slice(0, -1), { ...last, restock: false }]
      : [
          { ...last, quantity: last.quantity - 1 },
          { ...last, quantity: 1, restock: false },
        ];
  const reason = "El cliente devolvió el pedido completo; lo que llegó dañado se dio de baja";
  await registerReturn(db, sale, { reason, items }, employeeId, saleDetail);
}

/**
 * How the demo's sales were paid, in turn: cash rounded up to the next $10.000 bill (change given), a debit
 * card for the exact total, nothing recorded (as every sale before issue 35).
 */
function demoPayments(index: number, items: Array<{ quantity: number; unit_price: number }>) {
  const total = items.reduce((sum, item) => sum + item.quantity * item.unit_price, 0);
  if (index % 3 === 0) return [{ method: "CASH" as const, amount: Math.ceil(total / 10_000) * 10_000 }];
  if (index % 3 === 1) return [{ method: "DEBIT_CARD" as const, amount: total }];
  return [];
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
