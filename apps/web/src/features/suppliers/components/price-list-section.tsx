import { useId } from "react";
import { listStatus } from "../../../components/list-status";
import { useCan } from "../../../lib/my-permissions";
import { queryListState } from "../../../lib/query-list";
import { usePriceList } from "../../../lib/supplier-price-list";
import { priceListTexts } from "../supplier-texts";
import { PriceListEditor } from "./price-list-editor";
import { PriceListTable } from "./price-list-table";

type PriceListSectionProps = {
  supplier: { id: string; name: string };
};

/**
 * 'Productos del proveedor': the price list, edited in place by whoever may update suppliers (the server's
 * PUT needs suppliers:update), read by anyone else.
 */
export function PriceListSection({ supplier }: PriceListSectionProps) {
  const headingId = useId();
  const query = usePriceList(supplier.id);
  const canEdit = useCan("suppliers:update");
  const list = queryListState(query);
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <h2 id={headingId} className="mb-3 text-lg font-semibold text-gray-900">
        {priceListTexts.title}
      </h2>
      {query.data && canEdit ? (
        <PriceListEditor supplier={supplier} saved={query.data} />
      ) : (
        <PriceListTable rows={query.data} status={listStatus({ texts: priceListTexts, list })} />
      )}
    </section>
  );
}
