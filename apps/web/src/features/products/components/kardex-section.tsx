import { ExportMenu } from "../../../components/export-menu";
import { ListFrame } from "../../../components/list-frame";
import { listStatus } from "../../../components/list-status";
import { useKardex } from "../api/get-kardex";
import { kardexTexts } from "../kardex-texts";
import { useKardexQuery } from "../use-kardex-query";
import { KardexBalances } from "./kardex-balances";
import { KardexFilters } from "./kardex-filters";
import { KardexTable } from "./kardex-table";
import { SectionHeading } from "./section-heading";

/**
 * 'Kardex' of the product detail (issue 20): its movements between two dates, valued at weighted average
 * cost, for every warehouse or one. The filters live in the URL. A range that ends before it starts is
 * not asked for: the date field says why.
 */
export function KardexSection({ productId }: { productId: string }) {
  const query = useKardexQuery();
  const kardex = useKardex(productId, query.filters, !query.rangeInvalid);
  const data = query.rangeInvalid ? undefined : kardex.data;
  const status = query.rangeInvalid ? kardexTexts.rangeInvalid : listStatus({ texts: kardexTexts, list: kardex });
  return (
    <div className="min-w-0">
      <SectionHeading
        title={kardexTexts.title}
        actions={
          query.rangeInvalid ? null : (
            <ExportMenu
              path={`/product/${encodeURIComponent(productId)}/kardex`}
              query={{ from: query.filters.from, to: query.filters.to, warehouse_id: query.filters.warehouse }}
            />
          )
        }
      />
      <p className="-mt-2 mb-3 text-sm text-gray-600">{kardexTexts.subtitle}</p>
      <ListFrame
        toolbar={
          <>
            <KardexFilters query={query} />
            {data ? <KardexBalances kardex={data} /> : null}
          </>
        }
        page={query.filters.page}
        data={data}
        onPageChange={query.setPage}
      >
        <KardexTable
          kardex={data}
          // An empty range is not a status: its opening and closing balances are still worth showing.
          status={data?.data.length === 0 ? null : status}
          busy={kardex.busy}
        />
      </ListFrame>
    </div>
  );
}
