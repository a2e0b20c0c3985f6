import type { BusinessSettings } from "@inventario/shared/business-settings";
import {
  type CashSession,
  cashMovementTypeLabels,
  cashSessionStatusLabels,
  shiftName,
} from "@inventario/shared/cash-sessions";
import { formatPesos } from "@inventario/shared/money";
import { paymentMethodLabels } from "@inventario/shared/sales";
import { taxClassLabels } from "@inventario/shared/taxes";
import type { ReactNode } from "react";
import { BusinessHeading } from "../../../components/business-heading";
import { dateTimeText } from "../../../components/date-time";
import { PrintHeading } from "../../../components/print-heading";
import { PrintSheet } from "../../../components/print-sheet";
import { printCell as cell, printFigureCell as figureCell } from "../../../components/print-table";
import { signedPesos } from "../../../lib/signed-pesos";
import {
  differenceWord,
  figureTexts,
  movementTexts,
  NO_VALUE,
  reportTexts,
  salesCountText,
  sheetTexts,
} from "../cash-session-texts";
import { movementTime } from "./movements-table";
import { ShiftTaxBreakdown } from "./shift-taxes";

/** The closing report's paper: an 80 mm roll (a POS printer) or an A4 sheet. */
export type ReportPaper = "receipt" | "a4";

type CashReportSheetProps = {
  session: CashSession;
  paper: ReportPaper;
  /** The business's data ('Empresa'): its heading prints once it is set. */
  business: BusinessSettings | undefined;
};

/** A signed difference in words too: '-$ 2.000,00 (Faltante)'. Paper is black: the sign and word say it. */
const differenceText = (value: number | null) =>
  value === null ? NO_VALUE : `${signedPesos(value)} (${differenceWord(value)})`;

/** Who opened, closed and when, and the base: the facts both papers start with. */
function factsOf(session: CashSession) {
  return [
    { label: reportTexts.employee, value: session.employee.name },
    { label: reportTexts.openedAt, value: dateTimeText(session.opened_at) },
    { label: reportTexts.closedAt, value: session.closed_at ? dateTimeText(session.closed_at) : NO_VALUE },
    { label: reportTexts.closedBy, value: session.closed_by_name ?? NO_VALUE },
    { label: reportTexts.base, value: formatPesos(session.opening_amount) },
  ];
}

/**
 * A shift's closing report ('Informe de cierre') on paper (components/print-sheet.tsx): the business, the
 * shift's number, employee, opening and closing, the base; sales and refunds per method, the cash movements,
 * expected against counted per method with the total difference, the receipts, the IVA per class and the
 * note; signatures under it. An open shift prints as a partial report. Black on white: signs and words, not
 * colours, tell a shortage from a surplus.
 */
export function CashReportSheet({ session, paper, business }: CashReportSheetProps) {
  const shown = business?.configured ? business : undefined;
  return (
    <PrintSheet paper={paper} label={sheetTexts.label(session.number)}>
      {paper === "receipt" ? (
        <ReceiptReport session={session} business={shown} />
      ) : (
        <A4Report session={session} business={shown} />
      )}
    </PrintSheet>
  );
}

