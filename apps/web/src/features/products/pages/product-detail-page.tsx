import type { LotState } from "@inventario/shared/inventory";
import { type ReactNode, useState } from "react";
import { useParams } from "react-router";
import { BackLink } from "../../../components/back-link";
import { LoadingStatus } from "../../../components/list-status";
import { PageHeader } from "../../../components/page-header";
import { RecordHistory } from "../../../components/record-history";
import { ApiRequestError } from "../../../lib/api-error";
import { useCan } from "../../../lib/my-permissions";
import type { StockChangeKind } from "../api/change-lot-stock";
import { useInventoryProduct } from "../api/get-inventory-product";
import { useProduct } from "../api/get-product";
import { BasicInfoForm } from "../components/basic-info-form";
import { CurrentLotsTable } from "../components/current-lots-table";
import { DetailCard } from "../components/detail-card";
import { EntriesTable } from "../components/entries-table";
import { KardexSection } from "../components/kardex-section";
import { MovementHistoryTable } from "../components/movement-history-table";
import { NewEntryModal } from "../components/new-entry-modal";
import { OptimalStockForm } from "../components/optimal-stock-form";
import { ProductSummaryCard } from "../components/product-summary-card";
import { ProductSuppliersTable } from "../components/product-suppliers-table";
import { StockChangeModal } from "../components/stock-change-modal";
import { WarehouseStockCards } from "../components/warehouse-stock-cards";
import { detailTexts } from "../product-detail-texts";
import { useProductUnit } from "../use-product-unit";

type StockChangeTarget = { lot: LotState; kind: StockChangeKind };

/** Why there is nothing to show: not loaded yet, no such product, or the load failed. */
function loadProblem(error: unknown): ReactNode {
  if (!error) return <LoadingStatus text={detailTexts.loading} />;
  if (error instanceof ApiRequestError && error.status === 404) return detailTexts.notFound;
  if (error instanceof ApiRequestError && error.status === 403) return detailTexts.forbidden;
  return error instanceof ApiRequestError ? error.message : detailTexts.loadError;
}

/**
 * /dashboard/products/view/{productId}: the summary card on the left (above, on narrow screens) beside the
 * basic data, the stock per warehouse and the optimal stock; below them the lots, the history, the
 * entries, the suppliers, for those who read reports the kardex and, for those who read the audit trail,
 * 'Historial de cambios'. Every part reloads after any change of this product.
 */
export function ProductDetailPage() {
  const { productId = "" } = useParams();
  // A new product id starts afresh: forms, pages and open modals belong to the product they were opened on.
  return <ProductDetail key={productId} productId={productId} />;
}

function ProductDetail({ productId }: { productId: string }) {
  const inventory = useInventoryProduct(productId);
  const product = useProduct(productId);
  const unit = useProductUnit(productId);
  const [stockChange, setStockChange] = useState<StockChangeTarget | null>(null);
  const [addingEntry, setAddingEntry] = useState(false);
  // The kardex is a report: only for those who may read reports (the server refuses the others).
  const canReadKardex = useCan("reports:read");
  // The history is the ledger (movements:read): left out rather than shown refused.
  const canReadMovements = useCan("movements:read");
  // Who sells it and at what cost: for those who may read suppliers (the server refuses the others).
  const canReadSuppliers = useCan("suppliers:read");
  const data = inventory.data;

  return (
    <>
      <PageHeader title={detailTexts.title} actions={<BackLink to={detailTexts.listPath} label={detailTexts.back} />} />
      {data ? (
        <div className="grid gap-6">
          {/* The tables need the full width for their columns; the cards fit beside the summary. */}
          <div className="grid items-start gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
            <ProductSummaryCard product={data} stock={product.data} unit={unit} />
            <div className="grid min-w-0 gap-6">
              <DetailCard title="Información básica">
                {product.data ? (
                  <BasicInfoForm key={product.data.id} product={product.data} />
                ) : (
                  <p className="text-gray-700">{loadProblem(product.error)}</p>
                )}
              </DetailCard>
              <WarehouseStockCards warehouses={data.warehouses} unit={unit} />
              <OptimalStockForm productId={productId} levels={data} />
            </div>
          </div>
          <CurrentLotsTable productId={productId} onChangeStock={(lot, kind) => setStockChange({ lot, kind })} />
          {canReadMovements ? <MovementHistoryTable productId={productId} /> : null}
          <EntriesTable productId={productId} onAdd={() => setAddingEntry(true)} />
          {canReadSuppliers ? <ProductSuppliersTable productId={productId} /> : null}
          {canReadKardex ? <KardexSection productId={productId} /> : null}
          {/* Who changed its data and how (audit:read alone sees it). */}
          <RecordHistory entity="product" entityId={productId} />
        </div>
      ) : (
        <section className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
          <p className="text-gray-700">{loadProblem(inventory.error)}</p>
        </section>
      )}
      {stockChange && data ? (
        <StockChangeModal
          productId={productId}
          productName={data.name}
          lot={stockChange.lot}
          kind={stockChange.kind}
          onClose={() => setStockChange(null)}
        />
      ) : null}
      {addingEntry ? <NewEntryModal productId={productId} onClose={() => setAddingEntry(false)} /> : null}
    </>
  );
}
