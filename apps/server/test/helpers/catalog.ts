import type { FastifyInstance } from "fastify";
import { createSignedInApp } from "./test-app";
import { uniqueIdentification } from "./users";

/** The body of POST /api/product: a product with a unique name and SKU and a first lot of 100 units. */
export function newProductBody(warehouseId: string, overrides: Record<string, unknown> = {}) {
  const tag = uniqueIdentification();
  return {
    name: `Producto ${tag}`,
    description: "Prueba",
    category: "Pruebas",
    sku: `SKU-${tag}`,
    image_url: null,
    price: 1000,
    warehouse_id: warehouseId,
    quantity: 100,
    unit: "UD",
    costs: 600,
    lot_number: "L1",
    expiration_date: null,
    min_stock: 0,
    max_stock: 1000,
    ...overrides,
  };
}

/** The body of PUT /api/inventory/replenish and /withdraw for lot L1; the observation becomes the reference. */
export const stockChange = (
  productId: string,
  warehouseId: string,
  quantity: number,
  observation = "Ajuste de prueba",
) => ({
  product_id: productId,
  warehouse_id: warehouseId,
  quantity,
  unit: "UD",
  lot_number: "L1",
  observation,
});

/** Creates a warehouse and a product with a first lot through the API, as a user would. */
export async function createStockedProduct(
  app: FastifyInstance,
  cookie: string,
  overrides: Record<string, unknown> = {},
): Promise<{ productId: string; warehouseId: string; sku: string }> {
  const tag = uniqueIdentification();
  const warehouse = await app.inject({
    method: "POST",
    url: "/api/warehouse",
    headers: { cookie },
    payload: { name: `Bodega ${tag}` },
  });
  if (warehouse.statusCode !== 201) throw new Error(warehouse.body);
  const warehouseId: string = warehouse.json().id;
  const product = await app.inject({
    method: "POST",
    url: "/api/product",
    headers: { cookie },
    payload: newProductBody(warehouseId, overrides),
  });
  if (product.statusCode !== 201) throw new Error(product.body);
  return { productId: product.json().id, warehouseId, sku: product.json().sku };
}

/** Creates a client through the API, as a user would; returns its identification (what sales name). */
export async function createClient(app: FastifyInstance, cookie: string): Promise<string> {
  const identification = uniqueIdentification();
  const response = await app.inject({
    method: "POST",
    url: "/api/clients",
    headers: { cookie },
    payload: {
      identification,
      name: "Lucía",
      last_name: "Mora",
      email: `lucia.${identification}@correo.co`,
      birthday: "1990-01-01",
      phone_number: "3001112233",
    },
  });
  if (response.statusCode !== 201) throw new Error(`client set-up: ${response.statusCode} ${response.body}`);
  return identification;
}

/** The set-up of the files that sell: a fresh app, the admin's session and a client to sell to. */
export async function createSignedInAppWithClient() {
  const { t, admin } = await createSignedInApp();
  return { t, admin, clientId: await createClient(t.app, admin) };
}

/** A multipart/form-data body with one file field. */
export function multipartBody(field: string, filename: string, contentType: string, bytes: Buffer) {
  const boundary = `----inventario${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
