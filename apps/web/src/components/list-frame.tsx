import type { ReactNode } from "react";
import { listRangeText, type PageSummary } from "./list-range";
import { Pagination } from "./pagination";

type ListFooterProps = {
  /** The page asked for: the pagination marks it at once, before its rows arrive. */
  page: number;
  /** The answer whose rows are on screen (the previous one while the next loads). */
  data: (PageSummary & { total_pages: number }) | undefined;
  onPageChange: (page: number) => void;
};

/** Under a list: which rows of how many it shows ("1–10 de 120") beside the pagination. */
export function ListFooter({ page, data, onPageChange }: ListFooterProps) {
  const range = data ? listRangeText(data) : null;
  if (!data || (range === null && data.total_pages <= 1)) return null;
  return (
    <div className="mt-4 flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
      {range ? <p className="text-sm text-gray-700 tabular-nums">{range}</p> : <span />}
      <Pagination page={page} totalPages={data.total_pages} onPageChange={onPageChange} />
    </div>
  );
}

type ListFrameProps = ListFooterProps & {
  /** Above the table: the search box, or the list's filters with it. */
  toolbar?: ReactNode;
  /** The table (a DataTable, whose status comes from `listStatus`). */
  children: ReactNode;
};

/**
 * Every paged list of the app: its search box or filters, the table, and under it the range and the
 * pagination. A list screen wraps it in `ListPageFrame`; a list inside another screen (a report, a
 * product's tables) puts it under its own heading.
 */
export function ListFrame({ toolbar, page, data, onPageChange, children }: ListFrameProps) {
  return (
    <>
      {toolbar}
      {children}
      <ListFooter page={page} data={data} onPageChange={onPageChange} />
    </>
  );
}
