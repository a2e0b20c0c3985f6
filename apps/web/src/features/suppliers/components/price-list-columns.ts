import type { DataColumn } from "../../../components/data-table";
import { priceListTexts } from "../supplier-texts";

const { columns } = priceListTexts;

/**
 * A figure column whose header may wrap: 'Unidades por empaque' over a box of a few digits would otherwise
 * widen its column to the header's length and push the table past the screen.
 */
const narrowFigure = (label: string): DataColumn => ({
  label,
  figure: true,
  className: "px-2 py-3 align-bottom font-semibold text-gray-700",
});

/** The price list's columns, read (no actions) or edited in place (a box per term and 'Quitar'). */
export const priceListColumns = (editing: boolean): DataColumn[] => [
  columns.product,
  columns.sku,
  editing
    ? { label: columns.supplierSku, className: "px-2 py-3 align-bottom font-semibold text-gray-700" }
    : columns.supplierSku,
  narrowFigure(columns.unitCost),
  narrowFigure(columns.minQuantity),
  narrowFigure(columns.packSize),
  narrowFigure(columns.leadTime),
  columns.preferred,
  ...(editing ? [columns.actions] : []),
];
