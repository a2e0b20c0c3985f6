// Issue 32's part of the data set: ~2,000 suppliers (one per 500 products), price lists for most products
// (one or two suppliers each, the first preferred), ~200,000 purchase orders (one per 5 products) with
// one to five lines in the states that move no stock (drafts, sent, cancelled, closed before anything
// arrived), and the ~170,000 receipts the ledger wrote as PURCHASE movements (generate.ts), each the one
// receipt of a received order of one line.
import { documentSearchTokens } from "@inventario/shared/document-numbers";
import { nitCheckDigit } from "@inventario/shared/nit";
import { businessDateOf } from "../../apps/server/src/lib/business-date";
import { newIdAt } from "../../apps/server/src/lib/ids";
import { normalizeForSearch } from "../../apps/server/src/lib/search-text";
import type { BulkWriter, Row } from "./bulk-writer";
import { BRANDS, CITIES } from "./names";
import { progress } from "./progress";
import { TABLES } from "./tables";

const PRODUCTS_PER_SUPPLIER = 500;
const PRODUCTS_PER_ORDER = 5;
const PRICED_SHARE = 0.8;
const PACKS = [1, 6, 12, 24] as const;
const TERMS = [0, 15, 30, 60] as const;
const DAY = 86_400_000;

export type PurchasingInput = {
  random: () => number;
  now: number;
  start: number;
  productIds: string[];
  /** Each product's sale price in cents: its cost is about 60 % of it. */
  productPrice: Float64Array;
  warehouseIds: string[];
  warehouseSearchNames: string[];
  employeeIds: string[];
  /** The ledger's PURCHASE movements: each one receipt's one line, into its lot. */
  receipts: ReceivedLine[];
};

export type ReceivedLine = {
  /** The receipt's id, the movement's reference. */
  id: string;
  time: number;
  quantity: number;
  costCents: number;
  product: number;
  warehouse: number;
  lotId: string;
  lotNumber: string | null;
};

const iso = (ms: number) => new Date(ms).toISOString();

export async function writePurchasing(writer: BulkWriter, input: PurchasingInput): Promise<{ orders: number }> {
  const { random, productIds } = input;
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const rows = new Map<string, Row[]>();
  const push = async (table: (typeof TABLES)[keyof typeof TABLES], row: Row) => {
    const buffer = rows.get(table.name) ?? [];
    buffer.push(row);
    rows.set(table.name, buffer);
    if (buffer.length >= 10_000) {
      await writer.insert(table, buffer);
      rows.set(table.name, []);
    }
  };
  const flush = async (table: (typeof TABLES)[keyof typeof TABLES]) => {
    const buffer = rows.get(table.name) ?? [];
    if (buffer.length > 0) await writer.insert(table, buffer);
    rows.set(table.name, []);
  };
  const at = iso(input.now);

  const supplierCount = Math.max(20, Math.round(productIds.length / PRODUCTS_PER_SUPPLIER));
  const suppliers: Array<{ id: string; searchName: string }> = [];
  for (let i = 0; i < supplierCount; i++) {
    const nit = String(900_000_000 + i);
    const name = `${pick(BRANDS)} Distribuciones ${i + 1} S.A.S.`;
    const city = pick(CITIES);
    const id = newIdAt(new Date(input.start + i));
    suppliers.push({ id, searchName: normalizeForSearch(name) });
    const searchText = [`${nit}-${nitCheckDigit(nit)}`, name, "", city, ""].map(normalizeForSearch).join(" | ");
    await push(TABLES.suppliers, [
      id,
      nit,
      nitCheckDigit(nit),
      name,
      normalizeForSearch(name),
      "",
      "",
      "",
      "",
      city,
      pick(TERMS),
      1,
      searchText,
      at,
      at,
    ]);
  }
  await flush(TABLES.suppliers);

  const prices = progress("precios de proveedores", productIds.length);
  const costCents = (product: number) => Math.max(100, Math.round(input.productPrice[product]! * 0.006) * 100);
  for (let p = 0; p < productIds.length; p++) {
    if (random() < PRICED_SHARE) {
      const first = int(0, supplierCount - 1);
      const count = random() < 0.5 ? 1 : 2;
      for (let k = 0; k < count; k++) {
        const supplier = suppliers[(first + k * 7) % supplierCount]!;
        const pack = pick(PACKS);
        await push(TABLES.supplierProducts, [
          supplier.id,
          productIds[p]!,
          `S${p}`,
          Math.round(costCents(p) * (0.9 + random() * 0.2)),
          pack * int(1, 3),
          pack,
          int(1, 15),
          k === 0 ? 1 : 0,
        ]);
      }
    }
    prices.add(1);
  }
  await flush(TABLES.supplierProducts);
  prices.finish();

  const orderCount = Math.max(10, Math.round(productIds.length / PRODUCTS_PER_ORDER));
  const bar = progress("órdenes de compra", orderCount);
  const span = input.now - input.start;
  for (let n = 1; n <= orderCount; n++) {
    const created = input.start + Math.floor((span * n) / (orderCount + 1));
    const id = newIdAt(new Date(created));
    const supplier = int(0, supplierCount - 1);
    const warehouse = int(0, input.warehouseIds.length - 1);
    // Older orders were closed or cancelled; the recent ones are drafts or sent.
    const recent = n > orderCount * 0.9;
    const roll = random();
    const status = recent ? (roll < 0.4 ? "DRAFT" : "SENT") : roll < 0.5 ? "CLOSED" : "CANCELLED";
    let total = 0;
    const lines = int(1, 5);
    for (let position = 0; position < lines; position++) {
      const product = (n * 37 + position * 7919) % productIds.length;
      const quantity = int(10, 500);
      const cost = costCents(product);
      total += quantity * cost;
      await push(TABLES.purchaseOrderItems, [
        newIdAt(new Date(created)),
        id,
        position,
        productIds[product]!,
        quantity,
        cost,
        0,
        0,
        status === "CLOSED" || status === "CANCELLED" ? quantity : 0,
      ]);
    }
    const ended = status === "CLOSED" || status === "CANCELLED" ? iso(created + 20 * DAY) : null;
    const searchText = [
      documentSearchTokens("purchaseOrder", n),
      suppliers[supplier]!.searchName,
      input.warehouseSearchNames[warehouse]!,
    ].join(" | ");
    await push(TABLES.purchaseOrders, [
      id,
      n,
      suppliers[supplier]!.id,
      input.warehouseIds[warehouse]!,
      status,
      iso(created + 10 * DAY).slice(0, 10),
      "",
      total,
      status === "CLOSED" ? "El proveedor no tenía existencias" : status === "CANCELLED" ? "Pedido duplicado" : null,
      pick(input.employeeIds),
      searchText,
      iso(created),
      iso(created),
      status === "DRAFT" ? null : iso(created + DAY),
      ended,
    ]);
    bar.add(1);
  }
  bar.finish();
  await writeReceivedOrders(input, { orderCount, suppliers, push, int, pick });
  await flush(TABLES.purchaseOrderItems);
  await flush(TABLES.purchaseOrders);
  await flush(TABLES.purchaseReceipts);
  await flush(TABLES.purchaseReceiptLines);
  return { orders: orderCount + input.receipts.length };
}

