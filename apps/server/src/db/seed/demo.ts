import { businessTimeZone } from "../../lib/business-date";
import type { Db } from "../connection";
import { revalueLedger } from "../maintenance/ledger-values";
import { seedDemoAlerts } from "./demo-alerts";
import { seedDemoCatalog } from "./demo-catalog";
import { seedDemoClients, seedDemoEmployees } from "./demo-people";
import { seedDemoSales } from "./demo-sales";
import { seedDemoTransfers } from "./demo-transfers";

/** Demo data per domain, in dependency order; each later domain adds its seeder here. */
const seeders: Array<(db: Db) => Promise<void>> = [
  seedDemoEmployees,
  seedDemoClients,
  seedDemoCatalog,
  seedDemoTransfers,
  seedDemoSales,
  seedDemoAlerts,
  // The catalog writes its history directly: value every ledger row (the kardex) once it is all there.
  (db) => revalueLedger(db, businessTimeZone()),
];

export async function seedDemoData(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const seed of seeders) await seed(trx);
  });
}
