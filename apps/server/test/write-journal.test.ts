import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { fingerprintedTables } from "./helpers/fingerprint";
import { createSignedInApp, signIn, type TestApp } from "./helpers/test-app";
import { testDbKind } from "./helpers/test-database";
import { installWriteJournal, type WriteJournal } from "./helpers/write-journal";

// The fuzz walk trusts this journal to see every write a refused request commits: it must see a
// committed write (also one that rewrites the same values), and nothing of a rolled-back one.
let t: TestApp;
let admin: string;
let db: Kysely<unknown>;
let journal: WriteJournal;

beforeAll(async () => {
  ({ t, admin } = await createSignedInApp());
  db = t.app.db as unknown as Kysely<unknown>;
  journal = await installWriteJournal(db, testDbKind, await fingerprintedTables(db));
});
afterAll(() => t?.close());

const createWarehouse = (name: string) =>
  t.app.inject({ method: "POST", url: "/api/warehouse", headers: { cookie: admin }, payload: { name } });

it("names the tables a committed request wrote", async () => {
  const mark = await journal.mark();
  expect((await createWarehouse("Bodega Diario")).statusCode).toBe(201);
  expect((await journal.writtenSince(mark)).join()).toMatch(/\bwarehouses \(1 row writes\)/);
});

it("sees nothing of a refused request or a rolled-back transaction", async () => {
  const mark = await journal.mark();
  expect((await createWarehouse("Bodega Diario")).statusCode).toBe(409);
  await expect(
    db.transaction().execute(async (trx) => {
      await sql`update warehouses set name = 'Bodega Revertida'`.execute(trx);
      throw new Error("rolled back");
    }),
  ).rejects.toThrow("rolled back");
  expect(await journal.writtenSince(mark)).toEqual([]);
});

it("counts a row rewritten with the same values, and leaves out the tables not given to it", async () => {
  const mark = await journal.mark();
  await sql`update warehouses set name = name where name = 'Bodega Diario'`.execute(db);
  // A sign-in writes only sessions and the audit trail, which the fingerprint leaves out by design.
  await signIn(t.app);
  expect(await journal.writtenSince(mark)).toEqual(["warehouses (1 row writes)"]);
});
