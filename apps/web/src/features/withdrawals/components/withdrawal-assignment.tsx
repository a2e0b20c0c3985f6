import type { Withdrawal } from "@inventario/shared/withdrawals";
import { Printer, Send } from "lucide-react";
import { useId } from "react";
import { Button } from "../../../components/button";
import { DataTable, figure } from "../../../components/data-table";
import { ScanField } from "../../../components/scan-field";
import { Spinner } from "../../../components/spinner";
import { useCan } from "../../../lib/my-permissions";
import type { StockByProduct } from "../api/get-stock";
import { withdrawalTexts } from "../withdrawal-texts";
import { AssignmentItemRow } from "./assignment-item-row";
import { PickingSheet } from "./picking-sheet";
import { ReadOnlyItemRow } from "./read-only-item-row";
import { useAssignmentState } from "./use-assignment-state";
import { useItemScan } from "./use-item-scan";
import { usePickingSheet } from "./use-picking-sheet";
import { WithdrawalSummary } from "./withdrawal-summary";

const COLUMNS = ["Producto", figure("Solicitada"), figure("Despachada"), "Estado", "Asignación"];
// Without withdrawals:assign: the items as they stand, no assignment rows and no 'Enviar'.
const READ_ONLY_COLUMNS = COLUMNS.slice(0, -1);
const goToClassName =
  "text-sm font-semibold text-indigo-700 underline underline-offset-2 hover:text-indigo-900 focus-visible:rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500";

type WithdrawalAssignmentProps = {
  withdrawal: Withdrawal;
  /** Undefined while the names load (or after they failed). */
  names: ReadonlyMap<string, { name: string; sku: string }> | undefined;
  namesLoading: boolean;
  stock: StockByProduct | undefined;
};

/**
 * The request's items and their assignment rows, and 'Enviar'. Mounted afresh for every load of the
 * request, so after a dispatch each item starts again from one empty row against the new quantities.
 */
export function WithdrawalAssignment({ withdrawal, names, namesLoading, stock }: WithdrawalAssignmentProps) {
  const state = useAssignmentState(withdrawal.items, stock, withdrawal.preferred_warehouse_id);
  const labelPrefix = useId();
  const completed = withdrawal.status === "COMPLETED";
  const rowIdOf = (item: { id: string }) => `${labelPrefix}-${item.id}-row`;
  const itemScan = useItemScan(withdrawal.items, names, rowIdOf);
  const sheet = usePickingSheet(withdrawal, names, state, stock);
  const canAssign = useCan("withdrawals:assign");
  // Whoever may read the request may print it (issue 21): paper is how it reaches the shelves. Not while
  // the products' names load: the sheet is made at the click, and would print their ids for good.
  const printButton = (
    <Button variant="secondary" onClick={() => void sheet.print()} disabled={sheet.preparing || namesLoading}>
      {sheet.preparing ? <Spinner /> : <Printer aria-hidden="true" className="size-4" />}
      {sheet.preparing ? withdrawalTexts.printPreparing : withdrawalTexts.print}
    </Button>
  );
  const sheetView = sheet.items ? <PickingSheet withdrawal={withdrawal} items={sheet.items} /> : null;
  if (!canAssign) {
    return (
      <>
        <WithdrawalSummary withdrawal={withdrawal} />
        <div className="mb-6 flex justify-end">{printButton}</div>
        <DataTable caption={withdrawalTexts.itemsCaption} columns={READ_ONLY_COLUMNS}>
          {withdrawal.items.map((item) => (
            <ReadOnlyItemRow
              key={item.id}
              item={item}
              product={names?.get(item.product_id)}
              namesLoading={namesLoading}
            />
          ))}
        </DataTable>
        {sheetView}
      </>
    );
  }
  return (
    <>
      <WithdrawalSummary withdrawal={withdrawal} />
      <section
        aria-label={withdrawalTexts.toolsLabel}
        className="mb-6 flex flex-wrap items-start justify-between gap-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <div className="w-full max-w-xl">
          <ScanField
            hint={withdrawalTexts.scanHint}
            submitLabel={withdrawalTexts.scanSubmit}
            onScan={itemScan.scan}
            focusOnMount={!completed}
            action={
              itemScan.canGoTo ? (
                <button type="button" onClick={itemScan.goToSelected} className={goToClassName}>
                  {withdrawalTexts.scanGoTo}
                </button>
              ) : null
            }
          />
        </div>
        {printButton}
      </section>
      <DataTable caption={withdrawalTexts.itemsCaption} columns={COLUMNS} busy={state.sending}>
        {withdrawal.items.map((item) => (
          <AssignmentItemRow
            key={item.id}
            item={item}
            product={names?.get(item.product_id)}
            namesLoading={namesLoading}
            labelId={`${labelPrefix}-${item.id}`}
            rowId={rowIdOf(item)}
            selected={itemScan.selectedId === item.id}
            state={state}
          />
        ))}
      </DataTable>
      <div className="mt-6 flex justify-end">
        <Button onClick={state.send} disabled={state.sending || completed}>
          {state.sending ? <Spinner /> : <Send aria-hidden="true" className="size-4" />}
          {withdrawalTexts.send}
        </Button>
      </div>
      {sheetView}
    </>
  );
}
