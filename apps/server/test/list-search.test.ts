import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPostgres } from "../src/db/dialect";
import { listShape } from "../src/db/lists/list-page";
import { LISTS, type ListName } from "../src/db/lists/lists";
import { newProductBody } from "./helpers/catalog";
import { introspectedSchema } from "./helpers/schema";
import { createSignedInApp, injectAs, type TestApp } from "./helpers/test-app";

// A list's search finds only the rows the list counts (LISTS' `counted`). The matches test the
// condition; the count beside them is taken on the search index alone, so it relies on the writers
// blanking the search_text of every row the list does not count. Both are checked here, through the
// API as a user writes.

let t: TestApp;
let admin: string;
beforeAll(async () => ({ t, admin } = await createSignedInApp()));
afterAll(() => t.close());

const searchProducts = async (term: string) => {
  const response = await injectAs(t.app, admin, "GET", `/api/product?search=${encodeURIComponent(term)}`);
  expect(response.statusCode).toBe(200);
  return response.json() as { data: Array<{ id: string }>; total: number };
};

async function createProduct(name: string) {
  const warehouse = await injectAs(t.app, admin, "POST", "/api/warehouse", { name: `Bodega ${name}` });
  const product = await injectAs(t.app, admin, "POST", "/api/product", {
    ...newProductBody(warehouse.json().id),
    name,
  });
  expect(product.statusCode).toBe(201);
  return product.json().id as string;
}

/** The rows of a list's table whose search_text is blank when the list counts them, or not blank when it does not. */
async function searchTextMismatches(name: ListName) {
  const list = LISTS[name];
  if (!list.counted) return [];
  const { rows } = await sql<{ id: string }>`
    select r.id from ${sql.table(list.table)} r
    where (case when ${sql.raw(list.counted("r"))} then 1 else 0 end) <> (case when r.search_text <> '' then 1 else 0 end)`.execute(
    t.app.db,
  );
  return rows.map((row) => row.id);
}

/** Whether the table has the trigram index createSearchIndex makes (migrations/search-index.ts). */
async function hasSearchIndex(table: string) {
  const { rows } = isPostgres(t.app.db)
    ? await sql`select 1 from pg_indexes where tablename = ${table} and indexname = ${`${table}_search_trgm`}`.execute(
        t.app.db,
      )
    : await sql`select 1 from sqlite_master where type = 'table' and name = ${`${table}_search`}`.execute(t.app.db);
  return rows.length > 0;
}

describe("every list of LISTS", () => {
  it("has its migrated version row and the columns its search and order read", async () => {
    const schema = await introspectedSchema(t.app.db);
    for (const [name, list] of Object.entries(LISTS)) {
      const step = `list ${name}: its migration creates the list (createListIndexOf, createSearchIndex) on a table with search_text${list.sortKey ? " and sort_key" : ""} (docs/EXTENDING.md, "Adding a paged list")`;
      const version = await t.app.db
        .selectFrom("list_stats")
        .select("version")
        .where("list", "=", name)
        .executeTakeFirst();
      expect(version, step).toBeDefined();
      expect(schema[list.table], step).toHaveProperty("search_text");
      if (list.sortKey) expect(schema[list.table], step).toHaveProperty(list.sortKey);
    }
  });

  it("has the search index it declares, and answers a search", async () => {
    for (const [name, list] of Object.entries(LISTS) as Array<[ListName, (typeof LISTS)[ListName]]>) {
      const step = list.searchIndex
        ? `list ${name}: its migration must call createSearchIndex(db, "${list.table}") after creating the table, or its search answers 500 on SQLite and reads the whole table on PostgreSQL (docs/EXTENDING.md, "Adding a paged list", step 3)`
        : `list ${name}: declared without a search index (searchIndex: false), yet ${list.table} has one`;
      expect(await hasSearchIndex(list.table), step).toBe(list.searchIndex);
      if (!list.searchIndex) continue;
      const found = await listShape(name, (r) => r.select("r.id"))
        .page(t.app.db, { page: 1, search: "sin coincidencias" })
        .catch((error: Error) => error.message);
      expect(found, step).toEqual({ rows: [], total: 0 });
    }
  });
});

describe("a list's search", () => {
  it("finds only the rows the list counts, whatever their search_text holds", async () => {
    const shown = await createProduct("Pitahaya amarilla");
    const hidden = await createProduct("Pitahaya roja");
    expect(await searchProducts("pitahaya")).toMatchObject({ total: 2 });
    const deleted = await injectAs(t.app, admin, "DELETE", `/api/product/${hidden}`);
    expect(deleted.statusCode).toBe(204);
    // A deactivated row whose search_text a writer forgot to blank is still kept out.
    await t.app.db.updateTable("products").set({ search_text: "pitahaya roja" }).where("id", "=", hidden).execute();
    const found = await searchProducts("pitahaya");
    await t.app.db.updateTable("products").set({ search_text: "" }).where("id", "=", hidden).execute();
    expect(found.data.map((p) => p.id)).toEqual([shown]);
    expect(found.total).toBe(1);
  });

  it("is blank exactly for the rows a list does not count, as the product writers leave them", async () => {
    const kept = await createProduct("Guanábana dulce");
    const removed = await createProduct("Guanábana ácida");
    expect((await injectAs(t.app, admin, "DELETE", `/api/product/${removed}`)).statusCode).toBe(204);
    const renamed = await injectAs(t.app, admin, "PUT", `/api/product/${kept}`, {
      ...newProductBody("unused"),
      name: "Guanábana madura",
    });
    expect(renamed.statusCode).toBe(200);
    await createProduct("Guanábana verde");
    for (const name of Object.keys(LISTS) as ListName[]) {
      expect(
        await searchTextMismatches(name),
        `list ${name}: a writer must blank search_text exactly for the rows the list's counted condition leaves out (db/lists/lists.ts)`,
      ).toEqual([]);
    }
    expect((await searchProducts("guanabana")).total).toBe(2);
  });
});
