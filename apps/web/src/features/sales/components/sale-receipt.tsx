import type { BusinessSettings } from "@inventario/shared/business-settings";
import { formatDateEsCo } from "@inventario/shared/dates";
import { formatPesos } from "@inventario/shared/money";
import { formatReceiptNumber } from "@inventario/shared/pos-numbering";
import type { SaleDetail } from "@inventario/shared/sales";
import { taxClassLabels, taxClassMarks } from "@inventario/shared/taxes";
import type { ReactNode } from "react";
import { BusinessHeading } from "../../../components/business-heading";
import { dateTimeText } from "../../../components/date-time";
import { PrintSheet } from "../../../components/print-sheet";
import type { PrintHead } from "../../../components/print-table";
import { TaxBreakdown } from "../../../components/tax-breakdown";
import { useBusinessSettings } from "../../../lib/business-settings";
import { signedPesos } from "../../../lib/signed-pesos";
import { receiptTexts } from "../print-texts";
import { taxTexts } from "../sale-texts";
import { SalePaymentsList } from "./sale-payments-list";

/** The receipt's paper: the counter's 80 mm roll (a POS printer), or an A4 page. */
export type ReceiptPaper = "receipt" | "a4";

type SaleReceiptProps = {
  sale: SaleDetail;
  /** The 80 mm roll unless told otherwise. */
  paper?: ReceiptPaper;
};

type LayoutProps = {
  sale: SaleDetail;
  /** The business's settings as stored: its numbering's resolution and the footer print from them. */
  settings: BusinessSettings | undefined;
  /** The same, once an admin has saved them ('Empresa'): the heading prints only then. */
  heading: BusinessSettings | undefined;
};

/** Date, client, identification and seller: what both papers say of the sale. */
function factsOf(sale: SaleDetail) {
  const { client } = sale;
  return [
    { label: receiptTexts.date, value: dateTimeText(sale.created_at) },
    { label: receiptTexts.client, value: `${client.name} ${client.last_name}` },
    { label: receiptTexts.identification, value: client.identification },
    ...(sale.employee_name ? [{ label: receiptTexts.employee, value: sale.employee_name }] : []),
  ];
}

/**
 * How each paper lists the sale's facts: the roll's one column, "Cliente:" and its value on a line; the page's
 * four columns, each label small above its value.
 */
const factLooks = {
  receipt: {
    list: "grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 py-2",
    fact: "contents",
    label: undefined,
    colon: ":",
    value: "break-words text-right font-semibold",
  },
  a4: {
    list: "mb-4 grid grid-cols-4 gap-x-4 gap-y-2",
    fact: "min-w-0",
    label: "text-[8pt] uppercase",
    colon: null,
    value: "font-semibold break-words",
  },
} as const;

