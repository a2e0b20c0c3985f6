import { addDays } from "@inventario/shared/alerts";
import { nitCheckDigit } from "@inventario/shared/nit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Db } from "../src/db/connection";
import { businessToday } from "../src/lib/business-date";
import { verifyAuditTrail } from "../src/modules/audit/audit-verify";
import {
  FAULT_TEST_TIMEOUT_MS,
  type FaultServers,
  faultSeed,
  seededRandom,
  startFaultServers,
  stockViolations,
  Tally,
} from "./helpers/fault-load";
import { ledgerMismatches } from "./helpers/ledger";
import { listCountMismatches, saleViolations } from "./helpers/sale-invariants";
import { type ApiAnswer, callApi, type ServerProcess } from "./helpers/server-process";
import { testDbKind } from "./helpers/test-database";

/**
 * Two real server processes on one database under concurrent sales, cancellations, returns, picking
 * assignments, withdrawals, restocks and transfers between warehouses split between them; afterwards
 * the database must hold exactly what was acknowledged, and the ledger, stock, sale and list-count
 * invariants hold (issue 18).
 *
 * No 5xx on either database. On SQLite the processes take turns on the file: write transactions begin
 * with its write lock (db/connection.ts), so one that finds the other process writing waits instead of
 * failing on a stale snapshot.
 */

const SEED = faultSeed("multi-process", 16);
const REQUESTS = 600;
const LOOPS = 10;
const TIME_LIMIT_MS = 25_000;
const INITIAL_PER_LOT = 40;
/**
 * Write statuses a scenario may legitimately answer: 409 (stock taken by another; a sale cancelled or
 * dispatched by another before its cancellation; units returned by another first).
 */
const REFUSED = [409];

/** The lot returns may create: restocked units go back into it, created with the dispatched lot's cost. */
const RETURN_LOT = "DEV";

type Route = { method: "GET" | "POST" | "PUT"; route: string };
type SaleDetail = {
  lines: Array<{ product_id: string; dispatched: number; returned: number }>;
  withdrawal: { dispatches: Array<{ product_id: string; warehouse_id: string; lot_number: string | null }> };
};
type ReturnLine = { product_id: string; quantity: number; warehouse_id: string; lot_number: string; restock: boolean };

