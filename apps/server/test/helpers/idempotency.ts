import { randomUUID } from "node:crypto";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { Db } from "../../src/db/connection";

/** Shared by the idempotency tests: keyed requests, the bodies they send and what a write changes. */

import type { Method } from "./test-app";

export type { Method };

/** A request as `cookie`'s user, with an Idempotency-Key header when `key` is given. */
export const sendKeyed = (
  app: FastifyInstance,
  cookie: string,
  method: Method,
  url: string,
  payload: object | undefined,
  key: string | undefined,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method,
    url,
    headers: { cookie, ...headers, ...(key === undefined ? {} : { "idempotency-key": key }) },
    ...(payload ? { payload: payload as Buffer } : {}),
  });

/**
 * The `send` of the idempotency tests: a keyed request as `cookie` on `app`, by default the file's admin
 * session on its app (read when a request is sent, after the set-up has run).
 */
export const keyedSender =
  (defaults: () => { app: FastifyInstance; cookie: string }) =>
  (
    method: Method,
    url: string,
    payload: object | undefined,
    key: string | undefined,
    cookie = defaults().cookie,
    app = defaults().app,
  ) =>
    sendKeyed(app, cookie, method, url, payload, key);

export const newKey = () => `test-${randomUUID()}`;

export const saleBodyFor = (clientId: string, productId: string, quantity: number) => ({
  client_id: clientId,
  type: "RETAIL",
  currency: "COP",
  items: [{ product_id: productId, quantity, unit_price: 1500 }],
});

/** What a write of these routes can change, for one product: counted straight from the tables. */
export async function footprint(db: Db, productId: string) {
  const count = async (query: Promise<{ n: number | string | bigint }>) => Number((await query).n);
  return {
    sales: await count(
      db
        .selectFrom("sale_lines")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("product_id", "=", productId)
        .executeTakeFirstOrThrow(),
    ),
    pickingItems: await count(
      db
        .selectFrom("withdrawal_items")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("product_id", "=", productId)
        .executeTakeFirstOrThrow(),
    ),
    movements: await count(
      db
        .selectFrom("movements")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("product_id", "=", productId)
        .executeTakeFirstOrThrow(),
    ),
    lots: await db
      .selectFrom("lots")
      .select(["lot_key", "quantity"])
      .where("product_id", "=", productId)
      .orderBy("lot_key")
      .execute(),
  };
}

export function expectSameAnswer(first: LightMyRequestResponse, retry: LightMyRequestResponse) {
  expect(retry.statusCode, retry.body).toBe(first.statusCode);
  expect(retry.json()).toEqual(first.json());
}
