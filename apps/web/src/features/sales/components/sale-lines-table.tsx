import { formatPesos } from "@inventario/shared/money";
import { Trash2 } from "lucide-react";
import { ActionsCell, DataCell, DataRow } from "../../../components/data-row";
import { DataTable, figure } from "../../../components/data-table";
import { IconButton } from "../../../components/icon-action";
import { lineSubtotal, type SaleLine } from "../sale-lines";
import { saleTexts } from "../sale-texts";

const COLUMNS = ["Producto", figure("Cantidad"), figure("Precio unitario"), figure("Subtotal"), "Acciones"];

type SaleLinesTableProps = {
  lines: readonly SaleLine[];
  onRemove: (productId: string) => void;
};

export function SaleLinesTable({ lines, onRemove }: SaleLinesTableProps) {
  return (
    <DataTable caption={saleTexts.tableCaption} columns={COLUMNS} status={lines.length === 0 ? saleTexts.empty : null}>
      {lines.map((line) => (
        <DataRow key={line.product.id} className="hover:bg-gray-50">
          <DataCell className="min-w-40 px-3 py-3">
            <span className="block font-medium text-gray-900">{line.product.name}</span>
            <span className="block text-xs text-gray-600">{line.product.sku}</span>
          </DataCell>
          <DataCell className="whitespace-nowrap px-3 py-3 tabular-nums">{line.quantity}</DataCell>
          <DataCell className="whitespace-nowrap px-3 py-3 tabular-nums">{formatPesos(line.unitPrice)}</DataCell>
          <DataCell className="whitespace-nowrap px-3 py-3 font-medium tabular-nums">
            {formatPesos(lineSubtotal(line))}
          </DataCell>
          <ActionsCell>
            <IconButton
              icon={Trash2}
              label={`Quitar ${line.product.name}`}
              tone="danger"
              onClick={() => onRemove(line.product.id)}
            />
          </ActionsCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
