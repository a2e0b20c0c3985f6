import type { Withdrawal } from "@inventario/shared/withdrawals";
import { Send } from "lucide-react";
import { useId } from "react";
import { Button } from "../../../components/button";
import { DataTable } from "../../../components/data-table";
import { Spinner } from "../../../components/spinner";
import type { StockByProduct } from "../api/get-stock";
import { withdrawalTexts } from "../withdrawal-texts";
import { AssignmentItemRow } from "./assignment-item-row";
import { useAssignmentState } from "./use-assignment-state";
import { WithdrawalSummary } from "./withdrawal-summary";

const COLUMNS = ["Producto", "Solicitada", "Despachada", "Estado", "Asignación"];

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
  const state = useAssignmentState(withdrawal.items, stock);
  const labelPrefix = useId();
  const completed = withdrawal.status === "COMPLETED";
  return (
    <>
      <WithdrawalSummary withdrawal={withdrawal} />
      <DataTable caption={withdrawalTexts.itemsCaption} columns={COLUMNS} busy={state.sending}>
        {withdrawal.items.map((item) => (
          <AssignmentItemRow
            key={item.id}
            item={item}
            product={names?.get(item.product_id)}
            namesLoading={namesLoading}
            labelId={`${labelPrefix}-${item.id}`}
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
    </>
  );
}
