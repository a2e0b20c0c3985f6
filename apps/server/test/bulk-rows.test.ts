import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertRows, rowsRelation } from "../src/db/bulk-rows";
import type { Db } from "../src/db/connection";
import { createTestApp, type TestApp } from "./helpers/test-app";

// A batch's rows as one JSON parameter (db/bulk-rows.ts): what goes in comes back cell for cell, whatever
// the text holds, on both databases; and a batch whose rows give different columns is refused.

let t: TestApp;
let db: Db;

beforeAll(async () => {
  t = await createTestApp();
  db = t.app.db;
});
afterAll(() => t?.close());

const awkward = ["comilla ' y \" doble", "barra \\ invertida", "ñandú — 𝄞 emoji 🧾", "línea\nnueva\ttab", "", "null"];

describe("rows of a batch as one JSON parameter", () => {
  it("inserts every row as VALUES would, texts and numbers intact (one row and many)", async () => {
    const rows = awkward.map((name, i) => ({
      id: `bulk-${i}`,
      identification: `900${i}`,
      name,
      name_key: `bulk-key-${i}`,
      is_active: (i % 2) as 0 | 1,
      created_at: "2026-12-01T00:00:00.000Z",
      updated_at: "2026-12-01T00:00:00.000Z",
    }));
    await insertRows(db, "warehouses", rows.slice(0, 1)).execute();
    await insertRows(db, "warehouses", rows.slice(1)).execute();
    const stored = await db
      .selectFrom("warehouses")
      .select(["id", "identification", "name", "name_key", "is_active", "created_at", "updated_at"])
      .where("id", "like", "bulk-%")
      .orderBy("id")
      .execute();
    expect(stored.map((row) => ({ ...row, is_active: Number(row.is_active) }))).toEqual(rows);
  });

  it("refuses a batch whose rows give different columns (the missing one would be NULL, not its default)", () => {
    const at = "2026-12-01T00:00:00.000Z";
    const rows = [
      { id: "w-1", identification: "1", name: "Una", name_key: "una", created_at: at, updated_at: at },
      {
        id: "w-2",
        identification: "2",
        name: "Otra",
        name_key: "otra",
        created_at: at,
        updated_at: at,
        is_active: 0 as const,
      },
    ];
    expect(() => insertRows(db, "warehouses", rows)).toThrow(/same columns/);
    expect(() => insertRows(db, "warehouses", rows.slice(0, 1))).not.toThrow();
  });

  it("refuses a number JSON cannot hold rather than store it as NULL", () => {
    expect(() => rowsRelation(db, [{ id: "x", amount: Number.NaN }], { id: "text", amount: "bigint" }, "r")).toThrow(
      /NaN/,
    );
    expect(() =>
      rowsRelation(db, [{ id: "x", amount: Number.POSITIVE_INFINITY }], { id: "text", amount: "bigint" }, "r"),
    ).toThrow(/Infinity/);
  });

  it("joins a batch as a relation, texts, numbers beyond 2^31 and nulls intact", async () => {
    const rows = awkward.map((text, i) => ({ id: `r-${i}`, amount: 3_000_000_000 + i, text: i === 2 ? null : text }));
    const relation = rowsRelation(db, rows, { id: "text", amount: "bigint", text: "text" }, "r");
    const { rows: read } = await sql<{ id: string; amount: number | string; text: string | null }>`
      select r.id, r.amount, r.text from ${relation} order by r.id`.execute(db);
    expect(read.map((row) => ({ ...row, amount: Number(row.amount) }))).toEqual(rows);
  });
});
