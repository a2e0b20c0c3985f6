import type { CashSession } from "@inventario/shared/cash-sessions";
import { shiftName } from "@inventario/shared/cash-sessions";
import { formatPesos } from "@inventario/shared/money";
import { Printer } from "lucide-react";
import { useState } from "react";
import { useParams } from "react-router";
import { BackLink } from "../../../components/back-link";
import { BusinessHeading } from "../../../components/business-heading";
import { Button } from "../../../components/button";
import { dateTimeText } from "../../../components/date-time";
import { DetailSection, detailCardClassName, FactList } from "../../../components/detail-section";
import { LoadingStatus } from "../../../components/list-status";
import { Notice } from "../../../components/notice";
import { PageHeader } from "../../../components/page-header";
import { usePrintSheet } from "../../../components/print-sheet";
import { StatusPanel } from "../../../components/status-panel";
import { ApiRequestError } from "../../../lib/api-error";
import { useBusinessSettings } from "../../../lib/business-settings";
import { useListErrorToast } from "../../../lib/use-list-error-toast";
import { useCashSession } from "../api/get-cash-session";
import { cashPaths, NO_VALUE, reportTexts as texts } from "../cash-session-texts";
import { CashReportSheet, type ReportPaper } from "../components/cash-report-sheet";
import { CashStatusBadge } from "../components/cash-status-badge";
import { ShiftDetails } from "../components/shift-details";

const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

const backLink = <BackLink to={cashPaths.sessions} label={texts.back} />;

/**
 * /dashboard/cash-sessions/{id}: a shift's closing report ('Informe de cierre') — or, while it is open, its
 * figures so far — with 'Imprimir 80 mm' (the POS roll) and 'Imprimir A4'.
 */
export function CashSessionPage() {
  const { id = "" } = useParams();
  const session = useCashSession(id);
  useListErrorToast(isNotFound(session.error) ? null : session.error, texts.loadError);

  if (session.isPending || session.isError) {
    return (
      <>
        <PageHeader title={texts.loadingTitle} actions={backLink} />
        <StatusPanel>
          {session.isPending ? (
            <LoadingStatus text={texts.loading} />
          ) : isNotFound(session.error) ? (
            texts.notFound
          ) : (
            texts.loadError
          )}
        </StatusPanel>
      </>
    );
  }
  return <ShiftReport session={session.data} />;
}

function ShiftReport({ session }: { session: CashSession }) {
  const business = useBusinessSettings().data;
  // Ctrl+P prints the report too, on the paper last chosen (A4 until then).
  const sheet = usePrintSheet({ onBrowserPrint: true });
  const [paper, setPaper] = useState<ReportPaper>("a4");
  const print = (chosen: ReportPaper) => {
    setPaper(chosen);
    sheet.print();
  };
  const closed = session.status === "CLOSED";
  return (
    <>
      <PageHeader
        title={closed ? texts.closedTitle(session.number) : texts.openTitle(session.number)}
        actions={
          <>
            {backLink}
            <Button variant="secondary" onClick={() => print("receipt")}>
              <Printer aria-hidden="true" className="size-4" />
              {texts.print80}
            </Button>
            <Button variant="secondary" onClick={() => print("a4")}>
              <Printer aria-hidden="true" className="size-4" />
              {texts.printA4}
            </Button>
          </>
        }
      />
      <div className="grid min-w-0 gap-6">
        {closed ? null : <Notice tone="info">{texts.openNotice}</Notice>}
        <section aria-label={texts.summary} className={`${detailCardClassName} grid gap-4`}>
          {business?.configured ? <BusinessHeading business={business} className="text-sm text-gray-700" /> : null}
          <FactList
            columns={4}
            facts={[
              { label: texts.number, value: shiftName(session.number) },
              { label: texts.status, value: <CashStatusBadge status={session.status} />, wide: true },
              { label: texts.employee, value: session.employee.name },
              { label: texts.base, value: <span className="tabular-nums">{formatPesos(session.opening_amount)}</span> },
              { label: texts.openedAt, value: dateTimeText(session.opened_at) },
              { label: texts.closedAt, value: session.closed_at ? dateTimeText(session.closed_at) : NO_VALUE },
              { label: texts.closedBy, value: session.closed_by_name ?? NO_VALUE },
            ]}
          />
        </section>
        <ShiftDetails session={session} />
        <div className="grid min-w-0 gap-6">
          <DetailSection title={texts.receipts}>
            <div className={detailCardClassName}>
              <FactList
                columns={4}
                facts={[
                  { label: texts.salesCount, value: session.sales_count.toLocaleString("es-CO") },
                  {
                    label: texts.salesTotal,
                    value: <span className="tabular-nums">{formatPesos(session.sales_total)}</span>,
                  },
                  { label: texts.firstReceipt, value: session.first_receipt_number ?? NO_VALUE },
                  { label: texts.lastReceipt, value: session.last_receipt_number ?? NO_VALUE },
                ]}
              />
            </div>
          </DetailSection>
          <DetailSection title={texts.note}>
            <p className={`${detailCardClassName} text-sm break-words whitespace-pre-line text-gray-800`}>
              {session.note || texts.noNote}
            </p>
          </DetailSection>
        </div>
      </div>
      {sheet.requested ? <CashReportSheet session={session} paper={paper} business={business} /> : null}
    </>
  );
}
