import type { Movement } from "@inventario/shared/movements";
import type { Product } from "@inventario/shared/products";
import type { Warehouse } from "@inventario/shared/warehouses";
import type { MockRequest } from "./fetch-mock";

export const arroz: Product = {
  id: "p-1",
  name: "Arroz Diana 500 g",
  description: "Arroz blanco de grano largo",
  category: "Granos",
  sku: "ARZ-500",
  image_url: null,
  price: 12500,
  is_active: true,
  quantity: 140,
};

export const aceite: Product = {
  id: "p-2",
  name: "Aceite Girasol 1 L",
  description: "Aceite vegetal",
  category: "Aceites",
  sku: "ACE-1000",
  image_url: "https://example.co/aceite.png",
  price: 18900,
  is_active: true,
  quantity: 12,
};

export const principal: Warehouse = {
  id: "w-1",
  identification: "4820193746",
  name: "Bodega Principal",
  is_active: true,
};
export const norte: Warehouse = { id: "w-2", identification: "1209348756", name: "Bodega Norte", is_active: false };

export function movement(overrides: Partial<Movement> & Pick<Movement, "id">): Movement {
  return {
    product_id: arroz.id,
    warehouse_id: principal.id,
    type: "IN",
    quantity: 5,
    unit: "KG",
    lot_number: null,
    reference: null,
    created_at: "2024-03-05T13:30:00.000Z",
    ...overrides,
  };
}

/** The request's method and path (no query) when it is `method` on `path`, so handlers read as a table. */
export function isCall(request: MockRequest, method: string, path: string): boolean {
  return request.method === method && new URL(request.url, "http://localhost").pathname === path;
}

/**
 * The calls of `method` on `path` that were sent and not cancelled. Strict mode mounts every screen
 * twice, and TanStack Query cancels the first mount's request: only the others reach a user.
 */
export function liveCalls(
  fetchMock: { mock: { calls: [RequestInfo | URL, RequestInit?][] } },
  method: string,
  path: string,
): { url: string; body: unknown }[] {
  return fetchMock.mock.calls
    .filter(([, init]) => !init?.signal?.aborted && (init?.method ?? "GET") === method)
    .filter(([input]) => new URL(String(input), "http://localhost").pathname === path)
    .map(([input, init]) => ({
      url: String(input),
      body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
    }));
}
