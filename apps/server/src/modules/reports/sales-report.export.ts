import {
  type SalesGroup,
  type SalesReportQuery,
  type SalesReportRow,
  salesGroupLabels,
} from "@inventario/shared/reports";
import { columns, type ExportSource } from "../../lib/export/columns";
import { normalizeForSearch } from "../../lib/search-text";
import type { SalesReportService } from "./sales-report.service";

const salesReportColumns = (group: SalesGroup) =>
  columns<SalesReportRow>()([
    { header: salesGroupLabels[group], kind: "text", value: (row) => row.label },
    { header: group === "product" ? "SKU" : "Identificación", kind: "text", value: (row) => row.detail },
    { header: "Ventas", kind: "integer", value: (row) => row.sales },
    { header: "Unidades", kind: "number", value: (row) => row.units },
    { header: "Total", kind: "money", value: (row) => row.amount },
    { header: "Ticket promedio", kind: "money", value: (row) => row.average_ticket },
  ]);

export type SalesReportExport = ReturnType<typeof createSalesReportExport>;

export function createSalesReportExport(service: SalesReportService) {
  return {
    /** Every group of the report for the query's range, in the pages' order ("ventas-por-producto"). */
    list: (query: SalesReportQuery): ExportSource<SalesReportRow> => ({
      name: `ventas-por-${normalizeForSearch(salesGroupLabels[query.group])}`,
      sheet: "Ventas",
      columns: salesReportColumns(query.group),
      rows: service.all(query),
    }),
  };
}
