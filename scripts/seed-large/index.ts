// npm run seed:large -- [--products 1000000] [--warehouses 200] [--clients 100000] [--movements 10000000] [--seed 42]
// Fills the configured database (SQLITE_PATH, or DATABASE_URL for PostgreSQL) with a large, reproducible
// data set. The database must not hold products yet: start from an empty file or database.
import { parseArgs } from "node:util";
import { sql } from "kysely";
import { loadConfig } from "../../apps/server/src/config/env";
import { prepareDatabase } from "../../apps/server/src/db/bootstrap";
import { createDatabase } from "../../apps/server/src/db/connection";
import { rebuildAllLists } from "../../apps/server/src/db/lists/rebuild";
import { rebuildSalesDaily } from "../../apps/server/src/db/maintenance/daily-totals";
import { recountMovements } from "../../apps/server/src/db/maintenance/movement-counts";
import { recountOnOrder } from "../../apps/server/src/db/maintenance/on-order";
import { recountStock } from "../../apps/server/src/db/maintenance/product-stock";
import { rebuildSalesProductFigures } from "../../apps/server/src/db/maintenance/sales-product-figures";
import { refreshStockAlertFigures } from "../../apps/server/src/db/maintenance/stock-alert-figures";
import { businessTimeZone, businessToday, useBusinessTimeZone } from "../../apps/server/src/lib/business-date";
import { openWriter } from "./bulk-writer";
import { generate } from "./generate";
import { TABLES } from "./tables";

const { values } = parseArgs({
  options: {
    products: { type: "string", default: "1000000" },
    warehouses: { type: "string", default: "200" },
    clients: { type: "string", default: "100000" },
    movements: { type: "string", default: "10000000" },
    seed: { type: "string", default: "42" },
  },
});
const sizes = {
  products: Number(values.products),
  warehouses: Number(values.warehouses),
  clients: Number(values.clients),
  movements: Number(values.movements),
  seed: Number(values.seed),
};
if (Object.values(sizes).some((n) => !Number.isInteger(n) || n < 1)) {
  console.error("Los tamaños deben ser enteros positivos.");
  process.exit(1);
}

const config = { ...loadConfig(), seedDemo: false };
// The same calendar as the server's: expirations are laid out around its today, flagged against it.
if (config.businessTimeZone) useBusinessTimeZone(config.businessTimeZone);
const started = performance.now();
const db = createDatabase(config.database);
let roleIds: string[];
try {
  await prepareDatabase(db, config);
  if (await db.selectFrom("products").select("id").limit(1).executeTakeFirst()) {
    console.error("La base de datos ya tiene productos: usa una base vacía (otro SQLITE_PATH o DATABASE_URL).");
    process.exit(1);
  }
  roleIds = (await db.selectFrom("roles").select("id").where("name", "in", ["vendedor", "bodeguero"]).execute()).map(
    (r) => r.id,
  );
} finally {
  await db.destroy();
}

console.error(`Generando en ${config.database.kind}: ${JSON.stringify(sizes)}`);
const writer = openWriter(config.database);
// The bulk load bypasses the triggers that keep counts (each product's ledger rows and stock, list
// positions, migration 0018's reserved and expired figures and warehouse_stock): they are computed once
// here instead. warehouse_stock is written only by that computation; its indexes are rebuilt after it too.
const counts = createDatabase(config.database);
let hotProductIds: string[];
let rebuilding: number;
try {
  await writer.beginLoad([...Object.values(TABLES).map((t) => t.name), "warehouse_stock"]);
  ({ hotProductIds } = await generate(writer, sizes, roleIds));
  rebuilding = performance.now();
  console.error("Reconstruyendo índices, conteos y estadísticas…");
  // Before the indexes come back: rewriting a million product rows (stock, on order, alert figures) then
  // updates no index.
  await recountMovements(counts);
  await recountStock(counts);
  await recountOnOrder(counts);
  await refreshStockAlertFigures(counts, businessToday());
  await writer.endLoad();
  // Sales per day and employee (sales_daily), read through the lines index endLoad rebuilt.
  await rebuildSalesDaily(counts, businessTimeZone());
  // Sales per day and product, and per product (sales_product_daily, _totals): the sales report by product.
  await rebuildSalesProductFigures(counts, businessTimeZone());
  await rebuildAllLists(counts);
  if (config.database.kind === "postgres") {
    // The report by product reads their primary keys alone (index-only) once they have a visibility map.
    await sql`vacuum (analyze) sales_product_daily, sales_product_totals`.execute(counts);
    // The rows carry their numbers: the application's next sale and transfer follow them. SQLite takes
    // max + 1 at each write, so it needs nothing here.
    await sql`select setval('sales_number_seq', (select greatest(
                (select coalesce(max(number), 0) from sales), (select coalesce(max(number), 0) from withdrawals)) + 1), false)`.execute(
      counts,
    );
    await sql`select setval('transfers_number_seq', (select coalesce(max(number), 0) + 1 from transfers), false)`.execute(
      counts,
    );
    for (const table of ["purchase_orders", "purchase_receipts"])
      await sql`select setval(${`${table}_number_seq`}, (select coalesce(max(number), 0) + 1 from ${sql.table(table)}), false)`.execute(
        counts,
      );
  }
} finally {
  await writer.close();
  await counts.destroy();
}
console.error(`Índices en ${((performance.now() - rebuilding) / 1000).toFixed(1)} s`);
console.error(`Productos con historial largo (10k movimientos): ${hotProductIds.join(", ")}`);
console.error(`Listo en ${((performance.now() - started) / 1000).toFixed(1)} s`);
