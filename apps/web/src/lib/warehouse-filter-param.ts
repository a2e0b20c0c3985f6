import { MY_WAREHOUSES } from "@inventario/shared/warehouse-scope";
import { useWarehouseScope } from "./use-warehouse-scope";

/** The lists' warehouse filter value meaning "the signed-in user's assigned warehouses" (issue 34). */
export { MY_WAREHOUSES };

/** 'Mis bodegas': the option a scoped user's warehouse filters start at. */
export const MY_WAREHOUSES_LABEL = "Mis bodegas";

/** What `?warehouse=` holds when a scoped user chose 'Todas las bodegas' (no parameter is their default). */
const EVERY_WAREHOUSE_PARAM = "all";

/**
 * A list's warehouse filter kept in the URL (`?warehouse=`), which starts at 'Mis bodegas' for a user
 * limited to some warehouses and at 'Todas las bodegas' for anyone else (whose lists behave as before).
 * `value` is the filter as the select shows it and the request sends it: `mine`, "" (all) or a warehouse's
 * id; `toParam` turns a choice back into the URL's parameter ("" removes it).
 */
export function useWarehouseFilterParam(param: string | null) {
  const { scoped } = useWarehouseScope();
  const value = scoped ? scopedValue(param) : unscopedValue(param);
  const toParam = (chosen: string) => {
    if (!scoped) return chosen;
    if (chosen === MY_WAREHOUSES) return "";
    return chosen === "" ? EVERY_WAREHOUSE_PARAM : chosen;
  };
  return { value, toParam, offerMine: scoped };
}

function scopedValue(param: string | null): string {
  if (param === null || param === "" || param === MY_WAREHOUSES) return MY_WAREHOUSES;
  return param === EVERY_WAREHOUSE_PARAM ? "" : param;
}

// An unscoped user's link that says 'Mis bodegas' or 'Todas' means every warehouse to them.
const unscopedValue = (param: string | null): string =>
  param === null || param === MY_WAREHOUSES || param === EVERY_WAREHOUSE_PARAM ? "" : param;
