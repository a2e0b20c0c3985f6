import { formatPesos } from "@inventario/shared/money";
import { Plus } from "lucide-react";
import { Button } from "../../../components/button";
import { DataCell, DataRow } from "../../../components/data-row";
import { figure } from "../../../components/data-table";
import { formatDisplayDate } from "../../../lib/format-date";
import { formatQuantity } from "../../../lib/format-quantity";
import { useCan } from "../../../lib/my-permissions";
import { useEntries } from "../api/list-entries";
import { detailTexts, tableTexts } from "../product-detail-texts";
import { useProductUnit } from "../use-product-unit";
import { PagedTable, useDetailTablePage } from "./paged-table";

const COLUMNS = ["Bodega", "Lote", figure("Cantidad"), figure("Costo"), "Fecha de entrada"];

type EntriesTableProps = {
  productId: string;
  onAdd: () => void;
};

/** 'Entradas de Inventario': what came in, newest first, and the button that records a new entry. */
export function EntriesTable({ productId, onAdd }: EntriesTableProps) {
  const { page, setPage } = useDetailTablePage("entries");
  const list = useEntries(productId, page);
  const unit = useProductUnit(productId);
  // A new entry is inventory:create on the server: only offered to who may.
  const canAdd = useCan("inventory:create");
  return (
    <PagedTable
      texts={tableTexts.entries}
      columns={COLUMNS}
      list={list}
      page={page}
      onPageChange={setPage}
      actions={
        canAdd ? (
          <Button onClick={onAdd}>
            <Plus aria-hidden="true" className="size-4" />
            Agregar entrada
          </Button>
        ) : null
      }
      renderRow={(entry) => (
        <DataRow key={entry.id} className="hover:bg-gray-50">
          <DataCell className="min-w-40 px-3 py-3 font-medium text-gray-900">{entry.warehouse_name}</DataCell>
          <DataCell className="whitespace-nowrap px-3 py-3 font-mono text-gray-700">
            {entry.lot_number || detailTexts.noValue}
          </DataCell>
          <DataCell className="whitespace-nowrap px-3 py-3 text-gray-700 tabular-nums">
            {formatQuantity(entry.quantity, unit)}
          </DataCell>
          <DataCell className="whitespace-nowrap px-3 py-3 text-gray-700 tabular-nums">
            {entry.cost === null ? detailTexts.noValue : formatPesos(entry.cost)}
          </DataCell>
          <DataCell className="whitespace-nowrap px-3 py-3 text-gray-700 tabular-nums">
            {formatDisplayDate(entry.acquired_at)}
          </DataCell>
        </DataRow>
      )}
    />
  );
}
