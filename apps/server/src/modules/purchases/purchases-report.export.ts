import {
  type PurchaseReportGroup,
  type PurchaseReportQuery,
  type PurchaseReportRow,
  purchaseReportGroupLabels,
} from "@inventario/shared/purchases";
import { columns, type ExportSource } from "../../lib/export/columns";
import { normalizeForSearch } from "../../lib/search-text";
import type { PurchasesReportService } from "./purchases-report.service";

const purchaseReportColumns = (group: PurchaseReportGroup) =>
  columns<PurchaseReportRow>()([
    { header: purchaseReportGroupLabels[group], kind: "text", value: (row) => row.label },
    ...(group === "supplier" || group === "product"
      ? [
          {
            header: group === "product" ? "SKU" : "NIT",
            kind: "text" as const,
            value: (row: PurchaseReportRow) => row.detail,
          },
        ]
      : []),
    { header: "Recepciones", kind: "integer", value: (row) => row.receipts },
    { header: "Unidades", kind: "number", value: (row) => row.units },
    { header: "Valor recibido", kind: "money", value: (row) => row.amount },
  ]);

/** Every group of the report, a page at a time, in the pages' order. */
async function* allGroups(
  service: PurchasesReportService,
  query: PurchaseReportQuery,
): AsyncGenerator<PurchaseReportRow[]> {
  for (let page = 1; ; page++) {
    const report = await service.report({ ...query, page });
    if (report.data.length > 0) yield report.data;
    if (page >= report.total_pages) return;
  }
}

export type PurchasesReportExport = ReturnType<typeof createPurchasesReportExport>;

export function createPurchasesReportExport(service: PurchasesReportService) {
  return {
    /** "compras-por-proveedor-2026-11-28.xlsx". */
    list: (query: PurchaseReportQuery): ExportSource<PurchaseReportRow> => ({
      name: `compras-por-${normalizeForSearch(purchaseReportGroupLabels[query.group])}`,
      sheet: "Compras",
      columns: purchaseReportColumns(query.group),
      rows: allGroups(service, query),
    }),
  };
}
