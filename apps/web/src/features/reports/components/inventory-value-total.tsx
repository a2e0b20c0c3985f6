import { formatPesos } from "@inventario/shared/money";
import type { InventoryValuePage } from "@inventario/shared/reports";
import { useId } from "react";
import { LoadingBar } from "../../../components/loading-bar";
import { Spinner } from "../../../components/spinner";
import { formatDisplayDate } from "../../../lib/format-date";
import { useCan } from "../../../lib/my-permissions";
import { useWarehouseOptions } from "../../../lib/warehouse-options";
import { inventoryValueTexts as texts } from "../inventory-value-texts";

type InventoryValueTotalProps = {
  report: InventoryValuePage | undefined;
  /** The search narrows the rows only: the note says the total is still the whole inventory's. */
  searching: boolean;
  busy: boolean;
};

/**
 * The grand total at the top, named by the date and warehouse the server answered for (not the ones
 * being asked for), so a figure is never labelled with a date it is not of.
 */
export function InventoryValueTotal({ report, searching, busy }: InventoryValueTotalProps) {
  const labelId = useId();
  const warehouses = useWarehouseOptions({ enabled: useCan("warehouses:read") });
  const warehouseId = report?.warehouse_id ?? null;
  const warehouseName = warehouseId
    ? (warehouses.data?.find((warehouse) => warehouse.id === warehouseId)?.name ?? "…")
    : null;
  return (
    <section
      aria-labelledby={labelId}
      aria-busy={busy}
      className="relative mb-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6"
    >
      {/* The figure on screen stays legible while the next one loads: the bar says it is being refreshed. */}
      {busy && report ? <LoadingBar /> : null}
      {report ? (
        <>
          <h3 id={labelId} className="text-sm font-medium text-gray-700">
            {texts.totalLabel(formatDisplayDate(report.date))}
          </h3>
          <p className="mt-1 text-2xl font-semibold tracking-tight text-gray-900 tabular-nums sm:text-3xl">
            {formatPesos(report.total_value)}
          </p>
          <p className="mt-1 text-sm text-gray-600">{texts.totalScope(warehouseName)}</p>
          {searching ? <p className="mt-3 text-sm text-gray-700">{texts.searchNote(warehouseId !== null)}</p> : null}
        </>
      ) : (
        <h3 id={labelId} className="inline-flex items-center gap-2 text-sm font-medium text-gray-700">
          {busy ? <Spinner className="size-4 text-indigo-600" /> : null}
          {texts.totalLabel("…")}
        </h3>
      )}
    </section>
  );
}
