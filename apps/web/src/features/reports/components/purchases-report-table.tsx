import { formatPesos } from "@inventario/shared/money";
import { formatNit, nitCheckDigit } from "@inventario/shared/nit";
import {
  type PurchaseReportGroup,
  type PurchaseReportRow,
  purchaseReportGroupLabels,
} from "@inventario/shared/purchases";
import { isSalesPeriod } from "@inventario/shared/report-periods";
import type { ReactNode } from "react";
import { formatQuantity } from "../../../lib/format-quantity";
import { purchasesReportTexts as texts } from "../purchases-report-texts";
import { type FigureColumn, GroupedReportTable } from "./grouped-report-table";

type PurchasesReportTableProps = {
  group: PurchaseReportGroup;
  rows: PurchaseReportRow[] | undefined;
  status: ReactNode;
  busy: boolean;
};

const FIGURES: readonly FigureColumn<PurchaseReportRow>[] = [
  { header: texts.columns.receipts, value: (row) => formatQuantity(row.receipts) },
  { header: texts.columns.units, value: (row) => formatQuantity(row.units) },
  { header: texts.columns.amount, value: (row) => formatPesos(row.amount) },
];

/**
 * A supplier's NIT as a Colombian reads it ("800.197.268-4"): the report answers the NIT alone, and a
 * supplier's check digit is always the NIT's own (the supplier schema refuses any other).
 */
const readableNit = (nit: string | null) => (nit ? formatNit(nit, nitCheckDigit(nit)) : null);

/** A page of the report's groups: the period, supplier (with its NIT) or product (with its SKU), then its figures. */
export function PurchasesReportTable({ group, rows, status, busy }: PurchasesReportTableProps) {
  return (
    <GroupedReportTable
      caption={texts.tableCaption(purchaseReportGroupLabels[group])}
      groupHeader={isSalesPeriod(group) ? texts.periodColumn : purchaseReportGroupLabels[group]}
      figures={FIGURES}
      rows={rows}
      status={status}
      busy={busy}
      detailOf={group === "supplier" ? (row) => readableNit(row.detail) : undefined}
    />
  );
}
