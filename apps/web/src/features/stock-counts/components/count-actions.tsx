import type { StockCount } from "@inventario/shared/stock-counts";
import { Ban, CheckCheck, FileChartColumn, SearchCheck } from "lucide-react";
import { Link } from "react-router";
import { BackLink } from "../../../components/back-link";
import { Button, buttonClassName } from "../../../components/button";
import { Spinner } from "../../../components/spinner";
import { useCan } from "../../../lib/my-permissions";
import { countPaths, countDetailTexts as texts, varianceTexts } from "../stock-count-texts";

export type CountDialog = "apply" | "cancel" | "upload";

type CountActionsProps = {
  count: StockCount;
  onOpen: (dialog: CountDialog) => void;
  onReview: () => void;
  reviewing: boolean;
};

/** The variance report, once there is something to report: in review or applied, for whoever sees the book. */
const offersVariance = (count: StockCount) =>
  count.shows_book && (count.status === "REVIEW" || count.status === "APPLIED");

/**
 * The header's buttons: back always; 'Informe de diferencias' in review or applied, for whoever sees the
 * book; for whoever approves (counts:approve), what the status allows — an open count goes to review or is
 * cancelled, one in review is applied or cancelled; applied or cancelled, nothing more.
 */
export function CountActions({ count, onOpen, onReview, reviewing }: CountActionsProps) {
  const canApprove = useCan("counts:approve");
  const { status } = count;
  return (
    <>
      <BackLink to={countPaths.counts} label={texts.back} />
      {offersVariance(count) ? (
        <Link to={countPaths.variance(count.id)} className={buttonClassName("secondary")}>
          <FileChartColumn aria-hidden="true" className="size-4" />
          {varianceTexts.action}
        </Link>
      ) : null}
      {status === "OPEN" && canApprove ? (
        <Button onClick={onReview} disabled={reviewing}>
          {reviewing ? <Spinner /> : <SearchCheck aria-hidden="true" className="size-4" />}
          {texts.review}
        </Button>
      ) : null}
      {status === "REVIEW" && canApprove ? (
        <Button onClick={() => onOpen("apply")}>
          <CheckCheck aria-hidden="true" className="size-4" />
          {texts.apply}
        </Button>
      ) : null}
      {(status === "OPEN" || status === "REVIEW") && canApprove ? (
        <Button variant="danger" onClick={() => onOpen("cancel")}>
          <Ban aria-hidden="true" className="size-4" />
          {texts.cancel}
        </Button>
      ) : null}
    </>
  );
}
