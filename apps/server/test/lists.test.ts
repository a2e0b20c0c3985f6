import { PAGE_SIZE } from "@inventario/shared/constants";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { containsText } from "../src/db/dialect";
import { listShape } from "../src/db/lists/list-page";
import { BUCKET_MAX_ROWS } from "../src/db/lists/lists";
import { type Arg, prepared } from "../src/db/prepared";
import { newId } from "../src/lib/ids";
import { nowIso } from "../src/lib/time";
import { createSignedInApp, type TestApp } from "./helpers/test-app";

// The maintained list counts (docs/decisions/0008-list-counts.md) must give exactly what a full
// count and OFFSET would, through bucket splits, deactivations, renames and concurrent writes.

let t: TestApp;
let admin: string;
beforeAll(async () => ({ t, admin } = await createSignedInApp()));
afterAll(() => t.close());

const get = async (url: string) => {
  const response = await t.app.inject({ url, headers: { cookie: admin } });
  expect(response.statusCode).toBe(200);
  return response.json() as { data: Array<{ id: string }>; total: number; total_pages: number };
};

// Names drawn so rows land all over the order, not only at the end.
const WORDS = ["arroz", "panela", "café", "mango", "queso", "jabón", "lulo", "papa", "aceite", "sal"];
let serial = 0;
function productRow() {
  serial++;
  const word = WORDS[(serial * 7) % WORDS.length] as string;
  const name = `${word} ${((serial * 7919) % 1000).toString().padStart(3, "0")} lote ${serial}`;
  const now = nowIso();
  return {
    id: newId(),
    name,
    description: "Prueba de listas",
    category: "Pruebas",
    sku: `LST-${serial}-${Math.random().toString(36).slice(2, 8)}`,
    image_url: null,
    price_cents: 1000,
    search_text: `${name} prueba de listas pruebas`.replace("é", "e").replace("ó", "o"),
    sort_key: name.replace("é", "e").replace("ó", "o"),
    created_at: now,
    updated_at: now,
  };
}

async function insertProducts(count: number) {
  for (let i = 0; i < count; i += 100) {
    const rows = Array.from({ length: Math.min(100, count - i) }, productRow);
    await t.app.db.insertInto("products").values(rows).execute();
  }
}

/** What a full count and OFFSET answer: the reference the API must match. */
async function expectedProductPage(page: number, search?: string) {
  let query = t.app.db.selectFrom("products").select("id").where("is_active", "=", 1);
  if (search) query = query.where("search_text", "like", `%${search}%`);
  const all = await query.orderBy("sort_key").orderBy("id").execute();
  return {
    ids: all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((r) => r.id),
    total: all.length,
  };
}

async function expectProductPages(pages: number[], search?: string) {
  for (const page of pages) {
    const qs = search ? `page=${page}&search=${encodeURIComponent(search)}` : `page=${page}`;
    const body = await get(`/api/product?${qs}`);
    const expected = await expectedProductPage(page, search);
    expect(body.total).toBe(expected.total);
    expect(body.total_pages).toBe(Math.ceil(expected.total / PAGE_SIZE));
    expect(
      body.data.map((p) => p.id),
      `page ${page} ${search ?? ""}`,
    ).toEqual(expected.ids);
  }
}

/** Every bucket holds exactly the active rows from its lower bound up to the next one. */
async function expectBucketsExact(list: "products" | "withdrawals") {
  const key = list === "products" ? sql`(r.sort_key, r.id)` : sql`r.id`;
  const lower = list === "products" ? sql`(b.lower_key, b.lower_id)` : sql`b.lower_id`;
  const counted = list === "products" ? sql`r.is_active = 1` : sql`1 = 1`;
  const { rows } = await sql<{ lower_id: string; row_count: number; actual: number }>`
    select b.lower_id, b.row_count,
      (select count(*) from ${sql.table(list)} r where ${counted} and ${key} >= ${lower}
         and not exists (select 1 from list_buckets n where n.list = b.list and
           ${list === "products" ? sql`(n.lower_key, n.lower_id)` : sql`n.lower_id`} > ${lower}
           and ${key} >= ${list === "products" ? sql`(n.lower_key, n.lower_id)` : sql`n.lower_id`})) as actual
    from list_buckets b where b.list = ${list}`.execute(t.app.db);
  for (const row of rows) expect(Number(row.row_count), `bucket ${row.lower_id}`).toBe(Number(row.actual));
  return rows.length;
}

