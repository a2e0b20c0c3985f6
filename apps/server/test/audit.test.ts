import type { AuditPage, AuditRow } from "@inventario/shared/audit";
import { addDays } from "@inventario/shared/dates";
import { messages } from "@inventario/shared/messages";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../src/db/connection";
import { isPostgres } from "../src/db/dialect";
import { businessToday } from "../src/lib/business-date";
import { msecsOf, newId } from "../src/lib/ids";
import { chainLinks } from "../src/modules/audit/audit.repository";
import { chainContent, chainHash } from "../src/modules/audit/audit-chain";
import { removeAuditRowsBefore } from "../src/modules/audit/audit-retention";
import { recordAudit } from "../src/modules/audit/audit-trail";
import { digestMismatches, verifyAuditTrail } from "../src/modules/audit/audit-verify";
import { ADMIN_EMAIL, createSignedInApp, type TestApp } from "./helpers/test-app";
import { signInWithPermissions } from "./helpers/users";

/** Issue 34: the audit trail — security events, the API, append-only rows and the chains' verifier. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  ({ t, admin } = await createSignedInApp());
});
afterAll(async () => {
  await t.close();
});

async function audit(query: string, cookie = admin): Promise<AuditPage> {
  const response = await t.app.inject({ method: "GET", url: `/api/audit?${query}`, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const latest = async (query: string): Promise<AuditRow> => {
  const [row] = (await audit(query)).data;
  if (!row) throw new Error(`no audit row for ${query}`);
  return row;
};

/** Runs `tamper` with the append-only triggers off, as someone holding the database could. */
async function tampering(db: Db, tamper: (db: Db) => Promise<void>): Promise<void> {
  if (isPostgres(db)) {
    await db.transaction().execute(async (trx) => {
      await sql`alter table audit_log disable trigger user`.execute(trx);
      await tamper(trx);
      await sql`alter table audit_log enable trigger user`.execute(trx);
    });
    return;
  }
  const { rows } = await sql<{ sql: string }>`
    select sql from sqlite_master where type = 'trigger' and name like 'audit_log_no_%'`.execute(db);
  for (const event of ["update", "delete"]) await sql.raw(`drop trigger audit_log_no_${event}`).execute(db);
  try {
    await tamper(db);
  } finally {
    for (const row of rows) await sql.raw(row.sql).execute(db);
  }
}

describe("security events", () => {
  it("records a sign-in, a failed one (the email, never the password) and a sign-out", async () => {
    const signedIn = await latest("action=sign_in");
    expect(signedIn).toMatchObject({ entity: "session", user: { name: "Administrador" }, address: "127.0.0.1" });
    expect(signedIn.summary).toContain(ADMIN_EMAIL);

    const failed = await t.app.inject({
      method: "POST",
      url: "/api/auth",
      payload: { email: "Nadie@Inventario.test", password: "clave-equivocada-1" },
    });
    expect(failed.statusCode).toBe(401);
    const refusal = await latest("action=sign_in_failed");
    expect(refusal.user).toBeNull();
    expect(refusal.summary).toContain("nadie@inventario.test");
    expect(JSON.stringify(await audit("search=clave-equivocada"))).not.toContain("clave-equivocada-1");
  });

  it("records a refused permission with who and which route, and a write from another site", async () => {
    const clerk = await signInWithPermissions(t.app, admin, ["clients:read"]);
    const refused = await t.app.inject({ method: "GET", url: "/api/warehouse", headers: { cookie: clerk.cookie } });
    expect(refused.statusCode).toBe(403);
    const forbidden = await latest("action=forbidden");
    expect(forbidden.summary).toBe("GET /api/warehouse");
    expect(forbidden.user?.name).toBe("Prueba Permisos");
    // The clerk may not read the trail either.
    expect(
      (await t.app.inject({ method: "GET", url: "/api/audit", headers: { cookie: clerk.cookie } })).statusCode,
    ).toBe(403);

    const crossSite = await t.app.inject({
      method: "POST",
      url: "/api/clients",
      headers: { cookie: admin, origin: "https://evil.example" },
      payload: {},
    });
    expect(crossSite.json()).toEqual({ code: "FORBIDDEN", message: messages.errors.crossSite });
    const event = await latest("action=cross_site");
    expect(event.summary).toBe("POST /api/clients desde https://evil.example");
  });
});

