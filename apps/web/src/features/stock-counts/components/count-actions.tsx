import type { StockCount } from "@inventario/shared/stock-counts";
import { ArrowLeft, Ban, CheckCheck, SearchCheck } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonClassName } from "../../../components/button";
import { Spinner } from "../../../components/spinner";
import { useCan } from "../../../lib/my-permissions";
import { countPaths, countDetailTexts as texts } from "../stock-count-texts";

export type CountDialog = "apply" | "cancel" | "upload";

type CountActionsProps = {
  count: StockCount;
  onOpen: (dialog: CountDialog) => void;
  onReview: () => void;
  reviewing: boolean;
};

/**
 * The header's buttons: back always; for whoever approves (counts:approve), what the status allows — an
 * open count goes to review or is cancelled, one in review is applied or cancelled; applied or cancelled,
 * nothing more.
 */
export function CountActions({ count, onOpen, onReview, reviewing }: CountActionsProps) {
  const canApprove = useCan("counts:approve");
  const { status } = count;
  return (
    <>
      <Link to={countPaths.counts} className={buttonClassName("secondary")}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {texts.back}
      </Link>
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
