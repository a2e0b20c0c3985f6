import { businessTimeZone } from "../../lib/business-date";
import {
  idempotentTransaction,
  type StockTransaction,
  UNKEYED,
} from "../../modules/idempotency/idempotent-transaction";
import type { Db } from "../connection";
import { revalueLedger } from "../maintenance/ledger-values";
import { seedDemoAlerts } from "./demo-alerts";
import { seedDemoBusiness } from "./demo-business";
import { seedDemoCatalog } from "./demo-catalog";
import { seedDemoCounts } from "./demo-counts";
import { seedDemoClients, seedDemoEmployees } from "./demo-people";
import { seedDemoPurchases } from "./demo-purchases";
import { seedDemoSales } from "./demo-sales";
import { seedDemoSuppliers } from "./demo-suppliers";
import { seedDemoTransfers } from "./demo-transfers";

/** Demo data per domain, in dependency order; each later domain adds its seeder here. */
const seeders: Array<(trx: StockTransaction) => Promise<void>> = [
  seedDemoBusiness,
  seedDemoEmployees,
  seedDemoClients,
  seedDemoCatalog,
  seedDemoSuppliers,
  seedDemoTransfers,
  seedDemoSales,
  seedDemoAlerts,
  seedDemoPurchases,
  seedDemoCounts,
  // The catalog writes its history directly: value every ledger row (the kardex) once it is all there.
  (db) => revalueLedger(db, businessTimeZone()),
];

export async function seedDemoData(db: Db): Promise<void> {
  // One transaction, and one the stock ledger accepts: the seed is a write outside any request (UNKEYED).
  await idempotentTransaction(db, UNKEYED, async (trx) => {
    for (const seed of seeders) await seed(trx);
  });
}
