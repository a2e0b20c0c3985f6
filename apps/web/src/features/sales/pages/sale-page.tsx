import { formatPesos } from "@inventario/shared/money";
import type { Client } from "@inventario/shared/people";
import { CircleCheck, PackagePlus, UserPlus } from "lucide-react";
import { type ReactNode, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/button";
import { PageHeader } from "../../../components/page-header";
import { Spinner } from "../../../components/spinner";
import { useCreateSale } from "../api/create-sale";
import { AddProductModal } from "../components/add-product-modal";
import { ClientFields } from "../components/client-fields";
import { ClientSearchModal } from "../components/client-search-modal";
import { SaleLinesTable } from "../components/sale-lines-table";
import { addLine, type SaleErrors, type SaleLine, saleTotal, toSalePayload, validateSale } from "../sale-lines";
import { pickingRequestPath, saleTexts } from "../sale-texts";

type OpenModal = "client" | "product" | null;

/** 'Registrar Venta' (SPEC §2): a client, the products with their prices, the total, and the sale. */
export function SalePage() {
  const [client, setClient] = useState<Client | null>(null);
  const [lines, setLines] = useState<SaleLine[]>([]);
  const [errors, setErrors] = useState<SaleErrors>({});
  const [modal, setModal] = useState<OpenModal>(null);
  const [pickingId, setPickingId] = useState<string | null>(null);
  const clientButton = useRef<HTMLButtonElement>(null);
  const productButton = useRef<HTMLButtonElement>(null);
  const create = useCreateSale();

  const chooseClient = (chosen: Client) => {
    setClient(chosen);
    setErrors(({ client: _, ...rest }) => rest);
  };
  const add = (line: SaleLine) => {
    setLines((current) => addLine(current, line));
    setErrors(({ lines: _, ...rest }) => rest);
  };

  const submit = () => {
    const found = validateSale(client, lines);
    setErrors(found);
    if (found.client) clientButton.current?.focus();
    else if (found.lines) productButton.current?.focus();
    if (!client || found.client || found.lines) return;
    setPickingId(null);
    create.mutate(toSalePayload(client, lines), {
      onSuccess: (sale) => {
        setClient(null);
        setLines([]);
        setPickingId(sale.withdrawal_id);
      },
    });
  };

  return (
    <>
      <PageHeader title={saleTexts.title} />
      {pickingId ? (
        <p className="mb-6 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900">
          <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-green-700" />
          <span>{saleTexts.registered}</span>
          <Link
            to={pickingRequestPath(pickingId)}
            className="font-semibold text-green-900 underline underline-offset-2 hover:text-green-950 focus-visible:rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
          >
            {saleTexts.pickingLink}
          </Link>
        </p>
      ) : null}
      <div className="space-y-6">
        <SaleSection
          title={saleTexts.clientSection}
          error={errors.client}
          action={
            <Button ref={clientButton} variant="secondary" onClick={() => setModal("client")}>
              <UserPlus aria-hidden="true" className="size-4" />
              {saleTexts.addClient}
            </Button>
          }
        >
          <ClientFields client={client} />
        </SaleSection>
        <SaleSection
          title={saleTexts.productsSection}
          error={errors.lines}
          action={
            <Button ref={productButton} variant="secondary" onClick={() => setModal("product")}>
              <PackagePlus aria-hidden="true" className="size-4" />
              {saleTexts.addProduct}
            </Button>
          }
        >
          <SaleLinesTable
            lines={lines}
            onRemove={(productId) => setLines((current) => current.filter((line) => line.product.id !== productId))}
          />
        </SaleSection>
        <div className="flex flex-wrap items-center justify-end gap-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
          <p className="text-base text-gray-700">
            {saleTexts.total}:{" "}
            <output aria-live="polite" className="text-xl font-semibold text-gray-900 tabular-nums">
              {formatPesos(saleTotal(lines))}
            </output>
          </p>
          <Button onClick={submit} disabled={create.isPending}>
            {create.isPending ? <Spinner /> : null}
            {saleTexts.submit}
          </Button>
        </div>
      </div>
      {modal === "client" ? <ClientSearchModal onSelect={chooseClient} onClose={() => setModal(null)} /> : null}
      {modal === "product" ? <AddProductModal onAdd={add} onClose={() => setModal(null)} /> : null}
    </>
  );
}

type SaleSectionProps = {
  title: string;
  error: string | undefined;
  action: ReactNode;
  children: ReactNode;
};

function SaleSection({ title, error, action, children }: SaleSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-gray-900">
          {title}
        </h2>
        {action}
      </div>
      {error ? (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      {children}
    </section>
  );
}
