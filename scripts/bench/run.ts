// npm run bench -- [--db sqlite|postgres] [--size small|large] [--seconds 5]
// Starts the real server on the generated data set, loads it with autocannon from this process and
// prints one table; results go to bench/results-<db>-<size>.json. Every server started here listens
// on 127.0.0.1 and is stopped at the end, also on failure. The server runs with the bench's event-loop
// probe (event-loop.ts): each row also reports the server's longest stall while its load ran.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { ALERT_KINDS, type AlertKind, addDays } from "@inventario/shared/alerts";
import { BUSINESS_TIME_ZONE } from "@inventario/shared/dates";
import { sql } from "kysely";
import type { AppConfig } from "../../apps/server/src/config/env";
import { resetPassword } from "../../apps/server/src/db/admin";
import { prepareDatabase } from "../../apps/server/src/db/bootstrap";
import { createDatabase } from "../../apps/server/src/db/connection";
import { checkInvariants } from "../../apps/server/src/db/verify/check";
import { describeResult } from "../../apps/server/src/db/verify/report";
import { businessToday } from "../../apps/server/src/lib/business-date";
import { AUDIT_ROWS, AUDIT_TARGETS, auditRequests, ensureAuditRows, printAudit, timeAuditVerify } from "./audit";
import { heaviestRequests, measureBesideHeavy, printBesideHeavy } from "./beside-heavy";
import { measureCashSessions, printCashSessions } from "./cash-sessions";
import { type DbKind, openDataSet, type Size } from "./data-set";
import { eventLoopProbe, stallCell, withStall } from "./event-loop";
import { measureExports, printExports, threeYearsRange } from "./export";
import { type ImportBenchRow, measureImports, printImports } from "./imports";
import { type LoadResult, load } from "./load";
import { timeNaiveSearch } from "./naive";
import { apiCaller, preparePurchases, printPurchases, timePurchaseWrites } from "./purchases";
import {
  buildUnlessBuilt,
  freePort,
  root,
  serverEntry,
  serverPids,
  signIn,
  startNode,
  startServer,
  stopChildren,
  waitFor,
} from "./server-process";
import { measureStockCounts, printStockCounts } from "./stock-counts";
import { missedTargets, printMissedTargets } from "./targets";
import { measureThreeYearReport, printThreeYearReport } from "./three-year-report";

const { values } = parseArgs({
  options: {
    db: { type: "string", default: "sqlite" },
    size: { type: "string", default: "small" },
    seconds: { type: "string", default: "5" },
  },
});
const dbKind = values.db as DbKind;
const size = values.size as Size;
const seconds = Number(values.seconds);
if (!["sqlite", "postgres"].includes(dbKind) || !["small", "large"].includes(size)) {
  console.error("Uso: npm run bench -- --db sqlite|postgres --size small|large");
  process.exit(1);
}

const ADMIN = { email: "admin@inventario.local", password: "clave-bench-123" };
const PRODUCT_TERMS = [
  "arroz",
  "PANELA",
  "Lácte",
  "CaFé",
  "maNgo",
  "dorad",
  "JABÓN",
  "lulo",
  "Andin",
  "queso",
  "sabana",
  "PAPA",
];
const CLIENT_TERMS = [
  "gómez",
  "PEÑA",
  "maría",
  "RAMÍR",
  "sofía",
  "Londo",
  "jaram",
  "Ospin",
  "zapat",
  "VALEN",
  "hotma",
  "andrés",
];
/**
 * The bench starts a fresh PostgreSQL, whose buffer cache is empty, or opens a SQLite file the OS may
 * have dropped from its page cache; a server that has been running holds the lists' tables and indexes
 * there (1.5 GB of 2 GB at the large size), and the lot indexes a product page and the alerts read.
 * Load them first so the reads are measured in that steady state rather than while each page is copied
 * in from the disk.
 */
async function prewarm(db: ReturnType<typeof createDatabase>, database: AppConfig["database"]) {
  if (database.kind === "sqlite") {
    // The whole file through the OS cache once, sequentially (~10 s for 10 GB): SQLite has no buffer
    // cache of its own to warm, and the OS drops a file this size once other data sets were read.
    for await (const _chunk of fs.createReadStream(database.path, { highWaterMark: 8 << 20 })) {
      // read and discarded
    }
    return;
  }
  await sql`create extension if not exists pg_prewarm`.execute(db);
  await sql`select pg_prewarm(c.oid) from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'i')
      and (c.relname like 'products%' or c.relname like 'clients%' or c.relname like 'list%'
        or c.relname like 'sales%' or c.relname like 'transfers%' or c.relname like 'warehouse_stock%'
        or c.relname in ('lots_dated_stock_idx', 'lots_expiry_idx', 'lots_expiry_sync_idx')
        or c.relname in ('sale_lines_sale_figures_idx', 'ledger_daily', 'ledger_daily_pk'))`.execute(db);
}

