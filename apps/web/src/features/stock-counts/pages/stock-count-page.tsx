import type { StockCount } from "@inventario/shared/stock-counts";
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { buttonClassName } from "../../../components/button";
import { LoadingStatus } from "../../../components/list-status";
import { PageHeader } from "../../../components/page-header";
import { StatusPanel } from "../../../components/status-panel";
import { ApiRequestError } from "../../../lib/api-error";
import { useCan } from "../../../lib/my-permissions";
import { useListErrorToast } from "../../../lib/use-list-error-toast";
import { useMoveStockCount } from "../api/change-count-status";
import { useStockCount } from "../api/get-stock-count";
import { ApplyCountModal } from "../components/apply-count-modal";
import { CancelCountModal } from "../components/cancel-count-modal";
import { CountActions, type CountDialog } from "../components/count-actions";
import { CountScanner } from "../components/count-scanner";
import { CountSheet } from "../components/count-sheet";
import { CountSummary } from "../components/count-summary";
import { countDetailTexts, countPaths } from "../stock-count-texts";

/** A missing count (404, or an id that cannot be one) is said on the screen, not in a toast. */
const missing = (error: unknown) => error instanceof ApiRequestError && (error.status === 404 || error.status === 400);

/** /dashboard/stock-counts/{id}: the count, the scan box while it is open, its sheet, and what its status allows. */
export function StockCountPage() {
  const { id = "" } = useParams();
  const count = useStockCount(id);
  useListErrorToast(missing(count.error) ? null : count.error, countDetailTexts.loadError);
  if (!count.data) {
    return (
      <>
        <PageHeader
          title={countDetailTexts.loadingTitle}
          actions={
            <Link to={countPaths.counts} className={buttonClassName("secondary")}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              {countDetailTexts.back}
            </Link>
          }
        />
        <StatusPanel>
          {!count.error ? (
            <LoadingStatus text={countDetailTexts.loading} />
          ) : missing(count.error) ? (
            countDetailTexts.notFound
          ) : (
            countDetailTexts.loadError
          )}
        </StatusPanel>
      </>
    );
  }
  // Another count starts afresh: an open dialog belongs to the count it was opened on.
  return <LoadedCount key={count.data.id} count={count.data} />;
}

function LoadedCount({ count }: { count: StockCount }) {
  const [dialog, setDialog] = useState<CountDialog | null>(null);
  const review = useMoveStockCount("review", count.id);
  const canCount = useCan("counts:count");
  const close = () => setDialog(null);
  return (
    <>
      <PageHeader
        title={countDetailTexts.title(count.number)}
        actions={
          <CountActions
            count={count}
            onOpen={setDialog}
            onReview={() => review.mutate(undefined)}
            reviewing={review.isPending}
          />
        }
      />
      <div className="grid min-w-0 gap-6">
        <CountSummary count={count} />
        {count.status === "OPEN" && canCount ? <CountScanner countId={count.id} /> : null}
        <CountSheet count={count} />
      </div>
      {dialog === "apply" ? <ApplyCountModal count={count} onClose={close} /> : null}
      {dialog === "cancel" ? <CancelCountModal count={count} onClose={close} /> : null}
    </>
  );
}
