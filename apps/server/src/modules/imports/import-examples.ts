import type { ImportKind } from "@inventario/shared/imports";

/**
 * The template's example row of each kind, by field, as the row's schema takes it (text, a number, a
 * calendar date `YYYY-MM-DD`, a boolean): plausible Colombian values that a check accepts, so a person
 * sees each column filled in the way the import reads it. `import-template.unit.test.ts` reads the
 * template back and checks them against the kind's schema.
 */
export type ExampleValue = string | number | boolean | null;

export function exampleRow(
  kind: ImportKind,
  { warehouse, today }: { warehouse: string; today: string },
): Record<string, ExampleValue> {
  switch (kind) {
    case "products":
      return {
        sku: "CAF-0012",
        name: "Café molido 500 g",
        description: "Café tostado y molido, origen Huila",
        category: "Bebidas",
        price: 18_500,
        image_url: null,
        tax_class: "IVA_5",
      };
    case "stock":
      return {
        sku: "CAF-0012",
        warehouse,
        lot_number: "L-0425",
        quantity: 120,
        unit: "UND",
        costs: 12_350.5,
        // A year ahead of the day the template is made: an example lot that has not expired yet.
        expiration_date: `${Number(today.slice(0, 4)) + 1}${today.slice(4, 10)}`.replace(/-02-29$/, "-02-28"),
        min_stock: 10,
        max_stock: 300,
      };
    case "clients":
    case "employees":
      return {
        identification: "1020345678",
        name: "María Fernanda",
        last_name: "Gómez Restrepo",
        email: "maria.gomez@correo.co",
        birthday: "1990-04-15",
        phone_number: "3001234567",
      };
    case "warehouses":
      return { name: "Bodega Medellín", is_active: true };
    case "suppliers":
      return {
        nit: "900123456",
        dv: 8,
        name: "Distribuidora Andina S.A.S.",
        contact_name: "Carlos Pérez",
        email: "compras@andina.co",
        phone: "6045551234",
        address: "Calle 10 # 43-20",
        city: "Medellín",
        payment_terms_days: 30,
        is_active: true,
      };
  }
}