describe("two server processes on one database", () => {
  let stage: FaultServers;
  let db: Db | undefined;

  beforeAll(async () => {
    stage = await startFaultServers({
      servers: 2,
      catalog: { warehouses: 2, products: 3, quantity: INITIAL_PER_LOT },
    });
    db = createDatabase(stage.database);
  });

  afterAll(async () => {
    await db?.destroy();
    await stage?.close();
  });

  it("acknowledged sales, cancellations, returns, assignments, withdrawals and transfers are all there, nothing more, invariants hold", {
    timeout: FAULT_TEST_TIMEOUT_MS,
  }, async () => {
    const rng = seededRandom(SEED);
    const tally = new Tally();
    const sales = new Map<string, { withdrawalId: string; lines: Map<string, number> }>();
    const assigned = new Map<string, number>();
    const withdrawn = new Map<string, number>();
    const restocked = new Map<string, number>();
    const writesBy = new Map<string, number>();
    const observations = { WITHDRAWAL: [] as string[], REPLENISH: [] as string[] };
    const transfers = new Map<string, { productId: string; from: string; to: string; quantity: number }>();
    const numbers = new Set<string>();
    const cancelled = new Set<string>();
    /** Sales with an acknowledged assignment: something left the warehouses that may come back. */
    const dispatchedSales: string[] = [];
    /** Acknowledged return lines by "sale product restock", returns counted, restocked units by product. */
    const returned = new Map<string, number>();
    const returnedStock = new Map<string, number>();
    let returnsAcknowledged = 0;
    const deadline = Date.now() + TIME_LIMIT_MS;
    const { catalog, cookie, servers } = stage;
    const { clientId, productIds, warehouseIds } = catalog;

    const add = (map: Map<string, number>, key: string, n: number) => map.set(key, (map.get(key) ?? 0) + n);
    // Lots known to exist per "product warehouse": L1 everywhere, RETURN_LOT once a return or transfer
    // put units there (lots are never deleted), so no scenario asks for a lot that is not there (404).
    const lots = new Map<string, Set<string>>();
    const lotsAt = (productId: string, warehouseId: string) => {
      const key = `${productId} ${warehouseId}`;
      if (!lots.has(key)) lots.set(key, new Set(["L1"]));
      return lots.get(key)!;
    };
    const send = async (server: ServerProcess, kind: string, { method, route }: Route, payload?: unknown) => {
      tally.sent += 1;
      try {
        const answer = await callApi(server.url, cookie, method, route, payload);
        if (method !== "GET" && answer.status < 300) add(writesBy, server.url, 1);
        return answer;
      } catch (error) {
        tally.noAnswer += 1;
        tally.failures.push(`${kind}: no answer from ${server.url}: ${String((error as Error).cause ?? error)}`);
        return undefined;
      }
    };
    const record = (kind: string, answer: ApiAnswer | undefined, expected: number[]) => {
      if (answer) tally.record(kind, answer, expected);
      return answer;
    };

    async function sell(server: ServerProcess) {
      const chosen = rng.next() < 0.5 ? [rng.pick(productIds)] : productIds.filter(() => rng.next() < 0.6);
      if (chosen.length === 0) chosen.push(rng.pick(productIds));
      const items = chosen.map((product_id) => ({ product_id, quantity: rng.int(1, 6), unit_price: 1000 }));
      const payload = { client_id: clientId, type: "RETAIL", currency: "COP", items };
      const answer = record("sale", await send(server, "sale", { method: "POST", route: "/api/sale" }, payload), [
        201,
        ...REFUSED,
      ]);
      if (answer?.status !== 201) return;
      const body = answer.body as { id: string; withdrawal_id: string; number: string; withdrawal_number: string };
      numbers.add(body.number).add(body.withdrawal_number);
      sales.set(body.id, {
        withdrawalId: body.withdrawal_id,
        lines: new Map(items.map((i) => [i.product_id, i.quantity])),
      });
    }

    async function assign(server: ServerProcess) {
      const [saleId, sale] = [...sales.entries()][rng.int(0, Math.max(0, sales.size - 1))] ?? [];
      if (!saleId || !sale) return sell(server);
      const route = `/api/withdrawals/${sale.withdrawalId}`;
      const detail = record("picking read", await send(server, "picking read", { method: "GET", route }), [200]);
      if (detail?.status !== 200) return;
      const body = detail.body as {
        items: Array<{ id: string; requested_quantity: number; fulfilled_quantity: number }>;
      };
      const open = body.items.filter((item) => item.fulfilled_quantity < item.requested_quantity);
      if (open.length === 0) return;
      // What another loop assigns meanwhile makes some of these over-assign: a legitimate 409.
      const items = open.map((item) => {
        const remaining = item.requested_quantity - item.fulfilled_quantity;
        const quantity = rng.int(1, remaining);
        const split = quantity > 1 && rng.next() < 0.3;
        const [first, second] = warehouseIds as [string, string];
        const assignments = split
          ? [
              { warehouse_id: first, quantity: quantity - 1 },
              { warehouse_id: second, quantity: 1 },
            ]
          : [{ warehouse_id: rng.pick(warehouseIds), quantity }];
        return { withdrawal_item_id: item.id, assignments };
      });
      const answer = record(
        "assignment",
        await send(server, "assignment", { method: "POST", route: "/api/withdrawals/assign-stock/bulk" }, { items }),
        [200, ...REFUSED],
      );
      if (answer?.status !== 200) return;
      dispatchedSales.push(saleId);
      for (const item of items) {
        add(
          assigned,
          item.withdrawal_item_id,
          item.assignments.reduce((sum, a) => sum + a.quantity, 0),
        );
      }
    }

    async function change(server: ServerProcess, type: "WITHDRAWAL" | "REPLENISH") {
      const productId = rng.pick(productIds);
      const warehouseId = rng.pick(warehouseIds);
      const quantity = type === "WITHDRAWAL" ? rng.int(1, 3) : rng.int(5, 15);
      const observation = `${type} ${SEED}-${tally.sent}`;
      const payload = {
        product_id: productId,
        warehouse_id: warehouseId,
        quantity,
        unit: "UD",
        lot_number: rng.pick([...lotsAt(productId, warehouseId)]),
        observation,
      };
      const route = type === "WITHDRAWAL" ? "/api/inventory/withdraw" : "/api/inventory/replenish";
      const kind = type === "WITHDRAWAL" ? "withdrawal" : "restock";
      const answer = record(kind, await send(server, kind, { method: "PUT", route }, payload), [200, ...REFUSED]);
      if (answer?.status !== 200) return;
      add(type === "WITHDRAWAL" ? withdrawn : restocked, productId, quantity);
      observations[type].push(observation);
    }

    /** One lot's units to the other warehouse: 409 when another request emptied the lot first. */
    async function transfer(server: ServerProcess) {
      const productId = rng.pick(productIds);
      const [from, to] = (rng.next() < 0.5 ? warehouseIds : [...warehouseIds].reverse()) as [string, string];
      const lotNumber = rng.pick([...lotsAt(productId, from)]);
      const payload = {
        product_id: productId,
        from_warehouse_id: from,
        lot_number: lotNumber,
        to_warehouse_id: to,
        quantity: rng.int(1, 8),
      };
      const route = { method: "POST" as const, route: "/api/transfers" };
      const answer = record("transfer", await send(server, "transfer", route, payload), [201, ...REFUSED]);
      if (answer?.status !== 201) return;
      const { id, number } = answer.body as { id: string; number: string };
      numbers.add(number);
      lotsAt(productId, to).add(lotNumber);
      transfers.set(id, { productId, from, to, quantity: payload.quantity });
    }

    /** Any sale: 409 once something of it was dispatched, or when another cancelled it first. */
    async function cancel(server: ServerProcess) {
      const saleId = [...sales.keys()][rng.int(0, Math.max(0, sales.size - 1))];
      if (!saleId) return sell(server);
      const route = { method: "POST" as const, route: `/api/sales/${saleId}/cancel` };
      const payload = { reason: `Anulada en la carga ${SEED}` };
      const answer = record("cancel", await send(server, "cancel", route, payload), [200, ...REFUSED]);
      if (answer?.status === 200) cancelled.add(saleId);
    }

    /**
     * Part of what a dispatched sale has not yet given back, as its detail says: back into the lot it
     * left from, into RETURN_LOT (created on first use), or written off; now and then one unit more than
     * returnable, which is a 409 unless an assignment dispatched more in between.
     */
    async function giveBack(server: ServerProcess) {
      const saleId = dispatchedSales[rng.int(0, Math.max(0, dispatchedSales.length - 1))];
      if (!saleId) return assign(server);
      const route = `/api/sales/${saleId}`;
      const read = record("sale read", await send(server, "sale read", { method: "GET", route }), [200]);
      if (read?.status !== 200) return;
      const detail = read.body as SaleDetail;
      const open = detail.lines.filter((line) => line.dispatched > line.returned);
      if (open.length === 0) return;
      const items: ReturnLine[] = [];
      for (const line of open.filter((_, i) => i === 0 || rng.next() < 0.5)) {
        const left = detail.withdrawal.dispatches.find((d) => d.product_id === line.product_id)!;
        const returnable = line.dispatched - line.returned;
        const quantity = rng.next() < 0.1 ? returnable + 1 : rng.int(1, returnable);
        const roll = rng.next();
        const place =
          roll < 0.5
            ? { warehouse_id: left.warehouse_id, lot_number: left.lot_number ?? "L1", restock: true }
            : roll < 0.8
              ? { warehouse_id: rng.pick(warehouseIds), lot_number: RETURN_LOT, restock: true }
              : { warehouse_id: left.warehouse_id, lot_number: left.lot_number ?? "L1", restock: false };
        // Some units of a line restocked and the rest written off, as two lines of one return.
        if (quantity > 1 && place.restock && rng.next() < 0.25) {
          items.push({ product_id: line.product_id, quantity: quantity - 1, ...place });
          items.push({ product_id: line.product_id, quantity: 1, ...place, restock: false });
        } else items.push({ product_id: line.product_id, quantity, ...place });
      }
      const payload = { reason: `Devolución en la carga ${SEED}`, items };
      const answer = record(
        "return",
        await send(server, "return", { method: "POST", route: `${route}/returns` }, payload),
        [201, ...REFUSED],
      );
      if (answer?.status !== 201) return;
      returnsAcknowledged += 1;
      for (const item of items) {
        add(returned, `${saleId} ${item.product_id} ${item.restock}`, item.quantity);
        if (!item.restock) continue;
        add(returnedStock, item.product_id, item.quantity);
        lotsAt(item.product_id, item.warehouse_id).add(item.lot_number);
      }
    }

    const loop = async (index: number) => {
      for (let turn = 0; tally.sent < REQUESTS && Date.now() < deadline; turn++) {
        // Alternate processes within a loop too, so a sale made on one is assigned on the other.
        const server = servers[(index + turn) % servers.length]!;
        const roll = rng.next();
        if (roll < 0.28) await sell(server);
        else if (roll < 0.53) await assign(server);
        else if (roll < 0.6) await cancel(server);
        else if (roll < 0.72) await giveBack(server);
        else if (roll < 0.82) await change(server, "WITHDRAWAL");
        else if (roll < 0.92) await transfer(server);
        else await change(server, "REPLENISH");
      }
    };
    const started = Date.now();
    await Promise.all(Array.from({ length: LOOPS }, (_, i) => loop(i)));
    const elapsed = Date.now() - started;
    const acknowledged = `${sales.size} sales, ${cancelled.size} cancellations, ${returnsAcknowledged} returns, ${transfers.size} transfers`;
    const report = `${tally.summary()}; ${acknowledged} acknowledged; ${elapsed} ms; seed ${SEED}`;
    console.info(`multi-process (${testDbKind}): ${report}`);

    expect(tally.failures, report).toEqual([]);
    expect(tally.count(500) + tally.count(503) + tally.noAnswer, report).toBe(0);
    expect(
      servers.every((server) => server.alive()),
      report,
    ).toBe(true);
    // The load must have raced for real: writes landed on both processes and some were refused.
    expect(tally.count(201), report).toBeGreaterThan(20);
    for (const server of servers) expect(writesBy.get(server.url) ?? 0, report).toBeGreaterThan(20);
    expect(tally.count(409), report).toBeGreaterThan(0);
    // Every kind of write landed, and returns both restocked and wrote off.
    for (const kind of ["assignment 200", "cancel 200", "return 201", "transfer 201", "withdrawal 200", "restock 200"])
      expect(tally.byStatus.get(kind) ?? 0, `${kind}; ${report}`).toBeGreaterThan(0);
    expect(
      [...returned.keys()].some((key) => key.endsWith(" false")),
      report,
    ).toBe(true);
    expect(returnedStock.size, report).toBeGreaterThan(0);

    const database = db!;
    expect(await ledgerMismatches(database), report).toEqual([]);
    expect(await stockViolations(database), report).toEqual({ negativeLots: [], overFulfilled: [] });
    // No sale returned beyond what left for it, no cancelled request that dispatched, every sale's status
    // following its request and returns, numbers unique and shared by a sale and its request, RETURN rows
    // matching the restocked lines; the kept list counts exact.
    expect(await saleViolations(database), report).toEqual({
      overReturned: [],
      cancelledDispatched: [],
      statusMismatches: [],
      numberClashes: [],
      returnLedgerMismatches: [],
    });
    for (const list of ["sales", "withdrawals", "transfers"] as const)
      expect(await listCountMismatches(database, list), `${list} list; ${report}`).toEqual([]);
    // Each acknowledged document has its own number (V- and A- of one sale share the digits).
    expect(numbers.size, report).toBe(2 * sales.size + transfers.size);
    // The audit trail, written by both processes at once (issue 34): every chain verifies, and each
    // acknowledged sale and transfer has exactly its one event, none for a refused one.
    expect((await verifyAuditTrail(database)).breaks, report).toEqual([]);
    const created = await database
      .selectFrom("audit_log")
      .select(["entity", "entity_id"])
      .where("action", "=", "create")
      .where("entity", "in", ["sale", "transfer"])
      .execute();
    const eventIds = (entity: string) => created.filter((row) => row.entity === entity).map((row) => row.entity_id);
    expect(eventIds("sale").sort(), report).toEqual([...sales.keys()].sort());
    expect(eventIds("transfer").sort(), report).toEqual([...transfers.keys()].sort());

    // Every acknowledged sale with exactly its lines, and no sale that was refused.
    const storedLines = await database.selectFrom("sale_lines").select(["sale_id", "product_id", "quantity"]).execute();
    const stored = new Map<string, Map<string, number>>();
    for (const line of storedLines) {
      const lines = stored.get(line.sale_id) ?? new Map<string, number>();
      stored.set(line.sale_id, lines.set(line.product_id, Number(line.quantity)));
    }
    const storedSales = await database.selectFrom("sales").select(["id", "withdrawal_id", "status"]).execute();
    expect(storedSales.length, report).toBe(sales.size);
    const statuses = new Map<string, number>();
    for (const { status } of storedSales) add(statuses, status, 1);
    console.info(`multi-process (${testDbKind}): sales by status ${JSON.stringify(Object.fromEntries(statuses))}`);
    for (const { id, withdrawal_id, status } of storedSales) {
      expect(sales.get(id)?.withdrawalId, `sale ${id}`).toBe(withdrawal_id);
      expect(stored.get(id), `lines of sale ${id}`).toEqual(sales.get(id)?.lines);
      // Cancelled exactly when a cancellation was acknowledged.
      expect(status === "CANCELLED", `status of sale ${id}`).toBe(cancelled.has(id));
    }

    // Every acknowledged return, with its lines restocked or written off, nothing more.
    const storedReturns = await database.selectFrom("sale_returns").select("id").execute();
    expect(storedReturns.length, report).toBe(returnsAcknowledged);
    const returnLines = await database
      .selectFrom("sale_return_lines")
      .select(["sale_id", "product_id", "restock", "quantity"])
      .execute();
    const storedReturned = new Map<string, number>();
    for (const line of returnLines)
      add(storedReturned, `${line.sale_id} ${line.product_id} ${line.restock === 1}`, Number(line.quantity));
    expect(Object.fromEntries(storedReturned), report).toEqual(Object.fromEntries(returned));

    // Each picking item got exactly what acknowledged assignments gave it; complete requests say so.
    const items = await database
      .selectFrom("withdrawal_items")
      .select(["id", "withdrawal_id", "product_id", "requested_quantity", "fulfilled_quantity"])
      .execute();
    for (const item of items) {
      expect(Number(item.fulfilled_quantity), `picking item ${item.id}`).toBe(assigned.get(item.id) ?? 0);
    }
    const requests = await database.selectFrom("withdrawals").select(["id", "status"]).execute();
    const cancelledRequests = new Set([...cancelled].map((id) => sales.get(id)?.withdrawalId));
    for (const request of requests) {
      const mine = items.filter((item) => item.withdrawal_id === request.id);
      const complete = mine.every((item) => Number(item.fulfilled_quantity) === Number(item.requested_quantity));
      const expected = cancelledRequests.has(request.id) ? "CANCELLED" : complete ? "COMPLETED" : "PENDING";
      expect(request.status, `picking request ${request.id}`).toBe(expected);
    }

    // Manual changes: one ledger row per acknowledged call, none for a refused one.
    const manual = await database
      .selectFrom("movements")
      .select(["type", "reference"])
      .where("type", "in", ["WITHDRAWAL", "REPLENISH"])
      .execute();
    for (const type of ["WITHDRAWAL", "REPLENISH"] as const) {
      const references = manual.filter((m) => m.type === type).map((m) => m.reference ?? "");
      expect(references.sort(), `${type} movements`).toEqual([...observations[type]].sort());
    }

    // Every acknowledged transfer, nothing more, each with its two ledger rows on the right warehouses.
    const storedTransfers = await database
      .selectFrom("transfers")
      .select(["id", "product_id", "from_warehouse_id", "to_warehouse_id", "quantity"])
      .execute();
    expect(transfers.size, report).toBeGreaterThan(5);
    expect(storedTransfers.length, report).toBe(transfers.size);
    const transferRows = await database
      .selectFrom("movements")
      .select(["reference", "type", "product_id", "warehouse_id", "quantity"])
      .where("type", "in", ["TRANSFER_OUT", "TRANSFER_IN"])
      .execute();
    expect(transferRows.length, report).toBe(2 * transfers.size);
    for (const stored of storedTransfers) {
      const acknowledged = transfers.get(stored.id);
      expect(
        { product: stored.product_id, from: stored.from_warehouse_id, to: stored.to_warehouse_id },
        `transfer ${stored.id}`,
      ).toEqual({ product: acknowledged?.productId, from: acknowledged?.from, to: acknowledged?.to });
      const rows = transferRows.filter((row) => row.reference === stored.id);
      expect(
        rows.map((row) => [row.type, row.product_id, row.warehouse_id, Number(row.quantity)]).sort(),
        `ledger rows of transfer ${stored.id}`,
      ).toEqual([
        ["TRANSFER_IN", stored.product_id, stored.to_warehouse_id, acknowledged?.quantity],
        ["TRANSFER_OUT", stored.product_id, stored.from_warehouse_id, acknowledged?.quantity],
      ]);
    }

    // And the stock of each product is what it started with, plus and minus every acknowledged change
    // (a transfer moves stock between warehouses and leaves the total as it was; a written-off return
    // adds nothing).
    const dispatched = new Map<string, number>();
    for (const item of items) add(dispatched, item.product_id, Number(item.fulfilled_quantity));
    const products = await database.selectFrom("products").select(["id", "stock"]).execute();
    for (const product of products) {
      const expected =
        INITIAL_PER_LOT * warehouseIds.length +
        (restocked.get(product.id) ?? 0) +
        (returnedStock.get(product.id) ?? 0) -
        (withdrawn.get(product.id) ?? 0) -
        (dispatched.get(product.id) ?? 0);
      expect(Number(product.stock), `stock of product ${product.id}`).toBe(expected);
    }
  });

  // Issue 32: two receipts of one order on two processes serialize on the order's lock; the line's
  // conditional update refuses what would pass its quantity, whichever process runs it.
  it("receipts of one order racing on both processes never over-receive", async () => {
    const [first] = stage.servers;
    const nit = "900123456";
    const supplier = await callApi(first!.url, stage.cookie, "POST", "/api/suppliers", {
      nit,
      dv: nitCheckDigit(nit),
      name: "Proveedor de la carrera",
    });
    const productId = stage.catalog.productIds[0]!;
    const order = (
      await callApi(first!.url, stage.cookie, "POST", "/api/purchase-orders", {
        supplier_id: (supplier.body as { id: string }).id,
        warehouse_id: stage.catalog.warehouseIds[0],
        items: [{ product_id: productId, quantity: 30, unit_cost: 500 }],
      })
    ).body as { id: string; items: Array<{ id: string }> };
    await callApi(first!.url, stage.cookie, "POST", `/api/purchase-orders/${order.id}/send`);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        callApi(stage.servers[i % 2]!.url, stage.cookie, "POST", `/api/purchase-orders/${order.id}/receipts`, {
          items: [{ item_id: order.items[0]!.id, quantity: 5, lot_number: `R${i}`, unit_cost: 500 }],
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(6).fill(201), ...Array(6).fill(409)]);
    const detail = await callApi(first!.url, stage.cookie, "GET", `/api/purchase-orders/${order.id}`);
    expect(detail.body).toMatchObject({ status: "RECEIVED", items: [{ received: 30, pending: 0 }] });
    expect(await ledgerMismatches(db!)).toEqual([]);
  });

  // Issue 33: counters on both processes scan the same lot at once (every entry kept, the sum exact);
  // then the count's apply races withdrawals of that lot on the other process: the adjustment lands on
  // the lot as it is when applied, the ledger holds, and nothing acknowledged is lost.
  it("a count's scans on both processes add up, and its apply racing withdrawals keeps the ledger", async () => {
    const [first] = stage.servers;
    const productId = stage.catalog.productIds[1]!;
    const warehouseId = stage.catalog.warehouseIds[0]!;
    const lotQuantity = async () =>
      Number(
        (
          await db!
            .selectFrom("lots")
            .select("quantity")
            .where("product_id", "=", productId)
            .where("warehouse_id", "=", warehouseId)
            .where("lot_key", "=", "L1")
            .executeTakeFirstOrThrow()
        ).quantity,
      );
    const count = (await callApi(first!.url, stage.cookie, "POST", "/api/stock-counts", { warehouse_id: warehouseId }))
      .body as { id: string };
    const scans = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        callApi(stage.servers[i % 2]!.url, stage.cookie, "POST", `/api/stock-counts/${count.id}/entries`, {
          entries: [{ product_id: productId, lot_number: "L1", quantity: 1 }],
        }),
      ),
    );
    expect(scans.map((scan) => scan.status)).toEqual(Array(40).fill(200));
    const line = await db!
      .selectFrom("stock_count_lines")
      .select(["counted", "book_quantity"])
      .where("count_id", "=", count.id)
      .executeTakeFirstOrThrow();
    expect(Number(line.counted)).toBe(40);
    const entries = await db!
      .selectFrom("stock_count_entries")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("count_id", "=", count.id)
      .executeTakeFirstOrThrow();
    expect(Number(entries.n)).toBe(40);

    // A withdrawal or two before the race, so the lot surely holds something to take during it.
    await callApi(first!.url, stage.cookie, "PUT", "/api/inventory/replenish", {
      ...{ product_id: productId, warehouse_id: warehouseId, quantity: 30, unit: "UD", lot_number: "L1" },
      observation: "Antes del conteo",
    });
    expect((await callApi(first!.url, stage.cookie, "POST", `/api/stock-counts/${count.id}/review`)).status).toBe(200);
    const before = await lotQuantity();
    const withdraw = (i: number) =>
      callApi(stage.servers[1]!.url, stage.cookie, "PUT", "/api/inventory/withdraw", {
        ...{ product_id: productId, warehouse_id: warehouseId, quantity: 2, unit: "UD", lot_number: "L1" },
        observation: `Durante el conteo ${i}`,
      });
    const [applied, ...withdrawals] = await Promise.all([
      // Confirmed: the stage's other tests may leave pending sales of this product that the shortage
      // leaves short (how many depends on their races); this test is about the ledger under the race.
      callApi(first!.url, stage.cookie, "POST", `/api/stock-counts/${count.id}/apply`, {
        uncounted: "keep",
        confirm_shortages: true,
      }),
      ...Array.from({ length: 6 }, (_, i) => withdraw(i)),
    ]);
    expect(applied!.status).toBe(200);
    for (const answer of withdrawals) expect(REFUSED.concat(200)).toContain(answer.status);
    const withdrawn = 2 * withdrawals.filter((answer) => answer.status === 200).length;
    // The counted line (the review gave the warehouse's other lots lines of their own, uncounted).
    const adjusted = await db!
      .selectFrom("stock_count_lines")
      .select("adjusted")
      .where("count_id", "=", count.id)
      .where("product_id", "=", productId)
      .where("lot_key", "=", "L1")
      .executeTakeFirstOrThrow();
    expect(await lotQuantity()).toBe(before - withdrawn + Number(adjusted.adjusted));
    expect(await ledgerMismatches(db!)).toEqual([]);
    expect(await stockViolations(db!)).toEqual({ negativeLots: [], overFulfilled: [] });
  });

  // The servers here are started by the one launcher (scripts/server-launcher.mjs), as the bench starts
  // them: their long reads run in worker threads (db/long-reads.ts), which get its preloads too. A
  // preload that ended a worker made every report and export answer 503 in such a server.
  it("each process answers the long reads: the sales report over three years and a list's export", async () => {
    const to = businessToday();
    for (const server of stage.servers) {
      const report = await callApi(
        server.url,
        stage.cookie,
        "GET",
        `/api/reports/sales?from=${addDays(to, -3 * 365)}&to=${to}&group=product`,
      );
      expect(report.status).toBe(200);
      const file = await fetch(`${server.url}/api/product?format=csv`, { headers: { cookie: stage.cookie } });
      expect(file.status).toBe(200);
      // A header line and one line per product of the catalog.
      expect((await file.text()).trim().split("\n")).toHaveLength(1 + stage.catalog.productIds.length);
    }
  });
});