describe("GET /audit", () => {
  it("pages newest first by keyset, filters by user, action, entity and dates, and refuses a bad range", async () => {
    const all = await audit("");
    expect(all.data.length).toBeGreaterThan(0);
    const ids = all.data.map((row) => row.id);
    expect([...ids].sort().reverse()).toEqual(ids);
    const me = all.data.find((row) => row.action === "sign_in")?.user?.id;
    const mine = await audit(`user_id=${me}`);
    expect(mine.data.every((row) => row.user?.id === me)).toBe(true);
    expect((await audit("from=2000-01-01&to=2000-01-31")).data).toEqual([]);
    const bad = await t.app.inject({
      method: "GET",
      url: "/api/audit?from=2026-02-01&to=2026-01-01",
      headers: { cookie: admin },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("finds a text newest first through every page, before and after the search index merges (migration 0036)", async () => {
    // Each event in a transaction of its own: on SQLite, one FTS5 segment each, which no commit merges.
    const marker = `marca${Date.now()}`;
    const events = 25;
    for (let i = 0; i < events; i++) {
      await t.app.db
        .transaction()
        .execute((trx) => recordAudit(trx, { action: "update", entity: "client", summary: `Cliente ${marker} ${i}` }));
    }
    const everyPage = async (query: string) => {
      const summaries: string[] = [];
      let page = await audit(query);
      expect(page.total).toBe(events);
      for (;;) {
        summaries.push(...page.data.map((row) => row.summary));
        if (page.next_after === null) return summaries;
        page = await audit(`${query}&after=${page.next_after}`);
      }
    };
    const newestFirst = Array.from({ length: events }, (_, i) => `Cliente ${marker} ${events - 1 - i}`);
    expect(await everyPage(`search=${marker}`)).toEqual(newestFirst);
    expect(await everyPage(`search=${marker}&entity=client&action=update`)).toEqual(newestFirst);
    if (!isPostgres(t.app.db)) {
      const { rows } = await sql<{ automerge: number }>`
        select v as automerge from audit_log_search_config where k = 'automerge'`.execute(t.app.db);
      expect(rows[0]?.automerge).toBe(0);
      // What the maintenance thread runs (maintenance-worker.mjs), here to the end.
      await sql`insert into audit_log_search(audit_log_search, rank) values ('merge', -1000)`.execute(t.app.db);
      expect(await everyPage(`search=${marker}`)).toEqual(newestFirst);
    }
  });

  it("pages a filter newest first through every page when the newest events are of other kinds", async () => {
    // The filtered page walks the filter's own index (audit.repository.ts): the same rows, in id order.
    const record = (entity: "client" | "product", action: "update" | "create", summary: string) =>
      t.app.db.transaction().execute((trx) => recordAudit(trx, { action, entity, summary }));
    for (let i = 0; i < 25; i++) await record("client", i % 2 === 0 ? "update" : "create", `Filtro cliente ${i}`);
    for (let i = 0; i < 30; i++) await record("product", "create", `Filtro producto ${i}`);
    const everyId = async (query: string) => {
      const ids: string[] = [];
      let page = await audit(query);
      for (;;) {
        ids.push(...page.data.map((row) => row.id));
        if (page.next_after === null) return { ids, total: page.total };
        page = await audit(`${query}&after=${page.next_after}`);
      }
    };
    for (const [query, entity, action] of [
      ["entity=client", "client", undefined],
      ["action=update", undefined, "update"],
      ["entity=client&action=create", "client", "create"],
    ] as const) {
      let expected = t.app.db.selectFrom("audit_log").select("id").orderBy("id", "desc");
      if (entity) expected = expected.where("entity", "=", entity);
      if (action) expected = expected.where("action", "=", action);
      const ids = (await expected.execute()).map((row) => row.id);
      expect(await everyId(query)).toEqual({ ids, total: ids.length });
    }
  });

  it("opens a record's history on its newest rows and their count, and pages on to its first row", async () => {
    // On PostgreSQL the first page of a record's history is one prepared statement (audit.repository.ts firstPage):
    // the same rows, count and cursor as any other filter's page.
    const entityId = newId();
    const events = 23;
    for (let i = 0; i < events; i++)
      await t.app.db
        .transaction()
        .execute((trx) =>
          recordAudit(trx, { action: "update", entity: "product", entityId, summary: `Historia ${i}` }),
        );
    const history = `entity=product&entity_id=${entityId}`;
    const first = await audit(history);
    expect(first).toMatchObject({ page: 1, total: events, total_pages: 3, total_capped: false });
    expect(first.data.map((row) => row.summary)).toEqual(Array.from({ length: 10 }, (_, i) => `Historia ${22 - i}`));
    expect(first.data[0]?.user).toBeNull();
    expect(first.next_after).toBe(first.data.at(-1)?.id);
    const summaries = first.data.map((row) => row.summary);
    for (let page = first; page.next_after !== null; ) {
      page = await audit(`${history}&after=${page.next_after}`);
      summaries.push(...page.data.map((row) => row.summary));
    }
    expect(summaries).toEqual(Array.from({ length: events }, (_, i) => `Historia ${events - 1 - i}`));
    expect((await audit(`${history}&page=3`)).data.map((row) => row.summary)).toEqual([
      "Historia 2",
      "Historia 1",
      "Historia 0",
    ]);
    // A record with no rows, and one whose rows fit in the first page: counted without a second read.
    expect(await audit(`entity=product&entity_id=${newId()}`)).toMatchObject({ data: [], total: 0, next_after: null });
    const short = newId();
    await t.app.db
      .transaction()
      .execute((trx) => recordAudit(trx, { action: "create", entity: "client", entityId: short, summary: "Corta" }));
    const page = await audit(`entity=client&entity_id=${short}`);
    expect(page).toMatchObject({ total: 1, total_capped: false, next_after: null });
    expect(page.data.map((row) => row.summary)).toEqual(["Corta"]);
  });

  it("lists whom the trail filters by: every employee, a deactivated one too, to audit:read only", async () => {
    const clerk = await signInWithPermissions(t.app, admin, ["clients:read"]);
    const users = async (cookie: string) =>
      t.app.inject({ method: "GET", url: "/api/audit/users", headers: { cookie } });
    expect((await users(clerk.cookie)).statusCode).toBe(403);
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie: clerk.cookie } });
    const clerkId: string = me.json().user.id;
    const deactivated = await t.app.inject({
      method: "DELETE",
      url: `/api/employees/${clerk.identification}`,
      headers: { cookie: admin },
    });
    expect(deactivated.statusCode, deactivated.body).toBeLessThan(300);
    const answer = await users(admin);
    expect(answer.statusCode).toBe(200);
    const { data } = answer.json() as { data: Array<{ id: string; name: string }> };
    expect(data).toContainEqual({ id: clerkId, name: "Prueba Permisos" });
    expect(data.map((user) => user.name)).toContain("Administrador");
    // Each id is the one the trail's rows name, so that choosing a user filters by it.
    expect((await latest(`user_id=${clerkId}`)).user).toEqual({ id: clerkId, name: "Prueba Permisos" });
  });
});

describe("the chains", () => {
  it("verify, and the verifier names an edited, a deleted and a reordered row", async () => {
    // A few rows on one chain, written in one transaction.
    await t.app.db.transaction().execute(async (trx) => {
      for (const n of [1, 2, 3, 4])
        await recordAudit(trx, { action: "update", entity: "settings", summary: `Cadena de prueba ${n}` });
    });
    const clean = await verifyAuditTrail(t.app.db);
    expect(clean.breaks).toEqual([]);
    expect(clean.rows).toBeGreaterThan(4);
    const rows = await t.app.db
      .selectFrom("audit_log")
      .select(["id", "shard", "seq", "summary"])
      .where("summary", "like", "Cadena de prueba %")
      .orderBy("seq")
      .execute();
    const [first, second, third] = rows;
    if (!first || !second || !third) throw new Error("rows missing");

    await tampering(t.app.db, (db) =>
      db.updateTable("audit_log").set({ summary: "Otra cosa" }).where("id", "=", second.id).execute().then(),
    );
    expect((await verifyAuditTrail(t.app.db)).breaks).toMatchObject([{ id: second.id, kind: "altered" }]);
    await tampering(t.app.db, (db) =>
      db.updateTable("audit_log").set({ summary: second.summary }).where("id", "=", second.id).execute().then(),
    );
    expect((await verifyAuditTrail(t.app.db)).breaks).toEqual([]);

    // Two rows swap places, then go back.
    const place = (rows: Array<[id: string, seq: number]>) =>
      tampering(t.app.db, async (db) => {
        for (const [index, [id]] of rows.entries())
          await db
            .updateTable("audit_log")
            .set({ seq: -1 - index })
            .where("id", "=", id)
            .execute();
        for (const [id, seq] of rows) await db.updateTable("audit_log").set({ seq }).where("id", "=", id).execute();
      });
    await place([
      [first.id, Number(second.seq)],
      [second.id, Number(first.seq)],
    ]);
    expect((await verifyAuditTrail(t.app.db)).breaks).toMatchObject([{ kind: "altered", seq: Number(first.seq) }]);
    await place([
      [first.id, Number(first.seq)],
      [second.id, Number(second.seq)],
    ]);
    expect((await verifyAuditTrail(t.app.db)).breaks).toEqual([]);

    const removed = await t.app.db
      .selectFrom("audit_log")
      .selectAll()
      .where("id", "=", second.id)
      .executeTakeFirstOrThrow();
    await tampering(t.app.db, (db) => db.deleteFrom("audit_log").where("id", "=", second.id).execute().then());
    expect((await verifyAuditTrail(t.app.db)).breaks).toMatchObject([{ id: third.id, kind: "missing" }]);
    await t.app.db.insertInto("audit_log").values(removed).execute();
    expect((await verifyAuditTrail(t.app.db)).breaks).toEqual([]);
  });

  it("reads each row's content as the hash covers it, whatever characters its texts hold", async () => {
    // SQLite writes the content itself (json_array, audit.repository.ts chainLinks): it must be the text
    // chainContent writes, for every character a text can hold, or the verifier would call rows altered.
    // Every code point but the surrogates (no text holds one alone) and, on PostgreSQL, NUL (refused there).
    const skipped = (code: number) => (code >= 0xd800 && code <= 0xdfff) || (code === 0 && isPostgres(t.app.db));
    const characters = Array.from({ length: 0x110000 }, (_, code) => code).filter((code) => !skipped(code));
    const pieces = Math.ceil(characters.length / 20_000);
    await t.app.db.transaction().execute(async (trx) => {
      for (let n = 0; n < pieces; n++) {
        const text = String.fromCodePoint(...characters.slice(n * 20_000, (n + 1) * 20_000));
        await recordAudit(trx, {
          action: "update",
          entity: "settings",
          summary: `Caracteres ${n}: ${text}`,
          changes: [{ field: "name", before: text, after: `"\\${text}` }],
        });
      }
    });
    const written = await t.app.db
      .selectFrom("audit_log")
      .selectAll()
      .where("summary", "like", "Caracteres %")
      .orderBy("seq")
      .execute();
    expect(written).toHaveLength(pieces);
    for (const row of written) {
      const [link] = await chainLinks(t.app.db, row.shard, { from: Number(row.seq) }, 1);
      expect(link?.content === chainContent(row), `row ${row.summary.slice(0, 13)}`).toBe(true);
    }
    expect((await verifyAuditTrail(t.app.db)).breaks).toEqual([]);
  });

  it("names the first break of a chain longer than the verifier's windows of positions", async () => {
    // 12,000 rows on chain 0, chained as recordAudit chains them (written in bulk: 14 s one by one on
    // PostgreSQL): the walk reads windows of 5,000 positions ahead.
    await t.app.db.transaction().execute(async (trx) => {
      const head = await trx
        .selectFrom("audit_chains")
        .select(["seq", "hash"])
        .where("shard", "=", 0)
        .$if(isPostgres(trx), (query) => query.forUpdate())
        .executeTakeFirstOrThrow();
      let previous = { seq: Number(head.seq), hash: head.hash };
      const rows = Array.from({ length: 12_000 }, (_, n) => {
        const id = newId();
        const content = {
          ...{ id, at: new Date(msecsOf(id)).toISOString(), user_id: null, address: null, action: "update" },
          ...{ entity: "settings", entity_id: null, summary: `Ventana ${n}`, changes: "[]", shard: 0 },
          seq: previous.seq + 1,
        };
        previous = { seq: content.seq, hash: chainHash(previous.hash, content) };
        return { ...content, hash: previous.hash, search_text: content.summary.toLowerCase() };
      });
      for (let i = 0; i < rows.length; i += 1_000)
        await trx
          .insertInto("audit_log")
          .values(rows.slice(i, i + 1_000))
          .execute();
      await trx.updateTable("audit_chains").set(previous).where("shard", "=", 0).execute();
    });
    const positions = await t.app.db
      .selectFrom("audit_log")
      .selectAll()
      .where("summary", "like", "Ventana %")
      .orderBy("seq")
      .execute();
    const at = (n: number) => positions[n] ?? expect.unreachable(`row ${n}`);
    expect((await verifyAuditTrail(t.app.db)).breaks).toEqual([]);

    // An edit deep in the chain, in a later window.
    await tampering(t.app.db, (db) =>
      db.updateTable("audit_log").set({ summary: "Otra" }).where("id", "=", at(11_000).id).execute().then(),
    );
    expect((await verifyAuditTrail(t.app.db)).breaks).toMatchObject([{ id: at(11_000).id, kind: "altered" }]);
    await tampering(t.app.db, (db) =>
      db.updateTable("audit_log").set({ summary: "Ventana 11000" }).where("id", "=", at(11_000).id).execute().then(),
    );

    // A gap wider than a window: the positions named are the removed ones, before the first row after them.
    const removed = positions.slice(1_000, 7_500);
    const ids = removed.map((row) => row.id);
    await tampering(t.app.db, async (db) => {
      for (let i = 0; i < ids.length; i += 500)
        await db
          .deleteFrom("audit_log")
          .where("id", "in", ids.slice(i, i + 500))
          .execute();
    });
    expect((await verifyAuditTrail(t.app.db)).breaks).toMatchObject([
      {
        id: at(7_500).id,
        kind: "missing",
        message: `Cadena ${at(0).shard}: faltan las posiciones ${at(1_000).seq} a ${at(7_499).seq}, antes de la fila ${at(7_500).id}`,
      },
    ]);
    for (let i = 0; i < removed.length; i += 500)
      await t.app.db
        .insertInto("audit_log")
        .values(removed.slice(i, i + 500))
        .execute();
    expect((await verifyAuditTrail(t.app.db)).breaks).toEqual([]);
  });

  it("names a chain cut at its end, and a digest kept outside shows a chain rewritten whole", async () => {
    await t.app.db
      .transaction()
      .execute((trx) => recordAudit(trx, { action: "update", entity: "settings", summary: "Última" }));
    const { digest, breaks } = await verifyAuditTrail(t.app.db);
    expect(breaks).toEqual([]);
    const last = await t.app.db
      .selectFrom("audit_log")
      .selectAll()
      .where("summary", "=", "Última")
      .executeTakeFirstOrThrow();

    // Someone holding the database rewrites the last row and its chain's head with fresh hashes.
    const previous = (await t.app.db
      .selectFrom("audit_log")
      .select("hash")
      .where("shard", "=", last.shard)
      .where("seq", "=", Number(last.seq) - 1)
      .executeTakeFirst()) ?? { hash: "" }; // the first of its chain follows the chain's start
    const forged = { ...last, seq: Number(last.seq), summary: "Reescrita" };
    const hash = chainHash(previous.hash, forged);
    await tampering(t.app.db, async (db) => {
      await db.updateTable("audit_log").set({ summary: forged.summary, hash }).where("id", "=", last.id).execute();
      await db.updateTable("audit_chains").set({ hash }).where("shard", "=", last.shard).execute();
    });
    expect((await verifyAuditTrail(t.app.db)).breaks, "a consistent rewrite passes the walk").toEqual([]);
    expect(await digestMismatches(t.app.db, digest)).toMatchObject([{ shard: last.shard, seq: Number(last.seq) }]);

    await tampering(t.app.db, (db) => db.deleteFrom("audit_log").where("id", "=", last.id).execute().then());
    const cut = (await verifyAuditTrail(t.app.db)).breaks.find(
      (found) => found.shard === last.shard && found.kind === "truncated",
    );
    expect(cut, "the head names a row the chain no longer holds").toBeDefined();

    // A head altered to name a far position: named truncated at once, not walked to in windows.
    await tampering(t.app.db, (db) =>
      db.updateTable("audit_chains").set({ seq: 9e15 }).where("shard", "=", last.shard).execute().then(),
    );
    const started = performance.now();
    const far = (await verifyAuditTrail(t.app.db)).breaks.find((found) => found.shard === last.shard);
    expect(far).toMatchObject({ kind: "truncated", seq: Number(last.seq) });
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it("refuses UPDATE and DELETE of a row to the application", async () => {
    const [row] = (await audit("")).data;
    await expect(
      t.app.db.updateTable("audit_log").set({ summary: "x" }).where("id", "=", row!.id).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(t.app.db.deleteFrom("audit_log").where("id", "=", row!.id).execute()).rejects.toThrow(/append-only/);
  });
});

describe("retention (npm run audit:retain)", () => {
  let fresh: TestApp;
  beforeAll(async () => ({ t: fresh } = await createSignedInApp()));
  afterAll(() => fresh.close());
  const record = (summary: string) =>
    fresh.app.db.transaction().execute((trx) => recordAudit(trx, { action: "update", entity: "settings", summary }));
  const rowCount = async () =>
    Number(
      (
        await fresh.app.db
          .selectFrom("audit_log")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("removes whole chain prefixes older than a day, the rest still verifies and stays append-only", async () => {
    for (const n of [1, 2, 3]) await record(`Antes ${n}`);
    const today = businessToday();
    expect((await removeAuditRowsBefore(fresh.app.db, today)).removed, "today's rows are newer than today").toBe(0);

    const before = await rowCount();
    const result = await removeAuditRowsBefore(fresh.app.db, addDays(today, 1));
    expect(result.removed).toBe(before);
    expect(await rowCount()).toBe(0);
    expect((await verifyAuditTrail(fresh.app.db)).breaks).toEqual([]);

    // New rows follow the moved starts; the walk checks them from there.
    await record("Después");
    const after = await verifyAuditTrail(fresh.app.db);
    expect(after).toMatchObject({ rows: 1, breaks: [] });
    const kept = await fresh.app.db.selectFrom("audit_log").select("id").executeTakeFirstOrThrow();
    await expect(fresh.app.db.deleteFrom("audit_log").where("id", "=", kept.id).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(
      fresh.app.db.updateTable("audit_log").set({ summary: "x" }).where("id", "=", kept.id).execute(),
    ).rejects.toThrow(/append-only/);
  });
});