describe("product list counts and pages", () => {
  it("match a full count and OFFSET across bucket splits", async () => {
    await insertProducts(BUCKET_MAX_ROWS * 3 + 37);
    const { total_pages } = await get("/api/product?page=1");
    await expectProductPages([
      1,
      2,
      Math.floor(total_pages / 3),
      Math.floor(total_pages / 2),
      total_pages - 1,
      total_pages,
    ]);
    expect(await expectBucketsExact("products")).toBeGreaterThan(3);
    expect((await get(`/api/product?page=${total_pages + 1}`)).data).toEqual([]);
  });

  it("do not answer from the remembered layout once another writer changed the list", async () => {
    // The layout kept from the last read is only trusted when the page's own statement reads the same
    // version; writes from outside this server (here: straight to the database) must show at once.
    const before = await get("/api/product?page=1");
    const lastPage = before.total_pages;
    await expectProductPages([lastPage]);
    await insertProducts(PAGE_SIZE * 2);
    await expectProductPages([lastPage, lastPage + 1, lastPage + 2]);
    const newest = await t.app.db
      .selectFrom("products")
      .select("id")
      .orderBy("id", "desc")
      .limit(PAGE_SIZE * 2)
      .execute();
    await t.app.db
      .deleteFrom("products")
      .where(
        "id",
        "in",
        newest.map((r) => r.id),
      )
      .execute();
    const after = await get(`/api/product?page=${lastPage + 2}`);
    expect(after.data).toEqual([]);
    expect(after.total).toBe(before.total);
    await expectProductPages([1, lastPage]);
  });

  it("follow deactivations, reactivations and renames", async () => {
    const some = await t.app.db.selectFrom("products").select("id").orderBy("id").limit(300).execute();
    const ids = some.map((r) => r.id);
    await t.app.db
      .updateTable("products")
      .set({ is_active: 0, search_text: "" })
      .where("id", "in", ids.slice(0, 120))
      .execute();
    await t.app.db.updateTable("products").set({ is_active: 1 }).where("id", "in", ids.slice(0, 20)).execute();
    await t.app.db
      .updateTable("products")
      .set({ sort_key: sql`'zz ' || sort_key`, name: sql`'Zz ' || name` })
      .where("id", "in", ids.slice(200, 300))
      .execute();
    const { total_pages } = await get("/api/product?page=1");
    await expectProductPages([1, 7, Math.floor(total_pages / 2), total_pages - 10, total_pages]);
    await expectBucketsExact("products");
    const dashboard = await t.app.inject({ url: "/api/product/active/count", headers: { cookie: admin } });
    expect(dashboard.json().count).toBe((await expectedProductPage(1)).total);
  });

  it("search pages match a scan, for a common and a rare term, first and deep pages", async () => {
    const common = await expectedProductPage(1, "lote");
    expect(common.total).toBeGreaterThan(1000);
    const { total_pages } = await get("/api/product?page=1&search=LOTE");
    await expectProductPages([1, 2, Math.floor(total_pages / 2), total_pages], "lote");
    await expectProductPages([1, 2], "lote 1");
    await expectProductPages([1], "mango 0");
    await expectProductPages([1], "no-existe-nada");
  });

  it("search pages of a term matching most of the list match a scan", async () => {
    const { total_pages } = await get("/api/product?page=1&search=prueba");
    expect(total_pages).toBeGreaterThan(10);
    await expectProductPages([1, 3, total_pages], "prueba");
    await expectProductPages([1, 2], "lote 2");
  });

  it("search counts change as soon as the list does", async () => {
    const before = (await get("/api/product?page=1&search=panela")).total;
    const row = { ...productRow(), name: "panela nueva", sort_key: "panela nueva", search_text: "panela nueva" };
    await t.app.db.insertInto("products").values(row).execute();
    expect((await get("/api/product?page=1&search=panela")).total).toBe(before + 1);
    await t.app.db.updateTable("products").set({ is_active: 0, search_text: "" }).where("id", "=", row.id).execute();
    expect((await get("/api/product?page=1&search=panela")).total).toBe(before);
  });

  it("stay exact with writes and reads running concurrently", async () => {
    const writers = Array.from({ length: 20 }, async () => {
      for (let i = 0; i < 5; i++) await insertProducts(30);
    });
    const readers = Array.from({ length: 10 }, async () => {
      for (let i = 0; i < 10; i++) await get(`/api/product?page=${1 + Math.floor(Math.random() * 200)}`);
    });
    await Promise.all([...writers, ...readers]);
    await get("/api/product?page=1"); // a reader splits what the writers filled
    await expectBucketsExact("products");
    const { total_pages } = await get("/api/product?page=1");
    await expectProductPages([1, Math.floor(total_pages / 2), total_pages]);
  });
});

