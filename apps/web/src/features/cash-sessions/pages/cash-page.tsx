import type { CashSession } from "@inventario/shared/cash-sessions";
import { ArrowLeftRight, FileText, Lock } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button, buttonClassName } from "../../../components/button";
import { dateTimeText } from "../../../components/date-time";
import { keepWhole } from "../../../components/keep-whole";
import { LoadingStatus } from "../../../components/list-status";
import { PageHeader } from "../../../components/page-header";
import { StatusPanel } from "../../../components/status-panel";
import { useCurrentCashSession } from "../../../lib/current-cash-session";
import { useCan } from "../../../lib/my-permissions";
import { useListErrorToast } from "../../../lib/use-list-error-toast";
import { cashPaths, cashTexts as texts } from "../cash-session-texts";
import { CloseShiftModal } from "../components/close-shift-modal";
import { MovementModal } from "../components/movement-modal";
import { OpenCashForm } from "../components/open-cash-form";
import { ShiftDetails } from "../components/shift-details";

/**
 * 'Caja' (issue 35): the signed-in employee's shift. Without one, 'Abrir caja' with its base; with one, what
 * it adds up to so far — per payment method, the IVA, the cash movements — with 'Registrar movimiento' and
 * 'Cerrar caja', after which the shift's closing report shows.
 */
export function CashPage() {
  const current = useCurrentCashSession();
  useListErrorToast(current.error, texts.loadError);
  if (current.data) return <OpenShift session={current.data} />;
  return (
    <>
      <PageHeader title={texts.title} actions={<HistoryLink />} />
      {current.data === null ? (
        <OpenCashForm />
      ) : (
        <StatusPanel>
          {current.isError ? (
            <span className="flex flex-col items-center gap-3">
              <span>{texts.loadError}</span>
              <Button variant="secondary" onClick={() => void current.refetch()}>
                {texts.retry}
              </Button>
            </span>
          ) : (
            <LoadingStatus text={texts.loading} />
          )}
        </StatusPanel>
      )}
    </>
  );
}

function HistoryLink() {
  return (
    <Link to={cashPaths.sessions} className={buttonClassName("secondary")}>
      <FileText aria-hidden="true" className="size-4" />
      {texts.history}
    </Link>
  );
}

type OpenDialog = "movement" | "close" | null;

function OpenShift({ session }: { session: CashSession }) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const canOperate = useCan("cash:operate");
  const openedAt = dateTimeText(session.opened_at);
  return (
    <>
      <PageHeader
        title={texts.title}
        actions={
          <>
            <HistoryLink />
            {canOperate ? (
              <>
                <Button variant="secondary" onClick={() => setDialog("movement")}>
                  <ArrowLeftRight aria-hidden="true" className="size-4" />
                  {texts.addMovement}
                </Button>
                <Button onClick={() => setDialog("close")}>
                  <Lock aria-hidden="true" className="size-4" />
                  {texts.close}
                </Button>
              </>
            ) : null}
          </>
        }
      />
      <p className="mb-4 text-lg font-semibold text-gray-900">
        {keepWhole(texts.heading(session.number, openedAt), openedAt)}
      </p>
      <ShiftDetails session={session} />
      {dialog === "movement" ? <MovementModal session={session} onClose={() => setDialog(null)} /> : null}
      {dialog === "close" ? <CloseShiftModal session={session} onClose={() => setDialog(null)} /> : null}
    </>
  );
}