const pickOne = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)] as T;

const dataSet = await openDataSet(dbKind, size);
try {
  buildUnlessBuilt([serverEntry]);
  const database: AppConfig["database"] = dataSet.env.DATABASE_URL
    ? { kind: "postgres", url: dataSet.env.DATABASE_URL }
    : { kind: "sqlite", path: dataSet.env.SQLITE_PATH! };
  const db = createDatabase(database);
  // Prepared as the server would at its start: a data set generated before the latest migrations gets their
  // tables for what follows (the password reset writes to the audit trail), and a new one the search indexes'
  // planner estimates before the audit rows below are added and merged (searchDataEstimates, bootstrap.ts).
  await prepareDatabase(db, {
    admin: { ...ADMIN, name: "Administrador" },
    seedDemo: false,
    businessTimeZone: BUSINESS_TIME_ZONE,
  });
  await resetPassword(db, ADMIN.email, ADMIN.password);
  // The audit trail's rows (issue 34), added once.
  const auditGeneration = await ensureAuditRows(db, AUDIT_ROWS[size]);
  await prewarm(db, database);

  const serverProbe = await eventLoopProbe();
  const base = await startServer(
    { ...dataSet.env, SEED_DEMO: "false", ...serverProbe.env },
    { nodeFlags: serverProbe.nodeFlags },
  );
  const cookie = await signIn(base, ADMIN);
  // biome-ignore lint/suspicious/noExplicitAny: loose JSON of our own API, read for samples only
  const get = async (url: string): Promise<any> => (await fetch(`${base}${url}`, { headers: { cookie } })).json();

  // Samples to draw requests from.
  const firstPage = await fetch(`${base}/api/product?page=1`, { headers: { cookie } });
  const pageBytes = (await firstPage.clone().text()).length;
  const { total_pages: productPages } = (await firstPage.json()) as { total_pages: number };
  const productIds: string[] = [];
  for (let i = 0; i < 50; i++)
    productIds.push(
      ...(await get(`/api/product?page=${1 + Math.floor(Math.random() * productPages)}`)).data.map(
        (p: { id: string }) => p.id,
      ),
    );
  const clientIds: string[] = (await get("/api/clients?page=1")).data.map(
    (c: { identification: string }) => c.identification,
  );
  const { total_pages: withdrawalPages } = await get("/api/withdrawals?page=1");
  const { total_pages: salePages } = await get("/api/sales?page=1");
  const { total_pages: transferPages } = await get("/api/transfers?page=1");
  const hot = (await db.selectFrom("products").select("id").orderBy("id").limit(1).executeTakeFirstOrThrow()).id;
  const { total_pages: hotPages } = await get(`/api/movement?product_id=${hot}`);
  const alertPages = {} as Record<AlertKind, number>;
  for (const kind of ALERT_KINDS) alertPages[kind] = (await get(`/api/alerts?kind=${kind}&page=1`)).total_pages;
  const groupedAlertPages = {
    low: (await get("/api/alerts?kind=low&group=product&page=1")).total_pages,
    out: (await get("/api/alerts?kind=out&group=product&page=1")).total_pages,
  };

  // The ceiling runs with a probe of its own: its stall is what the same load costs a bare Fastify.
  const ceilingProbe = await eventLoopProbe();
  const ceilingPort = await freePort();
  const ceiling = startNode(
    [
      ...ceilingProbe.nodeFlags,
      path.join(import.meta.dirname, "ceiling-server.mjs"),
      String(ceilingPort),
      String(pageBytes),
    ],
    ceilingProbe.env,
  );
  await waitFor(`http://127.0.0.1:${ceilingPort}/ceiling`, ceiling);

  const rows: Array<{ name: string } & LoadResult & { ratio_to_ceiling: number; stall_ms: number }> = [];
  let ceilingRps = 1;
  async function measure(
    name: string,
    next: () => { path: string; method?: "GET" | "POST"; body?: string },
    url = base,
    connections = 10,
    probe = serverProbe,
  ) {
    process.stderr.write(`midiendo ${name}…\n`);
    // The stall covers the whole row, the warm-up included.
    const result = await withStall(probe, async () => {
      // Unmeasured first: the data set is larger than what a cold page cache holds.
      await load({ url, next, cookie, connections, seconds: Math.min(seconds, 3) });
      return load({ url, next, cookie, connections, seconds });
    });
    if (rows.length === 0) ceilingRps = Math.max(1, result.requests_per_second);
    rows.push({ name, ...result, ratio_to_ceiling: Math.round((result.requests_per_second / ceilingRps) * 100) / 100 });
    return result;
  }

  await measure(
    "ceiling (bare Fastify, same body size)",
    () => ({ path: "/ceiling" }),
    `http://127.0.0.1:${ceilingPort}`,
    10,
    ceilingProbe,
  );
  await measure("GET /api/product?page=N", () => ({
    path: `/api/product?page=${1 + Math.floor(Math.random() * productPages)}`,
  }));
  const productSearch = await measure("GET /api/product?search=…", () => ({
    path: `/api/product?search=${encodeURIComponent(pickOne(PRODUCT_TERMS))}`,
  }));
  const clientSearch = await measure("GET /api/clients?search=…", () => ({
    path: `/api/clients?search=${encodeURIComponent(pickOne(CLIENT_TERMS))}`,
  }));
  await measure("GET /api/movement (10k-movement product)", () => ({
    path: `/api/movement?product_id=${hot}&page=${1 + Math.floor(Math.random() * hotPages)}`,
  }));
  await measure("GET /api/inventory/current/{id}", () => ({ path: `/api/inventory/current/${pickOne(productIds)}` }));
  await measure("POST /api/product/names-batch (100)", () => ({
    path: "/api/product/names-batch",
    method: "POST",
    body: JSON.stringify({ ids: Array.from({ length: 100 }, () => pickOne(productIds)) }),
  }));
  await measure("GET /api/movement/recent", () => ({ path: "/api/movement/recent" }));
  await measure("GET /api/withdrawals?page=N", () => ({
    path: `/api/withdrawals?page=${1 + Math.floor(Math.random() * withdrawalPages)}`,
  }));
  await measure("GET /api/sales?page=N", () => ({
    path: `/api/sales?page=${1 + Math.floor(Math.random() * salePages)}`,
  }));
  // Sales are searched by their client's name (the sale keeps the client's search text).
  await measure("GET /api/sales?search=…", () => ({
    path: `/api/sales?search=${encodeURIComponent(pickOne(CLIENT_TERMS))}`,
  }));
  await measure("GET /api/transfers?page=N", () => ({
    path: `/api/transfers?page=${1 + Math.floor(Math.random() * transferPages)}`,
  }));
  await measure("GET /api/alerts/summary", () => ({ path: "/api/alerts/summary" }));
  // 'Existencias' of a warehouse (issue 33): a random page of what one of them holds, by product or by date.
  const stockWarehouses = (await db.selectFrom("warehouses").select("id").where("is_active", "=", 1).execute()).map(
    (w) => w.id,
  );
  await measure("GET /api/warehouse/{id}/stock?page=N", () => ({
    path: `/api/warehouse/${pickOne(stockWarehouses)}/stock?page=${1 + Math.floor(Math.random() * 100)}`,
  }));
  await measure("GET /api/warehouse/{id}/stock?state=expiring", () => ({
    path: `/api/warehouse/${pickOne(stockWarehouses)}/stock?state=expiring&days=90`,
  }));
  // Each tab on a random page of its list (counted up to 10,000 rows, so up to page 1,000).
  for (const kind of ALERT_KINDS) {
    const pages = Math.max(1, alertPages[kind]);
    await measure(`GET /api/alerts?kind=${kind}&page=N`, () => ({
      path: `/api/alerts?kind=${kind}&page=${1 + Math.floor(Math.random() * pages)}`,
    }));
  }
  // 'Stock bajo' and 'Agotados' as the screen asks for them (issue 32): a product per row, its warehouses under it.
  for (const kind of ["low", "out"] as const) {
    const pages = Math.max(1, groupedAlertPages[kind]);
    await measure(`GET /api/alerts?kind=${kind}&group=product&page=N`, () => ({
      path: `/api/alerts?kind=${kind}&group=product&page=${1 + Math.floor(Math.random() * pages)}`,
    }));
  }

  // Kardex of the 10k-movement product: a random range of its history, then a random page of it.
  const kardexRanges = await randomKardexRanges(db, get, hot);
  await measure("GET /api/product/{id}/kardex (10k-movement product, random range and page)", () => {
    const range = pickOne(kardexRanges);
    return { path: `${range.path}&page=${1 + Math.floor(Math.random() * range.pages)}` };
  });
  // Inventory value at a random past date, a random page of the products (the grand total comes with it).
  const valueDates = randomPastDates(20);
  await measure("GET /api/reports/inventory-value?date=D&page=N", () => ({
    path: `/api/reports/inventory-value?date=${pickOne(valueDates)}&page=${1 + Math.floor(Math.random() * productPages)}`,
  }));
  const valuedWarehouses = (await db.selectFrom("warehouses").select("id").execute()).map((w) => w.id);
  await measure("GET /api/reports/inventory-value?date=D&warehouse_id=W", () => ({
    path: `/api/reports/inventory-value?date=${pickOne(valueDates)}&warehouse_id=${pickOne(valuedWarehouses)}`,
  }));

  // Sales report: 30 days grouped by day, ending on a random day of the data set's last two years. A
  // report is one person's request: measured one request at a time, its time is what that person waits.
  // Its top 10 products (the month's ~145,000 lines grouped by product at the large size) is a request
  // of its own, asked beside it by the same screen, measured the same way on the same windows.
  const salesWindowEnds = Array.from({ length: 20 }, () =>
    businessToday(new Date(Date.now() - (30 + Math.floor(Math.random() * 700)) * 86_400_000)),
  );
  await measure(
    "GET /api/reports/sales (30 days by day, 1 connection)",
    () => {
      const to = pickOne(salesWindowEnds);
      return { path: `/api/reports/sales?from=${addDays(to, -29)}&to=${to}&group=day` };
    },
    base,
    1,
  );
  await measure(
    "GET /api/reports/sales/top-products (30 days, 1 connection)",
    () => {
      const to = pickOne(salesWindowEnds);
      return { path: `/api/reports/sales/top-products?from=${addDays(to, -29)}&to=${to}` };
    },
    base,
    1,
  );
  await measure("GET /api/dashboard/charts", () => ({ path: "/api/dashboard/charts" }));
  // 'Auditoría' (issue 34): each single filter, the text search, a record's history tab.
  const audit = await auditRequests(db);
  const auditRows: Array<{ name: string; p95_ms: number; target_ms: number }> = [];
  for (const { name, next } of audit.filters)
    auditRows.push({
      name,
      p95_ms: (await measure(name, () => ({ path: next() }))).p95_ms,
      target_ms: AUDIT_TARGETS.filter_p95_ms,
    });
  auditRows.push({
    name: audit.search.name,
    p95_ms: (await measure(audit.search.name, () => ({ path: audit.search.next() }))).p95_ms,
    target_ms: AUDIT_TARGETS.search_p95_ms,
  });
  auditRows.push({
    name: audit.history.name,
    p95_ms: (await measure(audit.history.name, () => ({ path: audit.history.next() }))).p95_ms,
    target_ms: AUDIT_TARGETS.history_p95_ms,
  });
  const threeYears = threeYearsRange();
  const threeYearReport = await measureThreeYearReport(base, cookie, serverProbe, threeYears);

  // Exports, one at a time, before the writes add to the ledger: time and the server's memory growth.
  const exportRows = await measureExports(base, cookie, serverPids.get(base) ?? 0, serverProbe);

  // Each screen's heaviest report and export beside a product-page load (issue 30 §4).
  const kardexSpan = await movementSpan(db, hot);
  const beside = await measureBesideHeavy(
    {
      base,
      cookie,
      probe: serverProbe,
      productPage: () => `/api/product?page=${1 + Math.floor(Math.random() * productPages)}`,
      seconds,
    },
    heaviestRequests({
      threeYears,
      pastDate: addDays(businessToday(), -548),
      warehouseId: pickOne(valuedWarehouses),
      kardexProductId: hot,
      kardexRange: `from=${businessToday(new Date(kardexSpan.first))}&to=${businessToday(new Date(kardexSpan.last))}`,
      seconds,
    }),
  );

  // Imports (issue 31), before the writes: 20,000 products and their opening stock, then 100,000 products.
  const importWarehouse = await db
    .selectFrom("warehouses")
    .select("name")
    .where("is_active", "=", 1)
    .executeTakeFirstOrThrow();
  const importRows: ImportBenchRow[] = await measureImports(
    {
      base,
      cookie,
      pid: serverPids.get(base) ?? 0,
      probe: serverProbe,
      productPage: () => `/api/product?page=${1 + Math.floor(Math.random() * productPages)}`,
    },
    importWarehouse.name,
  );

  const naiveRuns = size === "large" ? 10 : 40;
  const naiveProducts = await timeNaiveSearch(db, "products", PRODUCT_TERMS, naiveRuns);
  const naiveClients = await timeNaiveSearch(db, "clients", CLIENT_TERMS, naiveRuns);

  // Writes: 50 concurrent clients registering sales, then dispatching pending picking items, then
  // transferring. Each load runs unmeasured first, as the reads do: a steady rate, not the first second
  // of a cold server's new write path. The invariants below check every write, warm-up included.
  const writesSince = new Date().toISOString();
  async function measureWrites(
    next: () => { path: string; method: "POST"; body: string },
    server = { url: base, cookie, probe: serverProbe },
  ) {
    return withStall(server.probe, async () => {
      const run = { url: server.url, cookie: server.cookie, connections: 50, next };
      await load({ ...run, seconds: Math.min(seconds, 3) });
      const since = new Date().toISOString();
      const result = await load({ ...run, seconds });
      return { since, until: new Date().toISOString(), ...result };
    });
  }
  /** Rows a write load created: its table's rows between its start and its end, per second. */
  const createdPerSecond = async (
    table: "sales" | "transfers" | "purchase_receipts",
    window: { since: string; until: string },
  ) =>
    Math.round(
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .where("created_at", ">=", window.since)
            .where("created_at", "<=", window.until)
            .executeTakeFirstOrThrow()
        ).n,
      ) / seconds,
    );
  const saleWrite = () => ({
    path: "/api/sale",
    method: "POST" as const,
    body: JSON.stringify({
      client_id: pickOne(clientIds),
      type: "RETAIL",
      currency: "COP",
      items: [{ product_id: pickOne(productIds), quantity: 1, unit_price: 1000 }],
    }),
  });
  const sales = await measureWrites(saleWrite);
  // Every pending picking item (the generated ones and those of the sales above) that one warehouse
  // can fill from lots not expired (the picking skips those): more than the run can dispatch, so the
  // rate measures the server, not the supply.
  const today = businessToday();
  const { rows: pending } = await sql<{ item_id: string; warehouse_id: string | null; remaining: number }>`
    select wi.id as item_id, wi.requested_quantity - wi.fulfilled_quantity as remaining,
      (select l.warehouse_id from lots l where l.product_id = wi.product_id
         and (l.expiration_date is null or l.expiration_date >= ${today}) group by l.warehouse_id
       having sum(l.quantity) >= wi.requested_quantity - wi.fulfilled_quantity limit 1) as warehouse_id
    from withdrawal_items wi join withdrawals w on w.id = wi.withdrawal_id
    where w.status = 'PENDING' and wi.fulfilled_quantity < wi.requested_quantity
    limit 30000`.execute(db);
  const assignable = pending.filter((p) => p.warehouse_id);
  let cursor = 0;
  const assignments = await measureWrites(() => {
    const item = assignable[cursor++ % Math.max(1, assignable.length)]!;
    return {
      path: "/api/withdrawals/assign-stock/bulk",
      method: "POST",
      body: JSON.stringify({
        items: [
          {
            withdrawal_item_id: item.item_id,
            assignments: [{ warehouse_id: item.warehouse_id, quantity: Number(item.remaining) }],
          },
        ],
      }),
    };
  });
  // Transfers of one unit from lots with stock: many distinct products, so that the writers do not all
  // wait on one product's lock; each lot can give far more units than the run takes from it.
  const { rows: transferable } = await sql<{ product_id: string; warehouse_id: string; lot_number: string | null }>`
    select l.product_id, l.warehouse_id, l.lot_number from lots l where l.quantity >= 20
    order by random() limit 20000`.execute(db);
  const warehouseIds = (await db.selectFrom("warehouses").select("id").where("is_active", "=", 1).execute()).map(
    (w) => w.id,
  );
  let transferCursor = 0;
  const transferWrite = () => {
    const lot = transferable[transferCursor++ % Math.max(1, transferable.length)]!;
    const others = warehouseIds.filter((id) => id !== lot.warehouse_id);
    return {
      path: "/api/transfers",
      method: "POST" as const,
      body: JSON.stringify({
        product_id: lot.product_id,
        from_warehouse_id: lot.warehouse_id,
        lot_number: lot.lot_number,
        to_warehouse_id: pickOne(others),
        quantity: 1,
      }),
    };
  };
  const transfers = await measureWrites(transferWrite);
  // Purchasing (issue 32): fixtures through the API, the rows it names, two timed writes, receipts/s.
  const api = apiCaller(base, cookie);
  const purchaseProducts = (
    await db.selectFrom("products").select("id").where("is_active", "=", 1).orderBy("id").limit(1_500).execute()
  ).map((p) => p.id);
  const purchaseFixtures = await preparePurchases(api, purchaseProducts, warehouseIds[0]!);
  const { total_pages: orderPages } = await get("/api/purchase-orders?page=1");
  await measure("GET /api/purchase-orders?page=N", () => ({
    path: `/api/purchase-orders?page=${1 + Math.floor(Math.random() * orderPages)}`,
  }));
  await measure("GET /api/purchase-orders?search=…", () => ({
    path: `/api/purchase-orders?search=${encodeURIComponent(pickOne(purchaseFixtures.supplierNames))}`,
  }));
  // A month of orders somewhere in the last year (the generator spreads them over its history).
  await measure("GET /api/purchase-orders?from=…&to=… (30 days)", () => {
    const to = addDays(businessToday(), -Math.floor(Math.random() * 335));
    return { path: `/api/purchase-orders?from=${addDays(to, -29)}&to=${to}` };
  });
  await measure("GET /api/purchase-orders/{id} (500 lines)", () => ({
    path: `/api/purchase-orders/${purchaseFixtures.bigOrderId}`,
  }));
  await measure("GET /api/purchases/suggestions?page=1", () => ({ path: "/api/purchases/suggestions?page=1" }));
  const purchaseTimings = await timePurchaseWrites(api, purchaseFixtures, purchaseProducts, warehouseIds[0]!);
  let receiptCursor = 0;
  const receiptWrite = () => {
    const order = purchaseFixtures.receivable[receiptCursor++ % purchaseFixtures.receivable.length]!;
    return {
      path: `/api/purchase-orders/${order.orderId}/receipts`,
      method: "POST" as const,
      body: JSON.stringify({ items: [{ item_id: order.itemId, quantity: 1, lot_number: "BENCH", unit_cost: 100 }] }),
    };
  };
  const receipts = await measureWrites(receiptWrite);
  // The trail's cost (issue 34): the same three loads on two fresh servers, one recording the trail and one not,
  // back to back, in turn (on, off, on, off, on, off), the best rate of each kept: two identical servers measured in
  // turn on this 2-core machine differed by up to 30 % from one 3-second window to the next. Measured on the bench's own server
  // minutes before the other, its age and the loads before weighed more than the trail (receipts: 376/s on it,
  // 480–530/s on a fresh server recording the trail, at the large size on SQLite).
  const startFresh = async (extraEnv: Record<string, string>) => {
    const probe = await eventLoopProbe();
    const url = await startServer(
      { ...dataSet.env, SEED_DEMO: "false", ...extraEnv, ...probe.env },
      { nodeFlags: probe.nodeFlags },
    );
    return { url, cookie: await signIn(url, ADMIN), probe };
  };
  const onServer = await startFresh({});
  const offServer = await startFresh({ BENCH_WITHOUT_AUDIT_TRAIL: "true" });
  const trailLoads = [
    ["sales", "sales", saleWrite],
    ["transfers", "transfers", transferWrite],
    ["receipts", "purchase_receipts", receiptWrite],
  ] as const;
  const trailOn = { sales: 0, transfers: 0, receipts: 0 };
  const trailOff = { sales: 0, transfers: 0, receipts: 0 };
  for (let turn = 0; turn < 3; turn++) {
    for (const [name, table, write] of trailLoads) {
      trailOn[name] = Math.max(trailOn[name], await createdPerSecond(table, await measureWrites(write, onServer)));
      trailOff[name] = Math.max(trailOff[name], await createdPerSecond(table, await measureWrites(write, offServer)));
    }
  }
  const trailCost = Object.fromEntries(
    (["sales", "transfers", "receipts"] as const).map((k) => [
      k,
      {
        on: trailOn[k],
        off: trailOff[k],
        cost_pct: Math.round((1 - trailOn[k] / Math.max(1, trailOff[k])) * 1000) / 10,
      },
    ]),
  );
  // Stock counts (issue 33): a warehouse holding every product counted, reviewed and applied.
  const stockCounts = await measureStockCounts({
    bigLines: size === "large" ? 100_000 : 5_000,
    base,
    cookie,
    probe: serverProbe,
    db,
    seconds,
    productPage: () => `/api/product?page=${1 + Math.floor(Math.random() * productPages)}`,
  });
  const receiptsPerSecond = trailOn.receipts;
  // Cash-register shifts (issue 35): paid sales into a shift against plain ones, and a big shift's closing.
  const cashSessions = await measureCashSessions({
    base,
    cookie,
    // The target's 5,000 at every size: the closing sums the shift's rows, not the data set's.
    shiftSales: 5_000,
    saleBody: (paid) =>
      JSON.stringify({
        client_id: pickOne(clientIds),
        type: "RETAIL",
        currency: "COP",
        items: [{ product_id: pickOne(productIds), quantity: 1, unit_price: 1000 }],
        ...(paid ? { payments: [{ method: "CASH", amount: 1000 }] } : {}),
      }),
    measureWrites: (next) => measureWrites(next),
    salesPerSecond: (window) => createdPerSecond("sales", window),
  });

  // The invariants (apps/server/src/db/verify/, as npm run db:verify checks them) over what the writes
  // touched: the products whose lots changed, their whole kardex, the transfers written, every picking item.
  const invariants = await checkInvariants(db, { scope: { changedSince: writesSince } });
  const brokenInvariants = invariants.filter((result) => result.broken > 0);
  // npm run audit:verify's walk over every chain: the generated rows and every write of this run.
  const auditVerify = await timeAuditVerify(db);
  await db.destroy();

  const results = {
    db: dbKind,
    size,
    seconds,
    product_page_bytes: pageBytes,
    reads: rows,
    three_year_report: threeYearReport,
    exports: exportRows,
    beside_heavy: beside,
    imports: importRows,
    purchases: { ...purchaseTimings, receipts_per_second: receiptsPerSecond, receipt_latency: receipts },
    stock_counts: stockCounts,
    cash_sessions: cashSessions,
    audit: { generation: auditGeneration, reads: auditRows, trail_cost: trailCost, verify: auditVerify },
    naive: {
      product_search: {
        ...naiveProducts,
        speedup_p50: Math.round(naiveProducts.p50_ms / Math.max(productSearch.p50_ms, 0.01)),
      },
      client_search: {
        ...naiveClients,
        speedup_p50: Math.round(naiveClients.p50_ms / Math.max(clientSearch.p50_ms, 0.01)),
      },
    },
    writes: {
      sales_per_second: trailOn.sales,
      sale_latency: sales,
      assignments_per_second: assignments.ok_per_second,
      assignment_latency: assignments,
      assignable_items: assignable.length,
      transfers_per_second: trailOn.transfers,
      transfer_latency: transfers,
      transfer_samples: transferable.length,
      invariant_breaks: brokenInvariants.reduce((sum, result) => sum + result.broken, 0),
      broken_invariants: brokenInvariants.map(({ key, broken, examples }) => ({ key, broken, examples })),
    },
  };
  fs.mkdirSync(path.join(root, "bench"), { recursive: true });
  fs.writeFileSync(path.join(root, `bench/results-${dbKind}-${size}.json`), `${JSON.stringify(results, null, 2)}\n`);

  console.log(`\nInventario bench — ${dbKind}, ${size}, ${seconds} s per row, 10 connections (writes: 50)\n`);
  console.log(
    `${"row".padEnd(42)} ${"req/s".padStart(8)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"p99 ms".padStart(8)} ${"÷ceiling".padStart(9)} ${"stall ms".padStart(9)}`,
  );
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(42)} ${String(r.requests_per_second).padStart(8)} ${r.p50_ms.toFixed(2).padStart(8)} ${r.p95_ms.toFixed(2).padStart(8)} ${r.p99_ms.toFixed(2).padStart(8)} ${r.ratio_to_ceiling.toFixed(2).padStart(9)} ${stallCell(r.stall_ms).padStart(9)}`,
    );
  }
  console.log("stall ms: the server's longest event-loop stall during the row, its warm-up included (! = over 250 ms)");
  printThreeYearReport(threeYearReport);
  printExports(exportRows);
  printBesideHeavy(beside);
  printImports(importRows);
  printPurchases(purchaseTimings, receiptsPerSecond);
  printStockCounts(stockCounts);
  printCashSessions(cashSessions);
  printAudit(results.audit);
  for (const [name, n] of Object.entries(results.naive)) {
    console.log(
      `naive LIKE ${name.padEnd(31)} p50 ${n.p50_ms.toFixed(1)} ms, p95 ${n.p95_ms.toFixed(1)} ms — the API is ${n.speedup_p50}x faster (p50)`,
    );
  }
  const w = results.writes;
  console.log(
    `sales ${w.sales_per_second}/s (p95 ${w.sale_latency.p95_ms} ms, stall ${stallCell(w.sale_latency.stall_ms).trim()} ms); picking assignments ${w.assignments_per_second}/s (p95 ${w.assignment_latency.p95_ms} ms, stall ${stallCell(w.assignment_latency.stall_ms).trim()} ms); transfers ${w.transfers_per_second}/s (p95 ${w.transfer_latency.p95_ms} ms, stall ${stallCell(w.transfer_latency.stall_ms).trim()} ms); invariant breaks: ${w.invariant_breaks}`,
  );
  // Issue 30 §4's targets: reported, not failed on (they are the large size's).
  printMissedTargets(
    missedTargets({
      stalls: [
        ...rows.slice(1),
        { name: "sales report, 3 years by product", stall_ms: threeYearReport.stall_ms },
        ...exportRows,
        ...beside,
        ...importRows,
        ...stockCounts.applies,
        { name: "stock count review (snapshot)", stall_ms: stockCounts.review_s.stall_ms },
        { name: "count sheet check (20,000 rows)", stall_ms: stockCounts.upload_check.stall_ms },
        { name: "sales (writes)", stall_ms: w.sale_latency.stall_ms },
        { name: "picking assignments (writes)", stall_ms: w.assignment_latency.stall_ms },
        { name: "transfers (writes)", stall_ms: w.transfer_latency.stall_ms },
      ],
      beside,
      threeYearReport,
    }),
  );
  // The smoke test in CI relies on this: a read that failed or a broken invariant fails the run.
  const failedReads = rows.filter((r) => r.errors > 0 || r.non2xx > 0);
  for (const r of failedReads) console.error(`FALLO: ${r.name}: ${r.errors} errores, ${r.non2xx} respuestas no 2xx`);
  const failedPages = beside.filter((r) => r.page.failed > 0);
  for (const r of failedPages)
    console.error(`FALLO: páginas de productos junto a ${r.name}: ${r.page.failed} fallidas o no 2xx`);
  const lostScans = stockCounts.scans.kept !== stockCounts.scans.entries || stockCounts.scans.non2xx > 0;
  if (lostScans)
    console.error(
      `FALLO: conteo: ${stockCounts.scans.entries} entradas registradas, sus líneas suman ${stockCounts.scans.kept}, ${stockCounts.scans.non2xx} respuestas no 2xx`,
    );
  if (auditVerify.breaks > 0) console.error(`FALLO: audit:verify encontró ${auditVerify.breaks} cadenas rotas`);
  if (w.invariant_breaks > 0) {
    console.error(`FALLO: ${w.invariant_breaks} filas rompen los invariantes:`);
    for (const result of brokenInvariants) console.error(describeResult(result));
  }
  if (
    failedReads.length > 0 ||
    failedPages.length > 0 ||
    lostScans ||
    w.invariant_breaks > 0 ||
    trailOn.sales === 0 ||
    trailOn.transfers === 0 ||
    auditVerify.breaks > 0
  )
    process.exitCode = 1;
} finally {
  await stopChildren();
  dataSet.stop();
}

/** Business dates spread over the data set's three years, as a closing date is asked. */
function randomPastDates(count: number): string[] {
  const now = Date.now();
  return Array.from({ length: count }, () =>
    new Date(now - Math.floor(Math.random() * 3 * 365) * 86_400_000).toISOString().slice(0, 10),
  );
}

/** The times (ms since the epoch) of a product's first and last movements. */
async function movementSpan(db: ReturnType<typeof createDatabase>, productId: string) {
  const span = await db
    .selectFrom("movements")
    .select([(eb) => eb.fn.min("created_at").as("first"), (eb) => eb.fn.max("created_at").as("last")])
    .where("product_id", "=", productId)
    .executeTakeFirstOrThrow();
  return { first: Date.parse(String(span.first)), last: Date.parse(String(span.last)) };
}

/** Ranges of a product's history (from its first movement's day to its last's) with their page counts. */
async function randomKardexRanges(
  db: ReturnType<typeof createDatabase>,
  get: (path: string) => Promise<{ total_pages: number }>,
  productId: string,
) {
  const { first, last } = await movementSpan(db, productId);
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const ranges: Array<{ path: string; pages: number }> = [];
  for (let i = 0; i < 20; i++) {
    const a = first + Math.random() * (last - first);
    const b = first + Math.random() * (last - first);
    const path = `/api/product/${productId}/kardex?from=${day(Math.min(a, b))}&to=${day(Math.max(a, b))}`;
    ranges.push({ path, pages: Math.max(1, (await get(path)).total_pages) });
  }
  return ranges;
}
