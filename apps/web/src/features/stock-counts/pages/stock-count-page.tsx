import type { StockCount } from "@inventario/shared/stock-counts";
import { useState } from "react";
import { useParams } from "react-router";
import { PageHeader } from "../../../components/page-header";
import { useCan } from "../../../lib/my-permissions";
import { useMoveStockCount } from "../api/change-count-status";
import { ApplyCountModal } from "../components/apply-count-modal";
import { CancelCountModal } from "../components/cancel-count-modal";
import { CountActions, type CountDialog } from "../components/count-actions";
import { CountNotLoaded, useCountOfPage } from "../components/count-not-loaded";
import { CountScanner } from "../components/count-scanner";
import { CountSheet } from "../components/count-sheet";
import { CountSummary } from "../components/count-summary";
import { UploadSheetModal } from "../components/upload-sheet-modal";
import { countDetailTexts } from "../stock-count-texts";

/** /dashboard/stock-counts/{id}: the count, the scan box while it is open, its sheet, and what its status allows. */
export function StockCountPage() {
  const { id = "" } = useParams();
  const count = useCountOfPage(id);
  if (!count.data) return <CountNotLoaded error={count.error} />;
  // Another count starts afresh: an open dialog belongs to the count it was opened on.
  return <LoadedCount key={count.data.id} count={count.data} />;
}

function LoadedCount({ count }: { count: StockCount }) {
  const [dialog, setDialog] = useState<CountDialog | null>(null);
  const review = useMoveStockCount("review", count.id);
  const canCount = useCan("counts:count");
  const counting = count.status === "OPEN" && canCount;
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
        {counting ? <CountScanner countId={count.id} /> : null}
        <CountSheet count={count} onUpload={counting ? () => setDialog("upload") : undefined} />
      </div>
      {dialog === "apply" ? <ApplyCountModal count={count} onClose={close} /> : null}
      {dialog === "cancel" ? <CancelCountModal count={count} onClose={close} /> : null}
      {dialog === "upload" ? <UploadSheetModal count={count} onClose={close} /> : null}
    </>
  );
}
