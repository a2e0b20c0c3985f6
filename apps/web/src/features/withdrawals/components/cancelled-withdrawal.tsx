import type { Withdrawal } from "@inventario/shared/withdrawals";
import { Ban } from "lucide-react";
import { DataRow } from "../../../components/data-row";
import { DataTable, figure } from "../../../components/data-table";
import { withdrawalTexts } from "../withdrawal-texts";
import { itemCells, type NamedProduct } from "./assignment-item-row";
import { WithdrawalStatusBadge } from "./withdrawal-status-badge";
import { WithdrawalSummary } from "./withdrawal-summary";

const COLUMNS = ["Producto", figure("Solicitada"), figure("Despachada"), "Estado"];

type CancelledWithdrawalProps = {
  withdrawal: Withdrawal;
  names: ReadonlyMap<string, NamedProduct> | undefined;
  namesLoading: boolean;
};

/**
 * A request cancelled with its sale: its items as they were, read-only. It can no longer receive stock
 * (the server refuses with 409), so no assignment rows or 'Enviar' are offered, and the reason is said.
 */
export function CancelledWithdrawal({ withdrawal, names, namesLoading }: CancelledWithdrawalProps) {
  return (
    <>
      <WithdrawalSummary withdrawal={withdrawal} />
      <p className="mb-6 flex items-start gap-2 rounded-xl border border-gray-300 bg-gray-50 px-4 py-3 text-sm text-gray-800">
        <Ban aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gray-600" />
        {withdrawalTexts.cancelledNotice}
      </p>
      <DataTable caption={withdrawalTexts.itemsCaption} columns={COLUMNS}>
        {withdrawal.items.map((item) => (
          <DataRow key={item.id} className="align-top">
            {itemCells({
              item,
              product: names?.get(item.product_id),
              namesLoading,
              status: <WithdrawalStatusBadge tone="cancelled" label={withdrawalTexts.cancelled} />,
            })}
          </DataRow>
        ))}
      </DataTable>
    </>
  );
}
