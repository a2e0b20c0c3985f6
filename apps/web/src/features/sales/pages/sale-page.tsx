import { needsElectronicInvoice } from "@inventario/shared/taxes";
import { Eraser, PackagePlus, UserPlus, UserRound } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "../../../components/button";
import { Notice } from "../../../components/notice";
import { PageHeader } from "../../../components/page-header";
import { RunningTotal } from "../../../components/running-total";
import { ScanField } from "../../../components/scan-field";
import { Spinner } from "../../../components/spinner";
import { TaxBreakdown } from "../../../components/tax-breakdown";
import { useBusinessSettings } from "../../../lib/business-settings";
import { useCan } from "../../../lib/my-permissions";
import { AddProductModal } from "../components/add-product-modal";
import { CashShiftLine } from "../components/cash-shift-line";
import { ClientFields } from "../components/client-fields";
import { ClientSearchModal } from "../components/client-search-modal";
import { PaymentBalance, PaymentPanel } from "../components/payment-panel";
import { SaleLinesTable } from "../components/sale-lines-table";
import { SaleRegisteredNotice } from "../components/sale-registered-notice";
import { SaleSection } from "../components/sale-section";
import { ShortcutButton } from "../components/shortcut-key";
import { isEmptyCart } from "../sale-cart";
import { saleTaxSummary, saleTotal } from "../sale-lines";
import { paymentStatus } from "../sale-payments";
import { counterTexts, paymentTexts, saleTexts, taxTexts } from "../sale-texts";
import { scanProduct } from "../scan-product";
import { useSaleForm } from "../use-sale-form";

type OpenModal = "client" | "product" | null;

/**
 * Below 768 px the total and 'Registrar Venta' leave the column for a bar fixed at the foot of the screen,
 * always in reach (the same output and button: there is one of each); from 768 px up the bar's box gives
 * way (`contents`) and both take their places in the column again, `order` putting the balance between them.
 */
const PHONE_BAR =
  "max-md:fixed max-md:inset-x-0 max-md:bottom-0 max-md:z-30 max-md:flex max-md:items-center max-md:justify-between max-md:gap-3 max-md:border-t max-md:border-gray-200 max-md:bg-white max-md:px-4 max-md:pt-3 max-md:pb-[max(0.75rem,env(safe-area-inset-bottom))] max-md:shadow-[0_-4px_12px_rgb(0_0_0/0.08)] md:contents";

/** 'Registrar Venta' (SPEC §2): a client, the products with their prices, the total, and the sale. */
export function SalePage() {
  const sale = useSaleForm();
  const [modal, setModal] = useState<OpenModal>(null);
  const taxes = saleTaxSummary(sale.lines);
  const payment = paymentStatus(sale.lines, sale.payments);
  const uvt = useBusinessSettings().data?.uvt;
  const canChangePrices = useCan("sales:price_override");
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
  const clearSale = () => {
    if (!window.confirm(counterTexts.clearSaleConfirm)) return;
    sale.clear();
    // The button goes with the cart: the next sale starts at its client.
    sale.clientButton.current?.focus();
  };
  const hasCart = !isEmptyCart({ client: sale.client, lines: sale.lines, payments: sale.payments });
  return (
    // Room below the last field for the phone's bar (PHONE_BAR), which would cover it otherwise.
    <div className="max-md:pb-24">
      <PageHeader
        title={saleTexts.title}
        actions={
          hasCart ? (
            <Button variant="secondary" onClick={clearSale}>
              <Eraser aria-hidden="true" className="size-4" />
              {counterTexts.clearSale}
            </Button>
          ) : null
        }
      />
      {sale.registered ? <SaleRegisteredNotice key={sale.registered.number} sale={sale.registered} /> : null}
      <div className="space-y-6">
        <SaleSection
          title={saleTexts.clientSection}
          error={sale.errors.client}
          action={
            <div className="flex flex-wrap gap-2">
              <ShortcutButton
                ref={sale.clientButton}
                shortcut="F2"
                icon={UserPlus}
                label={saleTexts.addClient}
                onClick={() => setModal("client")}
              />
              <Button variant="secondary" onClick={sale.chooseFinalConsumer}>
                <UserRound aria-hidden="true" className="size-4" />
                {counterTexts.finalConsumer}
              </Button>
            </div>
          }
        >
          <ClientFields client={sale.client} />
        </SaleSection>
        <SaleSection
          title={saleTexts.productsSection}
          error={sale.errors.lines}
          action={
            <ShortcutButton
              ref={sale.productButton}
              shortcut="F4"
              icon={PackagePlus}
              label={saleTexts.addProduct}
              onClick={() => setModal("product")}
            />
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
          <SaleLinesTable
            lines={sale.lines}
            onRemove={sale.remove}
            onQuantityChange={sale.changeQuantity}
            onPriceChange={canChangePrices ? sale.changePrice : undefined}
          />
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
            <div aria-live="polite" className="md:order-2">
              <PaymentBalance paid={payment.paid} missing={payment.missing} change={payment.change} />
            </div>
            <div className={PHONE_BAR}>
              <RunningTotal
                label={saleTexts.total}
                cents={saleTotal(sale.lines)}
                className="text-base text-gray-700 md:order-1"
              />
              <Button onClick={sale.submit} disabled={sale.sending} className="max-md:shrink-0 md:order-3">
                {sale.sending ? <Spinner /> : null}
                {saleTexts.submit}
              </Button>
            </div>
            <p className="text-xs text-gray-500 md:order-4">{paymentTexts.shortcuts}</p>
          </div>
        </div>
      </div>
      {modal === "client" ? <ClientSearchModal onSelect={sale.chooseClient} onClose={() => setModal(null)} /> : null}
      {modal === "product" ? <AddProductModal onAdd={sale.add} onClose={() => setModal(null)} /> : null}
    </div>
  );
}
