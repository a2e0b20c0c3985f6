import { formatPesos } from "@inventario/shared/money";
import type { Product } from "@inventario/shared/products";
import { Eye, Pencil, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { ActionsCell, DataCell, DataRow } from "../../../components/data-row";
import { DataTable, figure } from "../../../components/data-table";
import { IconButton, IconLink } from "../../../components/icon-action";
import { StockAlertBadges } from "../../../components/stock-alert-badges";
import { productTexts, productViewPath } from "../product-texts";

const COLUMNS = ["Nombre", "SKU", figure("Cantidad"), figure("Precio"), "Acciones"];

const quantityFormat = new Intl.NumberFormat("es-CO");

type ProductsTableProps = {
  products: Product[] | undefined;
  /** Loading, empty, nothing matched or failed: said in place of the rows (`listStatus`). */
  status: ReactNode;
  busy: boolean;
  /** The id of the product being deleted, whose delete button waits meanwhile. */
  deletingId: string | undefined;
  /** Left out when the user may not edit (or delete): the row offers no such button. */
  onEdit?: ((product: Product) => void) | undefined;
  onDelete?: ((product: Product) => void) | undefined;
};

export function ProductsTable({ products, status, busy, deletingId, onEdit, onDelete }: ProductsTableProps) {
  return (
    <DataTable caption={productTexts.tableCaption} columns={COLUMNS} busy={busy} status={status}>
      {products?.map((product) => (
        <DataRow key={product.id} className="hover:bg-gray-50">
          <DataCell className="min-w-48 px-3 py-3 font-medium text-gray-900">
            <span className="block">{product.name}</span>
            <StockAlertBadges alerts={product.stock_alerts} className="mt-1" />
          </DataCell>
          <DataCell className="whitespace-nowrap px-3 py-3 font-mono text-gray-700">{product.sku}</DataCell>
          <DataCell className="whitespace-nowrap px-3 py-3 text-gray-700 tabular-nums">
            <span className="block">{quantityFormat.format(product.quantity)}</span>
            {/* What sent purchase orders still bring (issue 32): said only when something is on its way. */}
            {product.on_order > 0 ? (
              <span className="block text-xs text-sky-800">
                {productTexts.onOrder(quantityFormat.format(product.on_order))}
              </span>
            ) : null}
          </DataCell>
          <DataCell className="whitespace-nowrap px-3 py-3 text-gray-700 tabular-nums">
            {formatPesos(product.price)}
          </DataCell>
          <ActionsCell>
            <div className="flex items-center gap-0.5">
              <IconLink icon={Eye} label={`Ver ${product.name}`} to={productViewPath(product.id)} />
              {onEdit ? (
                <IconButton icon={Pencil} label={`Editar ${product.name}`} onClick={() => onEdit(product)} />
              ) : null}
              {onDelete ? (
                <IconButton
                  icon={Trash2}
                  label={`Eliminar ${product.name}`}
                  tone="danger"
                  disabled={deletingId === product.id}
                  onClick={() => onDelete(product)}
                />
              ) : null}
            </div>
          </ActionsCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
