import { formatPesos } from "@inventario/shared/money";
import { Trash2 } from "lucide-react";
import { DataTable } from "../../../components/data-table";
import { IconButton } from "../../../components/icon-action";
import { lineSubtotal, type SaleLine } from "../sale-lines";
import { saleTexts } from "../sale-texts";

const COLUMNS = ["Producto", "Cantidad", "Precio unitario", "Subtotal", "Acciones"];

type SaleLinesTableProps = {
  lines: readonly SaleLine[];
  onRemove: (productId: string) => void;
};

export function SaleLinesTable({ lines, onRemove }: SaleLinesTableProps) {
  return (
    <DataTable caption={saleTexts.tableCaption} columns={COLUMNS} status={lines.length === 0 ? saleTexts.empty : null}>
      {lines.map((line) => (
        <tr key={line.product.id} className="hover:bg-gray-50">
          <td className="min-w-40 px-3 py-3">
            <span className="block font-medium text-gray-900">{line.product.name}</span>
            <span className="block text-xs text-gray-600">{line.product.sku}</span>
          </td>
          <td className="whitespace-nowrap px-3 py-3 tabular-nums">{line.quantity}</td>
          <td className="whitespace-nowrap px-3 py-3 tabular-nums">{formatPesos(line.unitPrice)}</td>
          <td className="whitespace-nowrap px-3 py-3 font-medium tabular-nums">{formatPesos(lineSubtotal(line))}</td>
          <td className="whitespace-nowrap px-2 py-1.5">
            <IconButton
              icon={Trash2}
              label={`Quitar ${line.product.name}`}
              tone="danger"
              onClick={() => onRemove(line.product.id)}
            />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
