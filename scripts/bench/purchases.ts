// Issue 32: purchasing through the API on the bench's data set. Its fixtures are made through the API
// first (suppliers, a price list, a 500-line order, a thousand sent orders to receive from); then the two
// timed writes the issue names (receiving a 500-line order; the draft orders of 1,000 suggested lines),
// and the rows measured like the others (lists, search, a 500-line detail, suggestions, receipts/s).
import { nitCheckDigit } from "@inventario/shared/nit";

/** Issue 32's targets (large size). */
export const PURCHASE_TARGETS = {
  list_p95_ms: 10,
  search_p95_ms: 20,
  detail_500_ms: 50,
  receive_500_s: 2,
  suggestions_first_page_ms: 200,
  orders_1000_s: 5,
  receipts_per_second: 100,
} as const;
/** The published anchor: Odoo's replenishment screen, 6 min 52 s for 44,145 reorder rules (odoo PR #203276). */
const ODOO_REPLENISHMENT_S = 412;

export type PurchaseFixtures = {
  supplierIds: string[];
  supplierNames: string[];
  bigOrderId: string;
  /** Sent one-line orders of plenty of units: each receipt takes one unit of a random one. */
  receivable: Array<{ orderId: string; itemId: string }>;
};

export type PurchaseTimings = { receive_500_s: number; orders_1000_s: number; orders_created: number };

// biome-ignore lint/suspicious/noExplicitAny: loose JSON of our own API, read for ids only
type Api = <T = any>(method: string, path: string, body?: unknown) => Promise<T>;

/** Calls the API as the signed-in bench user; a non-2xx answer fails the run. */
export function apiCaller(base: string, cookie: string): Api {
  return async (method, path, body) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : undefined;
  };
}

/** Runs `work` over `items`, `width` at a time. */
async function inParallel<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

export async function preparePurchases(
  api: Api,
  productIds: string[],
  warehouseId: string,
  orders = 1_000,
): Promise<PurchaseFixtures> {
  process.stderr.write("compras: preparando proveedores y órdenes…\n");
  const supplierIds: string[] = [];
  const supplierNames: string[] = [];
  const stamp = String(Date.now()).slice(-6);
  for (let i = 0; i < 20; i++) {
    const nit = `9${stamp}${String(i).padStart(2, "0")}`;
    const name = `Proveedor bench ${stamp}-${i}`;
    const supplier = await api("POST", "/api/suppliers", { nit, dv: nitCheckDigit(nit), name, city: "Bogotá" });
    supplierIds.push(supplier.id);
    supplierNames.push(name);
  }
  const lines = productIds.slice(0, 500).map((product_id) => ({ product_id, quantity: 10, unit_cost: 1000 }));
  const big = await api("POST", "/api/purchase-orders", {
    supplier_id: supplierIds[0],
    warehouse_id: warehouseId,
    items: lines,
  });
  await api("POST", `/api/purchase-orders/${big.id}/send`);
  const receivable: PurchaseFixtures["receivable"] = [];
  await inParallel(
    Array.from({ length: orders }, (_, i) => i),
    10,
    async (i) => {
      const order = await api("POST", "/api/purchase-orders", {
        supplier_id: supplierIds[i % supplierIds.length],
        warehouse_id: warehouseId,
        items: [{ product_id: productIds[i % productIds.length], quantity: 1_000_000, unit_cost: 100 }],
      });
      await api("POST", `/api/purchase-orders/${order.id}/send`);
      receivable.push({ orderId: order.id, itemId: order.items[0].id });
    },
  );
  return { supplierIds, supplierNames, bigOrderId: big.id, receivable };
}

/** Receiving the whole 500-line order, then the draft orders of 1,000 suggested lines: each one request, timed. */
export async function timePurchaseWrites(
  api: Api,
  fixtures: PurchaseFixtures,
  productIds: string[],
  warehouseId: string,
) {
  const big = await api("GET", `/api/purchase-orders/${fixtures.bigOrderId}`);
  const items = big.items.map((item: { id: string }, i: number) => ({
    item_id: item.id,
    quantity: 10,
    lot_number: `OCB-${i % 7}`,
    expiration_date: null,
    unit_cost: 1100,
  }));
  let start = performance.now();
  await api("POST", `/api/purchase-orders/${fixtures.bigOrderId}/receipts`, { items });
  const receive_500_s = (performance.now() - start) / 1000;

  const supplier = fixtures.supplierIds[1]!;
  const chosen = productIds.slice(0, 1_000);
  await api(
    "PUT",
    `/api/suppliers/${supplier}/products`,
    chosen.map((product_id) => ({ product_id, unit_cost: 500, pack_size: 6 })),
  );
  start = performance.now();
  const created = await api("POST", "/api/purchases/suggestions/orders", {
    items: chosen.map((product_id) => ({ product_id, supplier_id: supplier, warehouse_id: warehouseId, quantity: 12 })),
  });
  const orders_1000_s = (performance.now() - start) / 1000;
  return { receive_500_s, orders_1000_s, orders_created: created.orders.length } satisfies PurchaseTimings;
}

export function printPurchases(timings: PurchaseTimings, receiptsPerSecond: number): void {
  const over = (bad: boolean) => (bad ? "!" : "");
  console.log(
    `\npurchases (issue 32): receiving a 500-line order ${timings.receive_500_s.toFixed(2)}${over(timings.receive_500_s > PURCHASE_TARGETS.receive_500_s)} s (≤ ${PURCHASE_TARGETS.receive_500_s} s); ` +
      `draft orders of 1,000 suggested lines ${timings.orders_1000_s.toFixed(2)}${over(timings.orders_1000_s > PURCHASE_TARGETS.orders_1000_s)} s (≤ ${PURCHASE_TARGETS.orders_1000_s} s; Odoo's replenishment ${ODOO_REPLENISHMENT_S} s for 44,145 rules), ` +
      `${timings.orders_created} order(s); receipts ${receiptsPerSecond}/s with 50 clients (≥ ${PURCHASE_TARGETS.receipts_per_second} on PostgreSQL)`,
  );
}
