import type { LotState } from "@inventario/shared/inventory";
import { formatPesos } from "@inventario/shared/money";
import { PackageMinus, PackagePlus } from "lucide-react";
import { ActionsCell, DataCell, DataRow } from "../../../components/data-row";
import { figure } from "../../../components/data-table";
import { IconButton } from "../../../components/icon-action";
import { LotExpiryBadge } from "../../../components/stock-alert-badges";
import { formatQuantity } from "../../../lib/format-quantity";
import { useCan } from "../../../lib/my-permissions";
import { useWarehouseScope } from "../../../lib/use-warehouse-scope";
import type { StockChangeKind } from "../api/change-lot-stock";
import { useCurrentLots } from "../api/list-current-lots";
import { detailTexts, lotName, tableTexts } from "../product-detail-texts";
import { PagedTable, useDetailTablePage } from "./paged-table";

const COLUMNS = ["Bodega", "Lote", figure("Cantidad"), figure("Costo"), "Acciones"];

type CurrentLotsTableProps = {
  productId: string;
  onChangeStock: (lot: LotState, kind: StockChangeKind) => void;
};

/** 'Estado actual': each lot as it stands, with its restock (IN) and withdraw (OUT) actions. */
export function CurrentLotsTable({ productId, onChangeStock }: CurrentLotsTableProps) {
  const { page, setPage } = useDetailTablePage("lots");
  const list = useCurrentLots(productId, page);
  // Each action only for who may (inventory:replenish, inventory:withdraw on the server).
  const canReplenish = useCan("inventory:replenish");
  const canWithdraw = useCan("inventory:withdraw");
  // A user limited to some warehouses changes only their lots (issue 34): the others' actions are not offered.
  const { isOwn } = useWarehouseScope();
  return (
    <PagedTable
      texts={tableTexts.lots}
      columns={COLUMNS}
      list={list}
      page={page}
      onPageChange={setPage}
      renderRow={(lot) => {
        // The same lot number may exist in two warehouses: the warehouse tells the buttons apart.
        const which = `lote ${lotName(lot.lot_number)} de ${lot.warehouse.name}`;
        const own = isOwn(lot.warehouse_id);
        return (
          <DataRow key={lot.id} className="hover:bg-gray-50">
            <DataCell className="min-w-40 px-3 py-3 font-medium text-gray-900">{lot.warehouse.name}</DataCell>
            <DataCell className="whitespace-nowrap px-3 py-3 text-gray-700">
              <span className="font-mono">{lot.lot_number ?? detailTexts.noValue}</span>
              {lot.expiry ? (
                <span className="ml-2 align-middle">
                  <LotExpiryBadge expiry={lot.expiry} />
                </span>
              ) : null}
            </DataCell>
            <DataCell className="whitespace-nowrap px-3 py-3 text-gray-700 tabular-nums">
              {formatQuantity(lot.quantity, lot.unit)}
            </DataCell>
            <DataCell className="whitespace-nowrap px-3 py-3 text-gray-700 tabular-nums">
              {formatPesos(lot.costs)}
            </DataCell>
            <ActionsCell>
              <div className="flex items-center gap-0.5">
                {canReplenish && own ? (
                  <IconButton
                    icon={PackagePlus}
                    tone="success"
                    label={`Reabastecer ${which}`}
                    onClick={() => onChangeStock(lot, "replenish")}
                  />
                ) : null}
                {canWithdraw && own ? (
                  <IconButton
                    icon={PackageMinus}
                    tone="danger"
                    label={`Retirar ${which}`}
                    onClick={() => onChangeStock(lot, "withdraw")}
                  />
                ) : null}
              </div>
            </ActionsCell>
          </DataRow>
        );
      }}
    />
  );
}
