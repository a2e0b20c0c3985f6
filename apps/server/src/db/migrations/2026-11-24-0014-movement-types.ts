import { type Kysely, sql } from "kysely";
import { isPostgres } from "./dialect";
import { dropTriggers } from "./drop-triggers";
import { rebuildSqliteTable } from "./sqlite-rebuild";

/**
 * The movement types move from a CHECK on the ledger (migration 0004), which only a rewrite of its
 * largest table could change on SQLite, to the reference table movement_types. Adding a type is then
 * a migration inserting one row (O(1) on both databases) plus its line in shared/movements.ts.
 *
 * A trigger refuses a movement whose type is not in movement_types, on both databases. PostgreSQL
 * could use a foreign key instead, but Kysely runs a migration in one transaction: validating the key
 * over the existing ledger would keep writes out for the whole scan, and every insert would then lock
 * its type's row (FOR KEY SHARE) in a four-row table all writers share. The rows already passed the
 * CHECK, so the trigger needs no scan: dropping the CHECK is a catalog change on PostgreSQL. SQLite
 * can only drop it by rebuilding the table (sqlite-rebuild.ts), once.
 */
const TYPES = ["IN", "OUT", "REPLENISH", "WITHDRAWAL"];

/** The ledger's columns as migration 0004 created them, with (typeCheck) or without its CHECK. */
const movementsColumns = (typeCheck: string) =>
  `("id" text primary key, "lot_id" text not null references "lots" ("id"), "product_id" text not null references "products" ("id"), "warehouse_id" text not null references "warehouses" ("id"), "type" text not null${typeCheck}, "quantity" integer not null check (quantity > 0), "unit" text not null, "lot_number" text, "reference" text, "cost_cents" bigint, "employee_id" text references "employees" ("id"), "created_at" text not null)`;
const TYPE_CHECK = ` check (type in ('IN', 'OUT', 'REPLENISH', 'WITHDRAWAL'))`;

const unknownType = "not exists (select 1 from movement_types where code = new.type)";
/** SQLite has one trigger per event: on insert, on update of the type. */
const SQLITE_TRIGGERS = ["movements_type_known_ai", "movements_type_known_au"] as const;

/**
 * On SQLite the whole of up() and of down() is one transaction, the table rebuild's (sqlite-rebuild.ts):
 * a crash leaves the database before the migration, never a ledger without its type check. The
 * migrator records the migration only after that commit, so each step also tolerates finding its work
 * done: a crash between the two must not block the rerun. On PostgreSQL the migrator already runs each
 * migration, and its record, in one transaction.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await createMovementTypes(db);
    await sql
      .raw(`create function movements_type_known() returns trigger language plpgsql as $$
            begin
              if ${unknownType} then
                raise exception 'unknown movement type %', new.type using errcode = 'check_violation';
              end if;
              return new;
            end $$`)
      .execute(db);
    await sql
      .raw(`create trigger movements_type_known before insert or update of type on movements
            for each row execute function movements_type_known()`)
      .execute(db);
    await sql`alter table movements drop constraint movements_type_check`.execute(db);
    return;
  }
  await rebuildSqliteTable(db, "movements", movementsColumns(""), async (trx, rebuild) => {
    await createMovementTypes(trx);
    await rebuild();
    const refuse = "begin select raise(abort, 'unknown movement type'); end";
    const [onInsert, onUpdate] = SQLITE_TRIGGERS;
    // The rebuild recreated these if a previous run had created them (SQLite stores no IF NOT EXISTS).
    await sql
      .raw(`create trigger if not exists ${onInsert} before insert on movements when ${unknownType} ${refuse}`)
      .execute(trx);
    await sql
      .raw(`create trigger if not exists ${onUpdate} before update of type on movements when ${unknownType} ${refuse}`)
      .execute(trx);
  });
}

async function createMovementTypes(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("movement_types")
    .ifNotExists()
    .addColumn("code", "text", (col) => col.primaryKey())
    .execute();
  await db
    .insertInto("movement_types")
    .values(TYPES.map((code) => ({ code })))
    .onConflict((oc) => oc.column("code").doNothing())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await dropTriggers(db, "movements", "movements_type_known");
    await sql.raw(`alter table movements add constraint movements_type_check${TYPE_CHECK}`).execute(db);
    await db.schema.dropTable("movement_types").execute();
    return;
  }
  await rebuildSqliteTable(db, "movements", movementsColumns(TYPE_CHECK), async (trx, rebuild) => {
    await dropTriggers(trx, "movements", "movements_type_known", [...SQLITE_TRIGGERS]);
    await rebuild();
    await trx.schema.dropTable("movement_types").ifExists().execute();
  });
}
