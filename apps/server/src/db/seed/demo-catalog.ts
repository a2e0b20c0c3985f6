import { randomInt } from "node:crypto";
import type { TaxClass } from "@inventario/shared/taxes";
import type { Insertable } from "kysely";
import { newId, newIdAt } from "../../lib/ids";
import { normalizeForSearch } from "../../lib/search-text";
import { nowIso } from "../../lib/time";
import type { Db } from "../connection";
import type { LotsTable, MovementsTable, MovementType, ProductsTable } from "../types";
import { mulberry32 } from "./random";

const WAREHOUSES = [
  "Bodega Bogotá Centro",
  "Bodega Medellín",
  "Bodega Cali",
  "Bodega Barranquilla",
  "Bodega Bucaramanga",
  "Bodega Pereira",
];

/**
 * The items that are not 'IVA 19 %', as Colombian law classes them (Estatuto Tributario, arts. 424, 468-1,
 * 477): staples excluded, milk exempt, some processed foods at 5 %. Every other item is 'IVA 19 %'.
 */
const TAX_CLASSES: Record<string, TaxClass> = {
  "Arroz blanco 1 kg": "EXCLUIDO",
  "Panela 500 g": "EXCLUIDO",
  "Lentejas 500 g": "EXCLUIDO",
  "Frijol cargamanto 500 g": "EXCLUIDO",
  "Sal refinada 1 kg": "EXCLUIDO",
  "Leche entera 1 L": "EXENTO",
  "Queso campesino 500 g": "EXENTO",
  "Azúcar 1 kg": "IVA_5",
  "Harina de maíz precocida 1 kg": "IVA_5",
  "Pasta spaghetti 500 g": "IVA_5",
  "Aceite de girasol 1 L": "IVA_5",
  "Café molido 500 g": "IVA_5",
};

/** [category, unit, [name, base price in pesos]] — realistic items of a Colombian distributor. */
const CATALOG: Array<[string, string, Array<[string, number]>]> = [
  [
    "Abarrotes",
    "UD",
    [
      ["Arroz blanco 1 kg", 4900],
      ["Panela 500 g", 3200],
      ["Lentejas 500 g", 4200],
      ["Frijol cargamanto 500 g", 7800],
      ["Azúcar 1 kg", 4600],
      ["Sal refinada 1 kg", 2100],
      ["Harina de maíz precocida 1 kg", 5200],
      ["Pasta spaghetti 500 g", 3900],
      ["Aceite de girasol 1 L", 11900],
      ["Café molido 500 g", 18500],
    ],
  ],
  [
    "Lácteos",
    "UD",
    [
      ["Leche entera 1 L", 4300],
      ["Queso campesino 500 g", 12800],
      ["Yogur de fresa 1 L", 8900],
      ["Mantequilla 250 g", 9600],
      ["Kumis 1 L", 7400],
      ["Arequipe 250 g", 6200],
    ],
  ],
  [
    "Bebidas",
    "UD",
    [
      ["Gaseosa cola 1.5 L", 5900],
      ["Agua sin gas 600 ml", 1900],
      ["Jugo de mango 1 L", 5400],
      ["Té helado limón 500 ml", 3300],
      ["Cerveza lata 330 ml", 3500],
      ["Bebida energizante 250 ml", 4800],
    ],
  ],
  [
    "Aseo",
    "UD",
    [
      ["Detergente en polvo 1 kg", 12500],
      ["Jabón de loza 500 g", 5600],
      ["Blanqueador 1 L", 4200],
      ["Limpiapisos lavanda 1 L", 6900],
      ["Papel higiénico x12", 21900],
      ["Suavizante 1 L", 9800],
    ],
  ],
  [
    "Frutas y verduras",
    "KG",
    [
      ["Papa pastusa", 2800],
      ["Tomate chonto", 4200],
      ["Cebolla cabezona", 3600],
      ["Plátano hartón", 3100],
      ["Aguacate hass", 9800],
      ["Mango tommy", 5200],
      ["Lulo", 6400],
      ["Maracuyá", 5900],
    ],
  ],
  [
    "Carnes",
    "KG",
    [
      ["Pechuga de pollo", 16900],
      ["Carne molida de res", 23900],
      ["Lomo de cerdo", 21500],
      ["Chorizo antioqueño", 18900],
    ],
  ],
];
const VARIANTS = ["", " x6", " familiar"];

type Lot = {
  id: string;
  productId: string;
  warehouseId: string;
  lotNumber: string | null;
  quantity: number;
  unit: string;
};