/** A label and its amount on one line of the roll. */
function Line({ label, children, strong = false }: { label: ReactNode; children: ReactNode; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-3 ${strong ? "font-bold" : ""}`}>
      <dt className="min-w-0 break-words">{label}</dt>
      <dd className="text-right whitespace-nowrap tabular-nums">{children}</dd>
    </div>
  );
}

/** A part of the roll under a dashed rule and its title. */
function RollPart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-dashed border-black py-2">
      <h3 className="mb-1 font-bold uppercase">{title}</h3>
      {children}
    </section>
  );
}

/** The report in one narrow column, for the 80 mm roll (72 mm printable). */
function ReceiptReport({ session, business }: { session: CashSession; business: BusinessSettings | undefined }) {
  const refunds = session.methods.filter((row) => row.refunds > 0);
  const closed = session.status === "CLOSED";
  return (
    <div className="w-full max-w-[72mm] text-[11px] leading-snug">
      <header className="pb-2 text-center">
        {business ? <BusinessHeading business={business} /> : null}
        <h2 className="text-xs font-bold uppercase tracking-wide">
          {closed ? sheetTexts.closedTitle : sheetTexts.openTitle}
        </h2>
        <p className="text-base font-bold">{shiftName(session.number)}</p>
      </header>
      <dl className="grid gap-0.5 border-t border-dashed border-black py-2">
        {factsOf(session).map((fact) => (
          <Line key={fact.label} label={`${fact.label}:`}>
            {fact.value}
          </Line>
        ))}
      </dl>
      <RollPart title={sheetTexts.salesByMethod}>
        <dl className="grid gap-0.5">
          {session.methods.map((row) => (
            <Line key={row.method} label={paymentMethodLabels[row.method]}>
              {formatPesos(row.sales)}
            </Line>
          ))}
          <Line label={`${figureTexts.change}`}>{formatPesos(session.change_given)}</Line>
          <Line label={`${figureTexts.sales} (${salesCountText(session.sales_count)})`} strong>
            {formatPesos(session.sales_total)}
          </Line>
        </dl>
      </RollPart>
      <RollPart title={sheetTexts.refunds}>
        {refunds.length === 0 ? (
          <p>{sheetTexts.noRefunds}</p>
        ) : (
          <dl className="grid gap-0.5">
            {refunds.map((row) => (
              <Line key={row.method} label={paymentMethodLabels[row.method]}>
                {formatPesos(row.refunds)}
              </Line>
            ))}
          </dl>
        )}
      </RollPart>
      <RollPart title={sheetTexts.movements}>
        {session.movements.length === 0 ? <p>{sheetTexts.noMovements}</p> : null}
        <ul className="grid gap-1">
          {session.movements.map((movement) => (
            <li key={movement.id} className="break-inside-avoid">
              <div className="flex justify-between gap-3">
                <span>
                  {movementTime(movement.created_at, session.opened_at)} {cashMovementTypeLabels[movement.type]}
                </span>
                <span className="whitespace-nowrap tabular-nums">{formatPesos(movement.amount)}</span>
              </div>
              <p className="break-words pl-2">{movement.reason}</p>
            </li>
          ))}
        </ul>
        <dl className="mt-1 grid gap-0.5">
          <Line label={figureTexts.cashIn}>{formatPesos(session.cash_in)}</Line>
          <Line label={figureTexts.cashOut}>{formatPesos(session.cash_out)}</Line>
        </dl>
      </RollPart>
      <RollPart title={sheetTexts.reconciliation}>
        <div className="grid gap-1.5">
          {session.methods.map((row) => (
            <dl key={row.method} className="grid gap-0.5 break-inside-avoid">
              <dt className="font-bold">{paymentMethodLabels[row.method]}</dt>
              <dd>
                <dl className="grid gap-0.5 pl-2">
                  <Line label={figureTexts.expected}>{formatPesos(row.expected)}</Line>
                  <Line label={figureTexts.counted}>{row.counted === null ? NO_VALUE : formatPesos(row.counted)}</Line>
                  <Line label={figureTexts.difference}>{differenceText(row.difference)}</Line>
                </dl>
              </dd>
            </dl>
          ))}
          <dl>
            <Line label={figureTexts.totalDifference} strong>
              {differenceText(session.difference)}
            </Line>
          </dl>
        </div>
      </RollPart>
      <RollPart title={reportTexts.receipts}>
        <dl className="grid gap-0.5">
          <Line label={reportTexts.salesCount}>{session.sales_count.toLocaleString("es-CO")}</Line>
          <Line label={reportTexts.firstReceipt}>{session.first_receipt_number ?? NO_VALUE}</Line>
          <Line label={reportTexts.lastReceipt}>{session.last_receipt_number ?? NO_VALUE}</Line>
        </dl>
      </RollPart>
      <RollPart title={figureTexts.taxes}>
        <ShiftTaxBreakdown session={session} variant="paper" />
      </RollPart>
      <RollPart title={reportTexts.note}>
        <p className="break-words whitespace-pre-line">{session.note || reportTexts.noNote}</p>
      </RollPart>
      <footer className="border-t border-dashed border-black pt-2">
        <p>{sheetTexts.printedAt(dateTimeText(new Date().toISOString()))}</p>
        <p className="mt-8 border-t border-black pt-1 text-center">{sheetTexts.signature}</p>
      </footer>
    </div>
  );
}

const headCell = (right: boolean) => `${cell} font-bold ${right ? "text-right" : "text-left"}`;

/** A table's header row on paper: the columns from `right` on are amounts (right-aligned). */
function PaperHead({ columns, right }: { columns: readonly string[]; right: number }) {
  return (
    <thead>
      <tr>
        {columns.map((column, index) => (
          <th key={column} scope="col" className={headCell(index >= right)}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** The report on an A4 sheet: a heading with the facts, the figures, and a table for each part. */
function A4Report({ session, business }: { session: CashSession; business: BusinessSettings | undefined }) {
  const closed = session.status === "CLOSED";
  const facts = [
    ...factsOf(session),
    { label: reportTexts.status, value: cashSessionStatusLabels[session.status] },
    { label: reportTexts.salesCount, value: session.sales_count.toLocaleString("es-CO") },
    { label: reportTexts.firstReceipt, value: session.first_receipt_number ?? NO_VALUE },
    { label: reportTexts.lastReceipt, value: session.last_receipt_number ?? NO_VALUE },
  ];
  const figures = [
    { label: figureTexts.base, value: formatPesos(session.opening_amount) },
    { label: `${figureTexts.sales} (${salesCountText(session.sales_count)})`, value: formatPesos(session.sales_total) },
    { label: figureTexts.change, value: formatPesos(session.change_given) },
    { label: figureTexts.cashIn, value: formatPesos(session.cash_in) },
    { label: figureTexts.cashOut, value: formatPesos(session.cash_out) },
    { label: figureTexts.expectedCash, value: formatPesos(session.expected_cash) },
  ];
  return (
    <div className="text-[10pt] leading-snug text-black">
      {business ? <BusinessHeading business={business} className="mb-3 text-[9pt]" /> : null}
      <PrintHeading
        title={closed ? sheetTexts.closedTitle : sheetTexts.openTitle}
        aside={shiftName(session.number)}
        asideMono={false}
        facts={facts}
        columns="grid-cols-3"
      />
      <dl className="mb-4 grid grid-cols-3 gap-x-4 gap-y-2 border border-black p-2">
        {figures.map((figure) => (
          <div key={figure.label} className="min-w-0">
            <dt className="text-[8pt] uppercase">{figure.label}</dt>
            <dd className="font-semibold tabular-nums">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mb-1 text-[11pt] font-bold">{sheetTexts.reconciliation}</h3>
      <table className="mb-4 w-full border-collapse">
        <caption className="sr-only">{figureTexts.methodsCaption}</caption>
        <PaperHead
          columns={[
            figureTexts.method,
            figureTexts.methodSales,
            figureTexts.refunds,
            figureTexts.expected,
            figureTexts.counted,
            figureTexts.difference,
          ]}
          right={1}
        />
        <tbody>
          {session.methods.map((row) => (
            <tr key={row.method} className="break-inside-avoid">
              <th scope="row" className={`${cell} text-left font-semibold`}>
                {paymentMethodLabels[row.method]}
              </th>
              <td className={figureCell}>{formatPesos(row.sales)}</td>
              <td className={figureCell}>{formatPesos(row.refunds)}</td>
              <td className={figureCell}>{formatPesos(row.expected)}</td>
              <td className={figureCell}>{row.counted === null ? NO_VALUE : formatPesos(row.counted)}</td>
              <td className={figureCell}>{differenceText(row.difference)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={5} className={`${cell} text-right font-bold`}>
              {figureTexts.totalDifference}
            </th>
            <td className={`${figureCell} font-bold`}>{differenceText(session.difference)}</td>
          </tr>
        </tfoot>
      </table>
      <h3 className="mb-1 text-[11pt] font-bold">{sheetTexts.movements}</h3>
      {session.movements.length === 0 ? (
        <p className="mb-4">{sheetTexts.noMovements}</p>
      ) : (
        <table className="mb-4 w-full border-collapse">
          <caption className="sr-only">{movementTexts.caption}</caption>
          <PaperHead
            columns={[
              movementTexts.time,
              movementTexts.type,
              movementTexts.reason,
              movementTexts.employee,
              movementTexts.amount,
            ]}
            right={4}
          />
          <tbody>
            {session.movements.map((movement) => (
              <tr key={movement.id} className="break-inside-avoid">
                <td className={`${cell} whitespace-nowrap`}>{movementTime(movement.created_at, session.opened_at)}</td>
                <td className={cell}>{cashMovementTypeLabels[movement.type]}</td>
                <td className={`${cell} break-words`}>{movement.reason}</td>
                <td className={cell}>{movement.employee_name}</td>
                <td className={figureCell}>{formatPesos(movement.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3 className="mb-1 text-[11pt] font-bold">{figureTexts.taxes}</h3>
      {session.taxes.length === 0 ? (
        <p className="mb-4">{figureTexts.noTaxes}</p>
      ) : (
        <table className="mb-4 w-full border-collapse">
          <caption className="sr-only">{figureTexts.taxesCaption}</caption>
          <PaperHead columns={[figureTexts.taxClass, figureTexts.taxBase, figureTexts.tax]} right={1} />
          <tbody>
            {session.taxes.map((total) => (
              <tr key={total.tax_class} className="break-inside-avoid">
                <th scope="row" className={`${cell} text-left font-semibold`}>
                  {taxClassLabels[total.tax_class]}
                </th>
                <td className={figureCell}>{formatPesos(total.base)}</td>
                <td className={figureCell}>{formatPesos(total.tax)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3 className="mb-1 text-[11pt] font-bold">{reportTexts.note}</h3>
      <p className="mb-8 break-words whitespace-pre-line">{session.note || reportTexts.noNote}</p>
      <div className="grid grid-cols-2 gap-12 break-inside-avoid pt-8">
        <p className="border-t border-black pt-1 text-center">{sheetTexts.signature}</p>
        <p className="border-t border-black pt-1 text-center">{sheetTexts.signatureReceiver}</p>
      </div>
      <p className="mt-4 text-[8pt]">{sheetTexts.printedAt(dateTimeText(new Date().toISOString()))}</p>
    </div>
  );
}
