import { useNavigate } from "react-router";
import { ExportMenu } from "../../../components/export-menu";
import { ListPageFrame } from "../../../components/list-page-frame";
import { listStatus } from "../../../components/list-status";
import { useCan } from "../../../lib/my-permissions";
import { useListErrorToast } from "../../../lib/use-list-error-toast";
import { usePurchaseOrderList } from "../api/list-purchase-orders";
import { OrderFilters } from "../components/order-filters";
import { PurchaseOrdersTable } from "../components/purchase-orders-table";
import { orderListTexts, purchasePaths } from "../purchase-texts";
import { useOrderListQuery } from "../use-order-list-query";

const statusTexts = (filtered: boolean) => ({
  loading: orderListTexts.loading,
  // No order at all is said apart from none with the chosen filters.
  empty: filtered ? orderListTexts.noneFiltered : orderListTexts.empty,
  noMatch: orderListTexts.noMatch,
  forbidden: orderListTexts.listForbidden,
  error: orderListTexts.listError,
});

/**
 * 'Órdenes de compra' (issue 32): every order, newest first, searched by number or supplier and filtered by
 * status, supplier, warehouse and the days they were placed on (all in the URL); 'Nueva orden' opens the form.
 */
export function PurchaseOrdersPage() {
  const query = useOrderListQuery();
  const { filters } = query;
  const list = usePurchaseOrderList(filters, !query.rangeInvalid);
  const navigate = useNavigate();
  const canCreate = useCan("purchases:create");
  useListErrorToast(list.error, orderListTexts.listError);

  return (
    <ListPageFrame
      title={orderListTexts.title}
      addLabel={orderListTexts.add}
      onAdd={canCreate ? () => navigate(purchasePaths.newOrder) : undefined}
      actions={
        query.rangeInvalid ? null : (
          <ExportMenu
            path="/purchase-orders"
            query={{
              search: filters.search,
              status: filters.status,
              supplier_id: filters.supplier,
              warehouse_id: filters.warehouse,
              from: filters.from,
              to: filters.to,
            }}
          />
        )
      }
      filters={<OrderFilters query={query} />}
      page={filters.page}
      data={list.data}
      onPageChange={query.setPage}
    >
      <PurchaseOrdersTable
        orders={list.rows}
        status={listStatus({
          texts: statusTexts(query.filtered),
          list,
          search: filters.search,
          onClearSearch: query.clearSearch,
        })}
        busy={list.busy}
      />
    </ListPageFrame>
  );
}
