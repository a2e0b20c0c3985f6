import { nitCheckDigit } from "@inventario/shared/nit";
import { newId } from "../../lib/ids";
import { nowIso } from "../../lib/time";
import type { StockTransaction } from "../../modules/idempotency/idempotent-transaction";
import * as suppliers from "../../modules/suppliers/suppliers.repository";
import { supplierColumns } from "../../modules/suppliers/suppliers.service";
import { mulberry32 } from "./random";

/** Invented businesses with well-formed NITs (their check digits computed, as the DIAN does). */
const SUPPLIERS = [
  { nit: "900457812", name: "Distribuidora Andina S.A.S.", contact: "Carlos Pérez", city: "Medellín", terms: 30 },
  { nit: "830125478", name: "Alimentos del Valle Ltda.", contact: "Luz Marina Ocampo", city: "Cali", terms: 45 },
  { nit: "901236547", name: "Comercializadora La Sabana S.A.S.", contact: "Andrés Rojas", city: "Bogotá", terms: 0 },
  { nit: "800654123", name: "Importaciones Caribe S.A.", contact: "Mónica Herrera", city: "Barranquilla", terms: 60 },
  { nit: "890321456", name: "Papelería y Aseo El Cafetal", contact: "Jorge Giraldo", city: "Pereira", terms: 15 },
  { nit: "860987321", name: "Mayorista Santandereana S.A.S.", contact: "Paola Díaz", city: "Bucaramanga", terms: 30 },
] as const;

const PACKS = [1, 6, 12, 24] as const;

/**
 * A few suppliers (one inactive) and their price lists: each product has one or two suppliers, the first
 * its preferred one, at a cost near its last lot's, with packs and minimum quantities as wholesalers sell.
 */
export async function seedDemoSuppliers(db: StockTransaction): Promise<void> {
  const random = mulberry32(73);
  const at = nowIso();
  const rows = SUPPLIERS.map((s, index) => ({
    id: newId(),
    ...supplierColumns({
      nit: s.nit,
      dv: nitCheckDigit(s.nit),
      name: s.name,
      contact_name: s.contact,
      email: `compras@${s.name.split(" ")[0]?.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "")}.co`,
      phone: `60${index + 1} 555 ${String(1000 + index * 37).padStart(4, "0")}`,
      address: `Calle ${10 + index * 7} # ${20 + index}-${30 + index}`,
      city: s.city,
      payment_terms_days: s.terms,
      // The last one no longer sells to the business: how a supplier is kept without being offered.
      is_active: index < SUPPLIERS.length - 1,
    }),
    created_at: at,
    updated_at: at,
  }));
  await suppliers.insertSuppliers(db, rows);

  const products = await db
    .selectFrom("products")
    .leftJoin("lots", "lots.product_id", "products.id")
    .select(["products.id", (eb) => eb.fn.max("lots.cost_cents").as("cost_cents")])
    .where("products.is_active", "=", 1)
    .groupBy("products.id")
    .orderBy("products.id")
    .execute();
  const lists = new Map<string, Parameters<typeof suppliers.replaceSupplierProducts>[2]>();
  const active = rows.slice(0, -1);
  products.forEach((product, index) => {
    const cost = Number(product.cost_cents ?? 100_000);
    const count = 1 + (index % 2);
    for (let k = 0; k < count; k++) {
      const supplier = active[(index + k * 2) % active.length]!;
      const pack = PACKS[Math.floor(random() * PACKS.length)]!;
      const list = lists.get(supplier.id) ?? [];
      list.push({
        supplier_id: supplier.id,
        product_id: product.id,
        supplier_sku: `${supplier.nit.slice(-3)}-${String(index + 1).padStart(4, "0")}`,
        unit_cost_cents: Math.round((cost * (0.9 + random() * 0.2)) / 100) * 100,
        min_quantity: pack * (1 + Math.floor(random() * 3)),
        pack_size: pack,
        lead_time_days: 1 + Math.floor(random() * 10),
        preferred: k === 0 ? 1 : 0,
      });
      lists.set(supplier.id, list);
    }
  });
  for (const [supplierId, list] of lists) await suppliers.replaceSupplierProducts(db, supplierId, list);
}