describe("picking request list (newest first)", () => {
  it("pages from the newest through bucket splits", async () => {
    const now = nowIso();
    for (let i = 0; i < BUCKET_MAX_ROWS * 2 + 15; i += 100) {
      const rows = Array.from({ length: Math.min(100, BUCKET_MAX_ROWS * 2 + 15 - i) }, (_, k) => ({
        id: newId(),
        number: i + k + 1,
        requested_by: `Venta ${i + k}`,
        employee_id: null,
        status: "PENDING" as const,
        search_text: `venta ${i + k}`,
        created_at: now,
        updated_at: now,
      }));
      await t.app.db.insertInto("withdrawals").values(rows).execute();
    }
    const all = (await t.app.db.selectFrom("withdrawals").select("id").orderBy("id", "desc").execute()).map(
      (r) => r.id,
    );
    const pages = Math.ceil(all.length / PAGE_SIZE);
    for (const page of [1, 2, Math.floor(pages / 2), pages - 1, pages]) {
      const body = await get(`/api/withdrawals?page=${page}`);
      expect(body.total).toBe(all.length);
      expect(body.data.map((w) => w.id)).toEqual(all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE));
    }
    await expectBucketsExact("withdrawals");
  });
});

describe("hot reads (db/prepared.ts)", () => {
  it("refuse an argument written into the SQL text, transformed, or bound as a LIMIT", async () => {
    // @ts-expect-error an argument is not text: sql.raw() cannot take it
    const intoSql = prepared((_db, table: Arg<string>) => sql`select count(*) as n from ${sql.raw(table)}`);
    await expect(intoSql(t.app.db, "products")).rejects.toThrow(/written into the SQL text/);
    const inText = prepared((_db, table: Arg<string>) => sql`select count(*) as n from ${sql.raw(`${table}`)}`);
    await expect(inText(t.app.db, "products")).rejects.toThrow(/written into the SQL text/);
    const transformed = prepared((db, term: Arg<string>) =>
      // @ts-expect-error an argument cannot be transformed before it is bound: it is no string
      db.selectFrom("products").select("id").where(containsText("search_text", term)),
    );
    expect(transformed).toBeTypeOf("function");
    const boundLimit = prepared((db, limit: Arg<number>) => db.selectFrom("products").select("id").limit(limit));
    await expect(boundLimit(t.app.db, 1)).rejects.toThrow(/LIMIT must be a literal/);
    const valueLimit = prepared((db) => db.selectFrom("products").select("id").limit(1));
    await expect(valueLimit(t.app.db)).rejects.toThrow(/LIMIT must be a literal/);
  });

  it("bind each call's values to the one statement", async () => {
    const names = prepared(
      (_db, id: Arg<string>) =>
        sql<{ name: string }>`select name from products where id >= ${id} order by id limit ${sql.lit(2)}`,
    );
    const some = await t.app.db.selectFrom("products").select(["id", "name"]).orderBy("id").limit(5).execute();
    for (const product of [...some.slice(0, 3), some[0]!]) {
      const rows = await names(t.app.db, product.id);
      const expected = some.filter((p) => p.id >= product.id).slice(0, 2);
      expect(rows.map((r) => r.name)).toEqual(expected.map((p) => p.name));
    }
  });

  it("build a statement once for the database and all its transactions", async () => {
    let builds = 0;
    const nameOf = prepared((db, id: Arg<string>) => {
      builds += 1;
      return db.selectFrom("products").select("name").where("id", "=", id);
    });
    const product = productRow();
    await t.app.db.insertInto("products").values(product).execute();
    const runs = [
      await nameOf(t.app.db, product.id),
      await t.app.db.transaction().execute((trx) => nameOf(trx, product.id)),
      await t.app.db.transaction().execute((trx) => nameOf(trx, product.id)),
    ];
    expect(runs).toEqual([[{ name: product.name }], [{ name: product.name }], [{ name: product.name }]]);
    expect(builds).toBe(1);
  });

  it("run on the caller's transaction when given one, so they see its uncommitted rows", async () => {
    const productIds = listShape("products", (r) => r.select("r.id"));
    const row = productRow();
    const rolledBack = new Error("roll back");
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await trx.insertInto("products").values(row).execute();
        const seen = await productIds.byIds(trx, [row.id]);
        expect(seen.map((r) => r.id)).toEqual([row.id]);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await productIds.byIds(t.app.db, [row.id])).toEqual([]);
  });
});
