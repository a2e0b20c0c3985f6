import type { Paged } from "@inventario/shared/pagination";
import type { ReactNode } from "react";
import { type DataColumn, DataTable } from "../../../components/data-table";
import { ListFrame } from "../../../components/list-frame";
import { listStatus } from "../../../components/list-status";
import type { PagedList } from "../../../lib/paged-list";
import { useUrlPage } from "../../../lib/use-url-search-query";
import type { TableTexts } from "../product-detail-texts";
import { SectionHeading } from "./section-heading";

type PagedTableProps<T> = {
  texts: TableTexts;
  columns: DataColumn[];
  list: PagedList<Paged<T>>;
  page: number;
  onPageChange: (page: number) => void;
  /** A button beside the title. */
  actions?: ReactNode;
  /** Something besides the rows is still loading (the names they show). */
  busy?: boolean;
  renderRow: (row: T) => ReactNode;
};

/**
 * One table of the detail screen under its heading, paged through every page (`ListFrame`): the page shown
 * stays while the next one loads. The table itself is the labelled region.
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
  return (
    <div className="min-w-0">
      <SectionHeading title={texts.title} actions={actions} />
      <ListFrame page={page} data={list.data} onPageChange={onPageChange}>
        <DataTable
          caption={texts.title}
          columns={columns}
          busy={list.busy || Boolean(busy)}
          status={listStatus({ texts, list })}
        >
          {list.rows?.map(renderRow)}
        </DataTable>
      </ListFrame>
    </div>
  );
}

/**
 * The page of one of the detail screen's tables, in the URL under its own name (`?lots_page=2`): the screen
 * holds several lists, and a reload or Back keeps each one's page.
 */
export const useDetailTablePage = (table: "lots" | "history" | "entries") => useUrlPage(`${table}_page`);
