import { formatPesos } from "@inventario/shared/money";
import { needsElectronicInvoice } from "@inventario/shared/taxes";
import { PackagePlus, UserPlus } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "../../../components/button";
import { Notice } from "../../../components/notice";
import { PageHeader } from "../../../components/page-header";
import { ScanField } from "../../../components/scan-field";
import { Spinner } from "../../../components/spinner";
import { TaxBreakdown } from "../../../components/tax-breakdown";
import { useBusinessSettings } from "../../../lib/business-settings";
import { AddProductModal } from "../components/add-product-modal";
import { CashShiftLine } from "../components/cash-shift-line";
import { ClientFields } from "../components/client-fields";
import { ClientSearchModal } from "../components/client-search-modal";
import { PaymentBalance, PaymentPanel } from "../components/payment-panel";
import { SaleLinesTable } from "../components/sale-lines-table";
import { SaleRegisteredNotice } from "../components/sale-registered-notice";
import { SaleSection } from "../components/sale-section";
import { saleTaxSummary, saleTotal } from "../sale-lines";
import { paymentStatus } from "../sale-payments";
import { paymentTexts, saleTexts, taxTexts } from "../sale-texts";
import { scanProduct } from "../scan-product";
import { useSaleForm } from "../use-sale-form";

type OpenModal = "client" | "product" | null;

/** 'Registrar Venta' (SPEC §2): a client, the products with their prices, the total, and the sale. */
export function SalePage() {
  const sale = useSaleForm();
  const [modal, setModal] = useState<OpenModal>(null);
  const taxes = saleTaxSummary(sale.lines);
  const payment = paymentStatus(sale.lines, sale.payments);
  const uvt = useBusinessSettings().data?.uvt;
  // The keys Colombian POS tools use: F2 the client, F4 a product, F9 the cash received ("cobrar").
  const cashInput = sale.cashInput;
  useEffect(() => {
    if (modal !== null) return;
    const onKey = (event: KeyboardEvent) => {
      // Alt+F4 and the like belong to the system.
      if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      const action = {
        F2: () => setModal("client"),
        F4: () => setModal("product"),
        F9: () => cashInput.current?.focus(),
      }[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [modal, cashInput]);
  return (
    <>
      <PageHeader title={saleTexts.title} />
      {sale.registered ? <SaleRegisteredNotice sale={sale.registered} /> : null}
      <div className="space-y-6">
        <SaleSection
          title={saleTexts.clientSection}
          error={sale.errors.client}
          action={
            <Button ref={sale.clientButton} variant="secondary" onClick={() => setModal("client")}>
              <UserPlus aria-hidden="true" className="size-4" />
              {saleTexts.addClient}
            </Button>
          }
        >
          <ClientFields client={sale.client} />
        </SaleSection>
        <SaleSection
          title={saleTexts.productsSection}
          error={sale.errors.lines}
          action={
            <Button ref={sale.productButton} variant="secondary" onClick={() => setModal("product")}>
              <PackagePlus aria-hidden="true" className="size-4" />
              {saleTexts.addProduct}
            </Button>
          }
        >
          <div className="mb-4 max-w-xl">
            {/* Afresh for each sale: the last one's messages go, and the next customer's first scan lands here. */}
            <ScanField
              key={sale.registered?.number ?? "first"}
              hint={saleTexts.scanHint}
              submitLabel={saleTexts.scanSubmit}
              onScan={(code) => scanProduct(code, sale.scan)}
              focusOnMount
            />
          </div>
          <SaleLinesTable lines={sale.lines} onRemove={sale.remove} />
        </SaleSection>
        <div className="grid gap-6 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
          <PaymentPanel
            draft={sale.payments}
            onChange={sale.setPayments}
            missing={payment.missing}
            error={sale.errors.payments}
            cashInput={sale.cashInput}
            onSubmit={sale.submit}
          />
          <div className="grid content-start gap-3">
            <CashShiftLine />
            <TaxBreakdown caption={taxTexts.caption} {...taxes} />
            {uvt !== undefined && needsElectronicInvoice(taxes.subtotal, uvt) ? (
              <Notice tone="warning">{taxTexts.electronicInvoice}</Notice>
            ) : null}
            <p className="text-base text-gray-700">
              {saleTexts.total}:{" "}
              <output aria-live="polite" className="text-xl font-semibold text-gray-900 tabular-nums">
                {formatPesos(saleTotal(sale.lines))}
              </output>
            </p>
            <div aria-live="polite">
              <PaymentBalance paid={payment.paid} missing={payment.missing} change={payment.change} />
            </div>
            <Button onClick={sale.submit} disabled={sale.sending}>
              {sale.sending ? <Spinner /> : null}
              {saleTexts.submit}
            </Button>
            <p className="text-xs text-gray-500">{paymentTexts.shortcuts}</p>
          </div>
        </div>
      </div>
      {modal === "client" ? <ClientSearchModal onSelect={sale.chooseClient} onClose={() => setModal(null)} /> : null}
      {modal === "product" ? <AddProductModal onAdd={sale.add} onClose={() => setModal(null)} /> : null}
    </>
  );
}
