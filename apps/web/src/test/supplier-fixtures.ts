import type { Supplier, SupplierProduct } from "@inventario/shared/suppliers";
import { aceite, arroz } from "./catalog-fixtures";

// Published NITs with their right check digits (DIAN, Bancolombia).
export const andina: Supplier = {
  id: "s-1",
  nit: "800197268",
  dv: 4,
  name: "Distribuidora Andina S.A.S.",
  contact_name: "Carlos Pérez",
  email: "compras@andina.co",
  phone: "+57 604 555 1234",
  address: "Calle 10 # 43-20",
  city: "Medellín",
  payment_terms_days: 30,
  is_active: true,
};

export const lacteos: Supplier = {
  id: "s-2",
  nit: "890903938",
  dv: 8,
  name: "Lácteos del Valle Ltda.",
  contact_name: "",
  email: "",
  phone: "",
  address: "",
  city: "Cali",
  payment_terms_days: 0,
  is_active: false,
};

/** Andina's price list: arroz (preferred) and aceite. */
export const arrozFromAndina: SupplierProduct = {
  product_id: arroz.id,
  product_name: arroz.name,
  sku: arroz.sku,
  supplier_sku: "AND-77",
  unit_cost: 8200.5,
  min_quantity: 12,
  pack_size: 6,
  lead_time_days: 3,
  preferred: true,
};

export const aceiteFromAndina: SupplierProduct = {
  product_id: aceite.id,
  product_name: aceite.name,
  sku: aceite.sku,
  supplier_sku: "",
  unit_cost: 15000,
  min_quantity: 1,
  pack_size: 12,
  lead_time_days: 5,
  preferred: false,
};
