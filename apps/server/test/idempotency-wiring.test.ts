import { messages } from "@inventario/shared/messages";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { idempotentTransaction } from "../src/modules/idempotency/idempotent-transaction";
import { createInventoryService } from "../src/modules/inventory/inventory.service";
import { createClient, createStockedProduct, stockChange } from "./helpers/catalog";
import { expectSameAnswer, newKey, sendKeyed } from "./helpers/idempotency";
import { ledgerMismatches } from "./helpers/ledger";
import { createTestApp, signIn, type TestApp } from "./helpers/test-app";
import { IDEMPOTENT_WRITES } from "./helpers/write-calls";

/**
 * The safety check on idempotent routes: a route marked `idempotent: true` whose service never hands
 * `request.idempotency` to `idempotentTransaction` would accept the header, store no answer, and let a
 * retry write twice. Its first keyed success is refused instead, so the missing wiring cannot go unseen,
 * and every route so marked (read off the OpenAPI document) is called here with a key, so it is seen
 * before anyone calls it.
 */

describe("a route marked idempotent", () => {
  it("fails loudly when its service never records the answer under the key, instead of writing twice", async () => {
    const writes = { wired: 0, unwired: 0 };
    const errors: Error[] = [];
    const answer = { 201: z.object({ writes: z.number() }) };
    const other = await createTestApp({}, (app) => {
      app.addHook("onError", async (_request, _reply, error) => {
        errors.push(error);
      });
      // Throwaway routes: one forgets to hand request.idempotency to idempotentTransaction, one does not.
      app.post(
        "/api/test/unwired",
        { config: { access: "session", idempotent: true }, schema: { response: answer } },
        async (_request, reply) => reply.status(201).send({ writes: ++writes.unwired }),
      );
      app.post(
        "/api/test/wired",
        { config: { access: "session", idempotent: true }, schema: { response: answer } },
        async (request, reply) =>
          reply
            .status(201)
            .send(await idempotentTransaction(app.db, request.idempotency, async () => ({ writes: ++writes.wired }))),
      );
    });
    try {
      const cookie = await signIn(other.app);
      const call = (url: string, key?: string) => sendKeyed(other.app, cookie, "POST", url, undefined, key);

      const key = newKey();
      const caught = await call("/api/test/unwired", key);
      expect(caught.statusCode, caught.body).toBe(500);
      expect(caught.json()).toEqual({ code: "INTERNAL", message: messages.errors.internal });
      expect(errors.map((error) => error.message)).toEqual([
        expect.stringContaining("POST /api/test/unwired answered 201 without recording its answer"),
      ]);
      // Without a key the route answers as before: there is nothing to record.
      expect((await call("/api/test/unwired")).statusCode).toBe(201);

      const wired = await call("/api/test/wired", key);
      expect(wired.statusCode, wired.body).toBe(201);
      expectSameAnswer(wired, await call("/api/test/wired", key));
      expect(writes.wired).toBe(1);
      expect(errors).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});

describe("a route that changes stock but is not marked idempotent", () => {
  it("is refused before it writes, with an error naming the missing step", async () => {
    const errors: Error[] = [];
    const change = z.object({ productId: z.string(), warehouseId: z.string() });
    const t = await createTestApp({}, (app) => {
      app.addHook("onError", async (_request, _reply, error) => {
        errors.push(error);
      });
      // A throwaway route that forgot `idempotent: true`: request.idempotency is null there.
      const inventory = createInventoryService(app.db);
      app.post("/api/test/unmarked", { config: { access: "session" }, schema: { body: change } }, async (request) => {
        const { productId, warehouseId } = request.body as z.infer<typeof change>;
        return inventory.replenish(
          stockChange(productId, warehouseId, 5),
          request.user?.id ?? null,
          request.idempotency,
        );
      });
    });
    try {
      const cookie = await signIn(t.app);
      const { productId, warehouseId } = await createStockedProduct(t.app, cookie, { lot_number: "L1", quantity: 100 });
      const before = await stockOf(t, productId);
      for (const key of [newKey(), undefined]) {
        const sent = await sendKeyed(t.app, cookie, "POST", "/api/test/unmarked", { productId, warehouseId }, key);
        expect(sent.statusCode, sent.body).toBe(500);
        expect(sent.json()).toEqual({ code: "INTERNAL", message: messages.errors.internal });
      }
      expect(errors.map((error) => error.message)).toEqual([
        expect.stringContaining("its route lacks config: { idempotent: true }"),
        expect.stringContaining("its route lacks config: { idempotent: true }"),
      ]);
      expect(await stockOf(t, productId)).toEqual(before);
      expect(await ledgerMismatches(t.app.db)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

const stockOf = async (t: TestApp, productId: string) =>
  (await t.app.db.selectFrom("lots").select("quantity").where("product_id", "=", productId).execute()).map((lot) =>
    Number(lot.quantity),
  );

const STEP = 'docs/EXTENDING.md, "Adding a domain", step 4';

describe("every route marked idempotent", () => {
  it("records its answer under the key: a retry gets it back and writes nothing", async () => {
    const errors: string[] = [];
    const t = await createTestApp({}, (app) => {
      app.addHook("onError", async (request, _reply, error) => {
        errors.push(`${request.method} ${request.url}: ${error.message}`);
      });
    });
    try {
      const cookie = await signIn(t.app);
      const openApi = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
        paths: Record<string, Record<string, { description?: string }>>;
      };
      const marked = Object.entries(openApi.paths).flatMap(([path, operations]) =>
        Object.entries(operations)
          .filter(([, operation]) => operation.description?.includes("Idempotency-Key"))
          .map(([method]) => `${method.toUpperCase()} ${path}`),
      );
      expect(marked.length).toBeGreaterThanOrEqual(10);
      const unknown = marked
        .filter((route) => !(route in IDEMPOTENT_WRITES))
        .map(
          (route) =>
            `${route} is marked idempotent: add a successful call of it to IDEMPOTENT_WRITES in apps/server/test/helpers/write-calls.ts (${STEP})`,
        );
      const unmarked = Object.keys(IDEMPOTENT_WRITES)
        .filter((route) => !marked.includes(route))
        .map((route) => `${route} is in IDEMPOTENT_WRITES but is no longer a route marked idempotent: remove it`);
      expect([...unknown, ...unmarked]).toEqual([]);

      const clientId = await createClient(t.app, cookie);
      for (const route of marked) {
        const { productId, warehouseId } = await createStockedProduct(t.app, cookie);
        const context = { t, cookie, clientId, productId, warehouseId };
        const { method, url, payload, headers } = await IDEMPOTENT_WRITES[route]!(context);
        const key = newKey();
        errors.length = 0;
        const first = await sendKeyed(t.app, cookie, method, url, payload, key, headers);
        // The plugin's error says when the answer was not recorded; otherwise the set-up in IDEMPOTENT_WRITES failed.
        const step = errors.length
          ? `${errors.join("; ")} (${STEP})`
          : `${route} answered ${first.body}: the call IDEMPOTENT_WRITES makes of it must succeed`;
        expect(first.statusCode, step).toBeLessThan(300);
        const retry = await sendKeyed(t.app, cookie, method, url, payload, key, headers);
        expectSameAnswer(first, retry);
        expect(retry.headers["idempotent-replayed"], route).toBe("true");
      }
      expect(await ledgerMismatches(t.app.db)).toEqual([]);
    } finally {
      await t.close();
    }
  }, 60_000);
});
