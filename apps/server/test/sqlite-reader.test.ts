import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { createDatabase } from "../src/db/connection";
import { testDbKind } from "./helpers/test-database";

// docs/decisions/0025-imports.md: on a SQLite file a plain read does not wait for the write connection,
// so a transaction that yields between batches (an import) holds no page, and no reader sees its rows
// before the commit.
describe.skipIf(testDbKind !== "sqlite")("the SQLite read connection beside the write connection", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "inventario-reader-"));
  const db = createDatabase({ kind: "sqlite", path: path.join(dir, "reader.db") });
  afterAll(async () => {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("answers a read at once while a transaction holds the write connection, with the last commit", async () => {
    await sql`create table notes (id integer primary key, text text not null)`.execute(db);
    await sql`insert into notes (text) values ('committed')`.execute(db);
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted!: () => void;
    const insertedYet = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const transaction = db.transaction().execute(async (trx) => {
      await sql`insert into notes (text) values ('uncommitted')`.execute(trx);
      inserted();
      await held;
    });
    await insertedYet;
    const { rows } = await sql<{ text: string }>`select text from notes order by id`.execute(db);
    expect(rows.map((row) => row.text)).toEqual(["committed"]);
    release();
    await transaction;
    const after = await sql<{ text: string }>`select text from notes order by id`.execute(db);
    expect(after.rows.map((row) => row.text)).toEqual(["committed", "uncommitted"]);
  });

  it("makes a write outside a transaction wait for the transaction, then see its rows", async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = db.transaction().execute(async (trx) => {
      await sql`insert into notes (text) values ('first')`.execute(trx);
      await held;
      order.push("transaction commits");
    });
    const write = sql`insert into notes (text) select 'after ' || count(*) from notes`.execute(db).then(() => {
      order.push("write");
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual([]);
    release();
    await Promise.all([transaction, write]);
    expect(order).toEqual(["transaction commits", "write"]);
    const { rows } = await sql<{ text: string }>`select text from notes order by id desc limit 1`.execute(db);
    expect(rows[0]?.text).toBe("after 3");
  });

  it("keeps a holder that wrote on the write connection, so it reads its own write", async () => {
    const seen = await db.connection().execute(async (connection) => {
      await sql`create temp table scratch (n integer)`.execute(connection);
      await sql`insert into scratch values (7)`.execute(connection);
      const { rows } = await sql<{ n: number }>`select n from scratch`.execute(connection);
      return rows.map((row) => row.n);
    });
    expect(seen).toEqual([7]);
  });
});