type Writing = {
  orderCount: number;
  suppliers: Array<{ id: string; searchName: string }>;
  push: (table: (typeof TABLES)[keyof typeof TABLES], row: Row) => Promise<void>;
  int: (min: number, max: number) => number;
  pick: <T>(list: readonly T[]) => T;
};

/**
 * Each receipt of the ledger with the order it received whole: placed 3–20 days before (numbered after the
 * orders above), one line of the receipt's units at its cost, received in full.
 */
async function writeReceivedOrders(input: PurchasingInput, { orderCount, suppliers, push, int, pick }: Writing) {
  const bar = progress("recepciones de compra", input.receipts.length);
  for (const [index, line] of input.receipts.entries()) {
    const placed = Math.max(input.start, line.time - int(3, 20) * DAY);
    const orderId = newIdAt(new Date(placed));
    const itemId = newIdAt(new Date(placed));
    const number = orderCount + index + 1;
    const supplier = suppliers[int(0, suppliers.length - 1)]!;
    const productId = input.productIds[line.product]!;
    const warehouseId = input.warehouseIds[line.warehouse]!;
    const total = line.quantity * line.costCents;
    const employee = pick(input.employeeIds);
    await push(TABLES.purchaseOrderItems, [
      itemId,
      orderId,
      0,
      productId,
      line.quantity,
      line.costCents,
      0,
      line.quantity,
      0,
    ]);
    await push(TABLES.purchaseOrders, [
      orderId,
      number,
      supplier.id,
      warehouseId,
      "RECEIVED",
      iso(placed + 10 * DAY).slice(0, 10),
      "",
      total,
      null,
      employee,
      [
        documentSearchTokens("purchaseOrder", number),
        supplier.searchName,
        input.warehouseSearchNames[line.warehouse]!,
      ].join(" | "),
      iso(placed),
      iso(line.time),
      iso(placed + 60_000),
      null,
    ]);
    const at = iso(line.time);
    await push(TABLES.purchaseReceipts, [line.id, index + 1, orderId, total, employee, at, businessDateOf(at)]);
    await push(TABLES.purchaseReceiptLines, [
      newIdAt(new Date(line.time)),
      line.id,
      itemId,
      productId,
      warehouseId,
      line.lotId,
      line.lotNumber,
      null,
      line.quantity,
      line.costCents,
      0,
    ]);
    bar.add(1);
  }
  bar.finish();
}
