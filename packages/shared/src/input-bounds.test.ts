import { describe, expect, it } from "vitest";
import { inventoryEntrySchema } from "./inventory";
import { limitMessages, MAX_AMOUNT, MAX_QUANTITY } from "./limits";
import { MAX_MONEY } from "./money";
import { listQuerySchema } from "./people";
import { idParamsSchema, productCreateSchema } from "./products";
import { textMessages } from "./text";
import { warehouseCreateSchema } from "./warehouses";

/** What the forms show: the first message per field (as the resolver and the server keep it). */
function fieldMessages(result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) fields[issue.path.join(".")] ??= issue.message;
  return fields;
}

const product = {
  name: "Arroz",
  description: "Bulto",
  category: "Granos",
  sku: "ARZ-1",
  image_url: null,
  price: 1000,
  warehouse_id: "w1",
  quantity: 10,
  unit: "kg",
  costs: 600,
  lot_number: null,
  expiration_date: null,
  min_stock: 0,
  max_stock: 10,
};

describe("text fields", () => {
  it("refuse control characters and unpaired surrogates with a field message, keep tabs, line breaks and emoji", () => {
    expect(fieldMessages(warehouseCreateSchema.safeParse({ name: "a\u0000b" }))).toEqual({
      name: textMessages.controlCharacters,
    });
    expect(fieldMessages(listQuerySchema.safeParse({ search: "ab\u001bcd" }))).toEqual({
      search: textMessages.controlCharacters,
    });
    expect(fieldMessages(warehouseCreateSchema.safeParse({ name: "a\ud800b" }))).toEqual({
      name: textMessages.controlCharacters,
    });
    expect(fieldMessages(warehouseCreateSchema.safeParse({ name: "b\udc00" }))).toEqual({
      name: textMessages.controlCharacters,
    });
    expect(productCreateSchema.safeParse({ ...product, name: "Caja 🧾 ñandú" }).success).toBe(true);
    expect(productCreateSchema.safeParse({ ...product, description: "uno\n\tdos\r\n" }).success).toBe(true);
    expect(idParamsSchema.safeParse({ id: "\u0000" }).success).toBe(false);
    expect(idParamsSchema.safeParse({ id: "x".repeat(65) }).success).toBe(false);
  });
});

describe("numeric bounds", () => {
  it("name the largest quantity, unit cost and lot value in the field message", () => {
    expect(fieldMessages(productCreateSchema.safeParse({ ...product, quantity: MAX_QUANTITY + 1 }))).toEqual({
      quantity: limitMessages.quantity,
    });
    expect(limitMessages.quantity).toContain("1.000.000.000");
    expect(fieldMessages(productCreateSchema.safeParse({ ...product, costs: MAX_MONEY + 1 })).costs).toMatch(
      /^No puede superar \$\s1\.000\.000\.000\.000,00$/,
    );
    const worth = { ...product, quantity: 100_000, costs: 1e12 };
    expect(fieldMessages(productCreateSchema.safeParse(worth))).toEqual({ costs: limitMessages.lotValue });
    const entry = { ...worth, product_id: "p" };
    expect(fieldMessages(inventoryEntrySchema.safeParse(entry))).toEqual({ costs: limitMessages.lotValue });
    // Exactly MAX_AMOUNT is allowed.
    expect(productCreateSchema.safeParse({ ...product, quantity: 10, costs: MAX_AMOUNT / 10 }).success).toBe(true);
  });
});
