import { messages } from "@inventario/shared/messages";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { idempotentTransaction } from "../src/modules/idempotency/idempotent-transaction";
import { expectSameAnswer, newKey, sendKeyed } from "./helpers/idempotency";
import { createTestApp, signIn } from "./helpers/test-app";

/**
 * The safety check on idempotent routes: a route marked `idempotent: true` whose service never hands
 * `request.idempotency` to `idempotentTransaction` would accept the header, store no answer, and let a
 * retry write twice. Its first keyed success is refused instead, so the missing wiring cannot go unseen.
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
