import { formatPesos } from "@inventario/shared/money";
import { Trash2 } from "lucide-react";
import { ActionsCell, DataCell, DataRow } from "../../../components/data-row";
import { DataTable, figure } from "../../../components/data-table";
import { IconButton } from "../../../components/icon-action";
import { moneyText } from "../../../lib/form-numbers";
import { linePriceOf, lineQuantityOf, lineSubtotal, listPriceAside, type SaleLine } from "../sale-lines";
import { counterTexts, saleTexts } from "../sale-texts";
import { LineFigureEditor } from "./line-figure-editor";

const COLUMNS = ["Producto", figure("Cantidad"), figure("Precio unitario"), figure("Subtotal"), "Acciones"];

type SaleLinesTableProps = {
  lines: readonly SaleLine[];
  onRemove: (productId: string) => void;
  /** A line's quantity corrected in place. */
  onQuantityChange: (productId: string, quantity: number) => void;
  /** A line's unit price corrected in place: only for who may sell away from the list price (`sales:price_override`). */
  onPriceChange?: ((productId: string, unitPrice: number) => void) | undefined;
};

export function SaleLinesTable({ lines, onRemove, onQuantityChange, onPriceChange }: SaleLinesTableProps) {
  return (
    <DataTable caption={saleTexts.tableCaption} columns={COLUMNS} status={lines.length === 0 ? saleTexts.empty : null}>
      {lines.map((line) => {
        const { name } = line.product;
        const price = formatPesos(line.unitPrice);
        const listPrice = listPriceAside(line);
        return (
          <DataRow key={line.product.id} className="hover:bg-gray-50">
            <DataCell className="min-w-40 px-3 py-3">
              <span className="block font-medium text-gray-900">{name}</span>
              <span className="block text-xs text-gray-600">{line.product.sku}</span>
            </DataCell>
            <DataCell className="whitespace-nowrap px-3 py-2 tabular-nums">
              <LineFigureEditor
                shown={String(line.quantity)}
                typed={String(line.quantity)}
                label={counterTexts.quantityOf(name)}
                editLabel={counterTexts.changeQuantity(name, String(line.quantity))}
                kind="quantity"
                read={lineQuantityOf}
                onCommit={(quantity) => onQuantityChange(line.product.id, quantity)}
              />
            </DataCell>
            <DataCell className="whitespace-nowrap px-3 py-2 tabular-nums">
              {onPriceChange ? (
                <LineFigureEditor
                  shown={price}
                  typed={moneyText(line.unitPrice)}
                  label={counterTexts.priceOf(name)}
                  editLabel={counterTexts.changePrice(name, price)}
                  kind="price"
                  read={linePriceOf}
                  onCommit={(unitPrice) => onPriceChange(line.product.id, unitPrice)}
                />
              ) : (
                price
              )}
              {listPrice !== null ? (
                <span className="mt-0.5 block text-xs text-gray-600">
                  {counterTexts.listPrice} <del>{formatPesos(listPrice)}</del>
                </span>
              ) : null}
            </DataCell>
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
        );
      })}
    </DataTable>
  );
}
