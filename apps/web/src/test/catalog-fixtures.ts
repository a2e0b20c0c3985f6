import type { Movement } from "@inventario/shared/movements";
import type { Product } from "@inventario/shared/products";
import type { Warehouse } from "@inventario/shared/warehouses";

export const arroz: Product = {
  id: "p-1",
  name: "Arroz Diana 500 g",
  description: "Arroz blanco de grano largo",
  category: "Granos",
  sku: "ARZ-500",
  image_url: null,
  price: 12500,
  tax_class: "EXCLUIDO",
  is_active: true,
  quantity: 140,
  available: 140,
  on_order: 0,
  stock_alerts: [],
};

export const aceite: Product = {
  id: "p-2",
  name: "Aceite Girasol 1 L",
  description: "Aceite vegetal",
  category: "Aceites",
  sku: "ACE-1000",
  image_url: "https://example.co/aceite.png",
  price: 18900,
  tax_class: "IVA_5",
  is_active: true,
  quantity: 12,
  available: 12,
  on_order: 0,
  stock_alerts: [],
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
    reference_label: null,
    created_at: "2024-03-05T13:30:00.000Z",
    ...overrides,
  };
}
