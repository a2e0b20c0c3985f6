import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { buttonClassName } from "../../../components/button";
import { LoadingStatus } from "../../../components/list-status";
import { PageHeader } from "../../../components/page-header";
import { StatusPanel } from "../../../components/status-panel";
import { ApiRequestError } from "../../../lib/api-error";
import { useListErrorToast } from "../../../lib/use-list-error-toast";
import { useStockCount } from "../api/get-stock-count";
import { countDetailTexts, countPaths } from "../stock-count-texts";

/** A missing count (404, or an id that cannot be one) is said on the screen, not in a toast. */
const missing = (error: unknown) => error instanceof ApiRequestError && (error.status === 404 || error.status === 400);

/** The count a page of its own shows (its page, its printable sheet): any other failure is also a toast. */
export function useCountOfPage(id: string) {
  const count = useStockCount(id);
  useListErrorToast(missing(count.error) ? null : count.error, countDetailTexts.loadError);
  return count;
}

/** Until the count is there: the way back to the counts, and that it loads, does not exist or failed. */
export function CountNotLoaded({ error }: { error: unknown }) {
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
        {!error ? (
          <LoadingStatus text={countDetailTexts.loading} />
        ) : missing(error) ? (
          countDetailTexts.notFound
        ) : (
          countDetailTexts.loadError
        )}
      </StatusPanel>
    </>
  );
}