export async function seedDemoCatalog(db: Db): Promise<void> {
  const random = mulberry32(7);
  const now = Date.now();
  const at = nowIso();
  const warehouses = WAREHOUSES.map((name) => ({
    id: newId(),
    identification: String(randomInt(1_000_000_000, 10_000_000_000)),
    name,
    name_key: normalizeForSearch(name),
    created_at: at,
    updated_at: at,
  }));
  await db.insertInto("warehouses").values(warehouses).execute();

  const products: Insertable<ProductsTable>[] = [];
  const lots: Insertable<LotsTable>[] = [];
  const movements: Insertable<MovementsTable>[] = [];
  let sequence = 0;
  for (const [category, unit, items] of CATALOG) {
    for (const variant of VARIANTS) {
      for (const [baseName, basePrice] of items) {
        sequence += 1;
        const name = `${baseName}${variant}`;
        const sku = `${normalizeForSearch(category).slice(0, 3).toUpperCase()}-${String(sequence).padStart(4, "0")}`;
        const id = newId();
        const price = Math.round(basePrice * (variant === " x6" ? 5.5 : variant ? 1.8 : 1));
        products.push({
          id,
          name,
          description: `${name} — ${category.toLowerCase()}`,
          category,
          sku,
          image_url: null,
          price_cents: price * 100,
          tax_class: TAX_CLASSES[baseName] ?? "IVA_19",
          min_stock: 10,
          max_stock: 500,
          search_text: `${normalizeForSearch(name)} | ${normalizeForSearch(sku)}`,
          sort_key: normalizeForSearch(name),
          created_at: at,
          updated_at: at,
        });
        const lotCount = 1 + Math.floor(random() * 2);
        for (let l = 0; l < lotCount; l++) {
          const warehouse = warehouses[Math.floor(random() * warehouses.length)]!;
          if (lots.some((x) => x.product_id === id && x.warehouse_id === warehouse.id)) continue;
          const lot: Lot = {
            id: newId(),
            productId: id,
            warehouseId: warehouse.id,
            lotNumber: `L${2026}${String(sequence * 10 + l).padStart(5, "0")}`,
            quantity: 0,
            unit,
          };
          // A short history per lot, oldest first: an entry, maybe a restock, maybe a withdrawal.
          const daysAgo = 10 + Math.floor(random() * 80);
          const events: Array<[MovementType, number, string]> = [
            ["IN", 20 + Math.floor(random() * 200), "Inventario inicial"],
          ];
          if (random() < 0.5) events.push(["REPLENISH", 10 + Math.floor(random() * 100), "Reabastecimiento semanal"]);
          if (random() < 0.6) events.push(["WITHDRAWAL", 1 + Math.floor(random() * 15), "Producto averiado"]);
          events.forEach(([type, quantity, reference], index) => {
            lot.quantity += type === "WITHDRAWAL" ? -quantity : quantity;
            const when = new Date(now - (daysAgo - index * 3) * 86_400_000 - Math.floor(random() * 3_600_000));
            movements.push({
              id: newIdAt(when),
              lot_id: lot.id,
              product_id: id,
              warehouse_id: warehouse.id,
              type,
              quantity,
              unit,
              lot_number: lot.lotNumber,
              reference,
              cost_cents: type === "IN" ? Math.round(price * 0.7) * 100 : null,
              employee_id: null,
              created_at: when.toISOString(),
            });
          });
          const expires =
            unit === "UD"
              ? new Date(now + (30 + Math.floor(random() * 400)) * 86_400_000)
              : new Date(now + (3 + Math.floor(random() * 20)) * 86_400_000);
          lots.push({
            id: lot.id,
            product_id: id,
            warehouse_id: warehouse.id,
            lot_number: lot.lotNumber,
            lot_key: lot.lotNumber ?? "",
            quantity: lot.quantity,
            unit,
            cost_cents: Math.round(price * 0.7) * 100,
            expiration_date: expires.toISOString().slice(0, 10),
            min_stock: 10,
            max_stock: 500,
            acquired_at: new Date(now - daysAgo * 86_400_000).toISOString(),
            updated_at: at,
          });
        }
      }
    }
  }
  // Chunks keep each statement under SQLite's bound-parameter limit.
  for (const [table, rows] of [
    ["products", products],
    ["lots", lots],
    ["movements", movements],
  ] as const) {
    for (let i = 0; i < rows.length; i += 200)
      await db
        .insertInto(table)
        .values(rows.slice(i, i + 200) as never)
        .execute();
  }
}
