import type { ImportKind } from "@inventario/shared/imports";
import type { ImportTarget } from "./import-target";
import { clientsTarget, employeesTarget } from "./targets/people";
import { productsTarget } from "./targets/products";
import { stockTarget } from "./targets/stock";
import { suppliersTarget } from "./targets/suppliers";
import { warehousesTarget } from "./targets/warehouses";

/** Each kind's target, made fresh for each check or apply (a target may remember the rows it has seen). */
// biome-ignore lint/suspicious/noExplicitAny: each target types what it reads; the walk only passes it through.
export const importTargets: Record<ImportKind, () => ImportTarget<any>> = {
  products: productsTarget,
  stock: stockTarget,
  clients: clientsTarget,
  employees: employeesTarget,
  warehouses: warehousesTarget,
  suppliers: suppliersTarget,
};
