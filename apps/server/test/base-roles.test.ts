import { BUSINESS_TIME_ZONE } from "@inventario/shared/dates";
import { ADMIN_ROLE } from "@inventario/shared/permissions";
import { type Kysely, Migrator } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { BASE_ROLES } from "../src/db/base-roles";
import { createDatabase, type Db } from "../src/db/connection";
import { migrateToLatest } from "../src/db/migrate";
import { migrationsFor } from "../src/db/migrations/index";
import { newId } from "../src/lib/ids";
import { createTestDatabase, type TestDatabase } from "./helpers/test-database";

/**
 * The base roles are created with BASE_ROLES' permissions only when missing: an installation whose
 * roles exist gets a new permission from a migration that grants it (docs/EXTENDING.md, "Adding a
 * domain", step 2). The oldest such installation is the first release's: its roles, upgraded by every
 * migration since, must hold what a new installation's hold.
 */

/** The last migration of the first release (2026-11-22). */
const FIRST_RELEASE_MIGRATION = "2026-11-22-0005-sales";
/** BASE_ROLES as the first release created them (db/base-roles.ts at that release): frozen, never edited. */
const FIRST_RELEASE_ROLES: Record<string, string[]> = {
  [ADMIN_ROLE]: [],
  vendedor: [
    "dashboard:read",
    "clients:read",
    "clients:create",
    "clients:update",
    "products:read",
    "warehouses:read",
    "movements:read",
    "inventory:read",
    "sales:read",
    "sales:create",
    "withdrawals:read",
  ],
  bodeguero: [
    "dashboard:read",
    "warehouses:read",
    "warehouses:create",
    "warehouses:update",
    "products:read",
    "products:create",
    "products:update",
    "movements:read",
    "inventory:read",
    "inventory:create",
    "inventory:replenish",
    "inventory:withdraw",
    "withdrawals:read",
    "withdrawals:assign",
  ],
};

const STEP = 'docs/EXTENDING.md, "Adding a domain", step 2';

let testDb: TestDatabase | undefined;
let db: Db | undefined;
afterAll(async () => {
  await db?.destroy();
  await testDb?.drop();
});

/** Each role's permissions, as `role permission` lines. */
async function grantsOf(database: Db) {
  const rows = await database
    .selectFrom("role_permissions as rp")
    .innerJoin("roles as r", "r.id", "rp.role_id")
    .select(["r.name", "rp.permission"])
    .execute();
  return new Set(rows.map((row) => `${row.name} ${row.permission}`));
}

describe("the base roles of an upgraded installation", () => {
  it("hold exactly what a new installation's hold", async () => {
    testDb = await createTestDatabase();
    db = createDatabase(testDb.database);
    const migrations = migrationsFor({ businessTimeZone: BUSINESS_TIME_ZONE });
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo(FIRST_RELEASE_MIGRATION)).error).toBeUndefined();
    // biome-ignore lint/suspicious/noExplicitAny: the schema of the first release, which db/types.ts no longer describes.
    const old = db as unknown as Kysely<any>;
    for (const [name, permissions] of Object.entries(FIRST_RELEASE_ROLES)) {
      const id = newId();
      await old.insertInto("roles").values({ id, name, created_at: "2026-11-22T12:00:00.000Z" }).execute();
      for (const permission of permissions)
        await old.insertInto("role_permissions").values({ role_id: id, permission }).execute();
    }
    await migrateToLatest(db, { businessTimeZone: BUSINESS_TIME_ZONE });

    const upgraded = await grantsOf(db);
    const fresh = new Set(
      Object.entries(BASE_ROLES).flatMap(([name, permissions]) => permissions.map((p) => `${name} ${p}`)),
    );
    const missing = [...fresh]
      .filter((grant) => !upgraded.has(grant))
      .map(
        (grant) =>
          `${grant}: a new installation's role has it (db/base-roles.ts) but an upgraded one does not: a migration must insert it into role_permissions for the existing role (${STEP})`,
      );
    const extra = [...upgraded]
      .filter((grant) => !fresh.has(grant))
      .map(
        (grant) =>
          `${grant}: a migration grants it to the existing role but a new installation's role lacks it: add it to BASE_ROLES in apps/server/src/db/base-roles.ts (${STEP})`,
      );
    expect([...missing, ...extra]).toEqual([]);
  });
});
