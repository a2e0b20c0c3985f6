import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { createDatabase } from "../src/db/connection";
import { testDbKind } from "./helpers/test-database";

// Issue 30 §4: SQLite has one connection, held by one transaction at a time. The next in line takes it on
// a later turn of the event loop, so 50 concurrent writes are not one long macrotask that a health
// check or a product page waits behind.
describe.skipIf(testDbKind !== "sqlite")("the SQLite connection between two holders", () => {
  const db = createDatabase({ kind: "sqlite", path: ":memory:" });
  afterAll(() => db.destroy());

  it("lets the event loop take a turn before the next waiting transaction runs", async () => {
    const order: string[] = [];
    const first = db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      order.push("first transaction");
    });
    const second = db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      order.push("second transaction");
    });
    setImmediate(() => order.push("event loop turn"));
    await Promise.all([first, second]);
    expect(order).toEqual(["first transaction", "event loop turn", "second transaction"]);
  });

  it("lets the event loop take a turn before a holder that asks in the same turn as the release", async () => {
    // Requests whose sockets are ready in one poll phase: each asks once the one before has finished, so
    // none is waiting at the release, and without a turn between them they all ran in that phase.
    const order: string[] = [];
    setImmediate(() => order.push("event loop turn"));
    await sql`select 1`.execute(db);
    order.push("first query");
    await sql`select 2`.execute(db);
    order.push("second query");
    expect(order).toEqual(["first query", "event loop turn", "second query"]);
  });

  it("still gives a free connection at once, and every waiter its turn in order", async () => {
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => sql`select ${i} as n`.execute(db).then(() => order.push(i))),
    );
    expect(order).toEqual(Array.from({ length: 20 }, (_, i) => i));
    const { rows } = await sql<{ n: number }>`select 1 as n`.execute(db);
    expect(rows).toEqual([{ n: 1 }]);
  });
});
