import type { Paged } from "@inventario/shared/pagination";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { DataTable } from "../../../components/data-table";
import { listStatus } from "../../../components/list-status";
import { Pagination } from "../../../components/pagination";
import type { TableTexts } from "../product-detail-texts";
import { SectionHeading } from "./section-heading";

type PagedTableProps<T> = {
  texts: TableTexts;
  columns: string[];
  list: UseQueryResult<Paged<T>>;
  page: number;
  onPageChange: (page: number) => void;
  /** A button beside the title. */
  actions?: ReactNode;
  /** Something besides the rows is still loading (the names they show). */
  busy?: boolean;
  renderRow: (row: T) => ReactNode;
};

/**
 * One table of the detail screen under its heading, paged through every page: the page shown stays,
 * dimmed, while the next one loads. The table itself is the labelled region.
 */
export function PagedTable<T>({
  texts,
  columns,
  list,
  page,
  onPageChange,
  actions,
  busy,
  renderRow,
}: PagedTableProps<T>) {
  const rows = list.data?.data;
  return (
    <div className="min-w-0">
      <SectionHeading title={texts.title} actions={actions} />
      <DataTable
        caption={texts.title}
        columns={columns}
        busy={list.isPlaceholderData || Boolean(busy)}
        status={listStatus({ texts, loading: list.isPending, rows, error: list.error })}
      >
        {rows?.map(renderRow)}
      </DataTable>
      <Pagination page={page} totalPages={list.data?.total_pages ?? 0} onPageChange={onPageChange} />
    </div>
  );
}
