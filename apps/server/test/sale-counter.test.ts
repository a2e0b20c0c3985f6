import { FINAL_CONSUMER, personMessages } from "@inventario/shared/people";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStockedProduct } from "./helpers/catalog";
import { createSignedInApp, injectAs, type TestApp } from "./helpers/test-app";

/** Issue 35, the counter: 'Consumidor final', the DIAN's anonymous buyer. */
let t: TestApp;
let admin: string;
let productId: string;
beforeAll(async () => {
  ({ t, admin } = await createSignedInApp());
  ({ productId } = await createStockedProduct(t.app, admin, { price: 5_000 }));
});
afterAll(() => t.close());

const sellTo = (clientId: string) =>
  injectAs(t.app, admin, "POST", "/api/sale", {
    client_id: clientId,
    type: "RETAIL",
    currency: "COP",
    items: [{ product_id: productId, quantity: 1, unit_price: 5_000 }],
  });

describe("'Consumidor final'", () => {
  it("is sold to by its identification, created once by the first sales (even at once), and found by search", async () => {
    const answers = await Promise.all([sellTo(FINAL_CONSUMER.identification), sellTo(FINAL_CONSUMER.identification)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(answers.every((answer) => answer.json().client_id === FINAL_CONSUMER.identification)).toBe(true);
    expect((await sellTo(FINAL_CONSUMER.identification)).statusCode).toBe(201);
    const found = (await injectAs(t.app, admin, "GET", "/api/clients?search=consumidor%20final")).json();
    expect(found.data).toEqual([
      expect.objectContaining({
        identification: FINAL_CONSUMER.identification,
        name: "Consumidor",
        last_name: "final",
      }),
    ]);
    const rows = await t.app.db
      .selectFrom("clients")
      .select("id")
      .where("identification", "=", FINAL_CONSUMER.identification)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("is a system record: the client routes (ten digits) neither edit, deactivate nor delete it", async () => {
    const url = `/api/clients/${FINAL_CONSUMER.identification}`;
    const person = {
      name: "Otro",
      last_name: "Nombre",
      email: "otro@correo.co",
      birthday: "1990-01-01",
      phone_number: "3001234567",
    };
    for (const [method, path] of [
      ["PUT", url],
      ["DELETE", url],
      ["PATCH", `${url}/reactivate`],
    ] as const) {
      const answer = await injectAs(t.app, admin, method, path, method === "PUT" ? person : undefined);
      expect(answer.statusCode, `${method} ${path}`).toBe(400);
      expect(answer.json().fields.identification).toBe(personMessages.tenDigits);
    }
    const client = await t.app.db
      .selectFrom("clients")
      .select(["name", "is_active"])
      .where("identification", "=", FINAL_CONSUMER.identification)
      .executeTakeFirstOrThrow();
    expect(client).toEqual({ name: "Consumidor", is_active: 1 });
  });
});
