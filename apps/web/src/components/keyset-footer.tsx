import { ChevronRight, ChevronsLeft } from "lucide-react";
import { Button } from "./button";
import { ListFooter } from "./list-frame";
import type { PageSummary } from "./list-range";

/** What a capped keyset list's footer needs of its page: the counted pages and the next key. */
type CappedPageData = PageSummary & { total_pages: number; total_capped: boolean; next_after: string | null };

/** The URL state of such a list: a numbered page, or the key the rows continue after ('' on the numbered pages). */
type KeysetPaging = {
  filters: { page: number; after: string };
  setPage: (page: number) => void;
  pageAfter: (after: string) => void;
};

/**
 * Under a capped list (decision 0008): «1–10 de más de 10.000» and the pager while the pages are counted;
 * past the last counted page, `texts.moreRows` follows `next_after`, and `texts.firstRows` goes back.
 */
export function KeysetFooter({
  query,
  data,
  texts,
}: {
  query: KeysetPaging;
  data: CappedPageData | undefined;
  texts: { moreRows: string; firstRows: string };
}) {
  const { filters } = query;
  if (filters.after === "") {
    const next = data?.total_capped && data.page >= data.total_pages ? data.next_after : null;
    return (
      <>
        <ListFooter page={filters.page} data={data} onPageChange={query.setPage} />
        {next ? (
          <div className="mt-3 flex justify-end">
            <Button variant="secondary" onClick={() => query.pageAfter(next)}>
              {texts.moreRows}
              <ChevronRight aria-hidden="true" className="size-4" />
            </Button>
          </div>
        ) : null}
      </>
    );
  }
  const next = data?.next_after ?? null;
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <Button variant="secondary" onClick={() => query.setPage(1)}>
        <ChevronsLeft aria-hidden="true" className="size-4" />
        {texts.firstRows}
      </Button>
      {next ? (
        <Button variant="secondary" onClick={() => query.pageAfter(next)}>
          {texts.moreRows}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      ) : null}
    </div>
  );
}