/** Date, client, identification and seller, as the paper sets them. */
function ReceiptFacts({ sale, paper }: { sale: SaleDetail; paper: ReceiptPaper }) {
  const look = factLooks[paper];
  return (
    <dl className={look.list}>
      {factsOf(sale).map((fact) => (
        <div key={fact.label} className={look.fact}>
          <dt className={look.label}>
            {fact.label}
            {look.colon}
          </dt>
          <dd className={look.value}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

type LinesTableProps = {
  className: string;
  /** Its columns: `figure` right-aligns one's title over its amounts. */
  heads: readonly PrintHead[];
  /** The header row's rule and its cells' padding, as the paper draws them. */
  headRow: string;
  headCell: string;
  /** The lines' rows. */
  children: ReactNode;
};

/** The sale's lines as a table of the paper's: its hidden caption, its header row, then the rows. */
function LinesTable({ className, heads, headRow, headCell, children }: LinesTableProps) {
  return (
    <table className={className}>
      <caption className="sr-only">{receiptTexts.linesCaption}</caption>
      <thead>
        <tr className={headRow}>
          {heads.map((head) => (
            <th
              key={head.label}
              scope="col"
              className={`${headCell} ${head.figure ? "text-right" : "text-left"} font-bold`}
            >
              {head.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** Some of its units came back (a cancelled sale is marked instead): the receipt states what is left. */
const showsReturns = (sale: SaleDetail) => sale.status !== "CANCELLED" && sale.returned_amount > 0;

/**
 * The sale's receipt (issue 21): number, date, client, each line (name, SKU, quantity × price, subtotal) and
 * the total in COP, its IVA, payments and what its returns took off (issue 35). On the 80 mm roll, in one
 * narrow column, or laid out as an A4 page. Paper only (components/print-sheet.tsx).
 */
export function SaleReceipt({ sale, paper = "receipt" }: SaleReceiptProps) {
  // The business's name, NIT and numbering ('Empresa'); the receipt prints without them until they are set.
  const settings = useBusinessSettings().data;
  const heading = settings?.configured ? settings : undefined;
  return (
    <PrintSheet paper={paper} label={receiptTexts.label(sale.number)}>
      {paper === "a4" ? (
        <PageReceipt sale={sale} settings={settings} heading={heading} />
      ) : (
        <RollReceipt sale={sale} settings={settings} heading={heading} />
      )}
    </PrintSheet>
  );
}

/** The receipt in one column, for the 80 mm roll (72 mm printable). */
function RollReceipt({ sale, settings, heading }: LayoutProps) {
  return (
    // Never wider than the roll, even on a printer that ignores the page size.
    <div className="w-full max-w-[72mm] text-[11px] leading-snug">
      <header className="border-b border-dashed border-black pb-2 text-center">
        {heading ? <BusinessHeading business={heading} /> : null}
        <h2 className="text-xs font-bold uppercase tracking-wide">{receiptTexts.title}</h2>
        <p className="font-mono text-base font-bold">{sale.number}</p>
        {sale.receipt_number ? <p className="font-semibold">{receiptTexts.posDocument(sale.receipt_number)}</p> : null}
        {sale.status === "CANCELLED" ? <p className="mt-1 font-bold">{receiptTexts.cancelled}</p> : null}
      </header>
      <ReceiptFacts sale={sale} paper="receipt" />
      <LinesTable
        className="w-full border-y border-dashed border-black"
        heads={[{ label: receiptTexts.product }, { label: receiptTexts.subtotal, figure: true }]}
        headRow="border-b border-black"
        headCell="py-1"
      >
        {sale.lines.map((line) => (
          <tr key={line.product_id} className="break-inside-avoid align-bottom">
            <td className="py-1 pr-2">
              <span className="block font-semibold break-words">{line.product_name}</span>
              <span className="block font-mono">{line.sku}</span>
              <span className="block tabular-nums">
                {receiptTexts.quantityTimesPrice(line.quantity, formatPesos(line.unit_price))}
              </span>
            </td>
            <td className="py-1 text-right whitespace-nowrap tabular-nums">
              {formatPesos(line.subtotal)}
              {line.tax_class ? ` ${taxClassMarks[line.tax_class]}` : ""}
            </td>
          </tr>
        ))}
      </LinesTable>
      <ReceiptTotals sale={sale} paper="receipt" />
      <SalePaymentsList
        payments={sale.payments}
        change={sale.change}
        className="mt-2 border-t border-dashed border-black pt-2"
      />
      {sale.requires_electronic_invoice ? <p className="mt-2 font-bold">{taxTexts.electronicInvoice}</p> : null}
      {sale.receipt_number && settings ? <ResolutionText business={settings} className="mt-2" /> : null}
      <p className="mt-3 text-center">{settings?.receipt_footer || receiptTexts.thanks}</p>
    </div>
  );
}

/** How each paper sets its totals: the roll's in its small type, the page's total ruled off above. */
const totalsLooks = {
  receipt: { breakdown: "receipt", breakdownClass: "pt-2", total: "pt-2 text-sm", net: "text-sm", currency: "mt-1" },
  a4: {
    breakdown: "paper",
    breakdownClass: "text-[10pt]!",
    total: "mt-1 border-t-2 border-black pt-1 text-[12pt]",
    net: "text-[12pt]",
    currency: "mt-1 text-[8pt]",
  },
} as const;

/** The IVA breakdown, the total, what returns took off it and the currency: the same on both papers. */
function ReceiptTotals({ sale, paper }: { sale: SaleDetail; paper: ReceiptPaper }) {
  const look = totalsLooks[paper];
  return (
    <>
      <TaxBreakdown
        caption={taxTexts.caption}
        subtotal={sale.subtotal}
        taxes={sale.taxes}
        variant={look.breakdown}
        className={look.breakdownClass}
      />
      <p className={`flex justify-between gap-2 font-bold ${look.total}`}>
        <span>{receiptTexts.total}</span>
        <span className="tabular-nums">{formatPesos(sale.total)}</span>
      </p>
      {showsReturns(sale) ? <ReturnedAmounts sale={sale} netClassName={look.net} /> : null}
      <p className={look.currency}>{receiptTexts.currency}</p>
    </>
  );
}

/** 'Devoluciones -$ 12.500,00' and 'Neto $ 87.800,00', under the total. */
function ReturnedAmounts({ sale, netClassName }: { sale: SaleDetail; netClassName: string }) {
  return (
    <dl className="grid gap-0.5 pt-1">
      <div className="flex justify-between gap-2">
        <dt>{receiptTexts.returns}</dt>
        <dd className="tabular-nums">{signedPesos(-sale.returned_amount)}</dd>
      </div>
      <div className={`flex justify-between gap-2 font-bold ${netClassName}`}>
        <dt>{receiptTexts.net}</dt>
        <dd className="tabular-nums">{formatPesos(sale.net_total)}</dd>
      </div>
    </dl>
  );
}

const cell = "border-b border-black px-2 py-1.5 align-top";

/** The page's columns: each line's description, quantity, unit price, IVA class and subtotal. */
const pageHeads: readonly PrintHead[] = [
  { label: receiptTexts.description },
  { label: receiptTexts.quantity, figure: true },
  { label: receiptTexts.unitPrice, figure: true },
  { label: receiptTexts.tax },
  { label: receiptTexts.subtotal, figure: true },
];
const figureCell = `${cell} text-right tabular-nums whitespace-nowrap`;

/**
 * The receipt as a full A4 page: the business on the left and the document's number on the right, the
 * sale's facts, a table of its lines, the totals on the right beside the payments, and the footer.
 */
function PageReceipt({ sale, settings, heading }: LayoutProps) {
  return (
    <div className="text-[10pt] leading-snug text-black">
      <header className="mb-4 flex items-start justify-between gap-8 border-b-2 border-black pb-3">
        <div className="min-w-0 text-[9pt]">{heading ? <BusinessHeading business={heading} className="" /> : null}</div>
        <div className="shrink-0 text-right">
          <h2 className="text-[14pt] font-bold">{receiptTexts.title}</h2>
          <p className="font-mono text-[14pt] font-bold">{sale.number}</p>
          {sale.receipt_number ? (
            <p className="font-semibold">{receiptTexts.posDocument(sale.receipt_number)}</p>
          ) : null}
          {sale.status === "CANCELLED" ? <p className="mt-1 text-[12pt] font-bold">{receiptTexts.cancelled}</p> : null}
        </div>
      </header>
      <ReceiptFacts sale={sale} paper="a4" />
      <LinesTable
        className="mb-4 w-full border-collapse"
        heads={pageHeads}
        headRow="border-y-2 border-black"
        headCell="px-2 py-1.5"
      >
        {sale.lines.map((line) => (
          <tr key={line.product_id} className="break-inside-avoid">
            <td className={`${cell} break-words`}>
              <span className="block font-semibold">{line.product_name}</span>
              <span className="block font-mono text-[8pt]">{line.sku}</span>
            </td>
            <td className={figureCell}>{line.quantity.toLocaleString("es-CO")}</td>
            <td className={figureCell}>{formatPesos(line.unit_price)}</td>
            <td className={`${cell} whitespace-nowrap`}>
              {line.tax_class ? taxClassLabels[line.tax_class] : receiptTexts.noTaxClass}
            </td>
            <td className={figureCell}>{formatPesos(line.subtotal)}</td>
          </tr>
        ))}
      </LinesTable>
      {/* The totals on the right; below the payments on a sheet too narrow for both. */}
      <div className="flex flex-wrap items-start justify-between gap-x-8 gap-y-4 break-inside-avoid">
        <div className="min-w-[55mm] flex-1">
          <h3 className="mb-1 text-[11pt] font-bold">{receiptTexts.payments}</h3>
          <SalePaymentsList payments={sale.payments} change={sale.change} className="max-w-[70mm]" />
          {sale.requires_electronic_invoice ? <p className="mt-3 font-bold">{taxTexts.electronicInvoice}</p> : null}
        </div>
        <div className="w-[80mm] max-w-full">
          <ReceiptTotals sale={sale} paper="a4" />
        </div>
      </div>
      <footer className="mt-6 border-t border-black pt-2 text-[9pt]">
        {sale.receipt_number && settings ? <ResolutionText business={settings} /> : null}
        <p className="mt-2 text-center">{settings?.receipt_footer || receiptTexts.thanks}</p>
      </footer>
    </div>
  );
}

/** The DIAN resolution that authorises the numbering, as the settings hold it now. */
function ResolutionText({ business, className = "" }: { business: BusinessSettings; className?: string }) {
  const { pos_resolution, pos_resolution_date, pos_from, pos_to, pos_valid_until, pos_prefix } = business;
  if (!pos_resolution || !pos_resolution_date || pos_from === null || pos_to === null || !pos_valid_until) return null;
  return (
    <p className={className}>
      {receiptTexts.resolution(
        pos_resolution,
        formatDateEsCo(pos_resolution_date),
        formatReceiptNumber(pos_prefix, pos_from) ?? "",
        formatReceiptNumber(pos_prefix, pos_to) ?? "",
        formatDateEsCo(pos_valid_until),
      )}
    </p>
  );
}
