import { BackLink } from "../../../components/back-link";
import { LoadProblem, toastableError } from "../../../components/load-problem";
import { PageHeader } from "../../../components/page-header";
import { useListErrorToast } from "../../../lib/use-list-error-toast";
import { useStockCount } from "../api/get-stock-count";
import { countDetailTexts, countPaths } from "../stock-count-texts";

/** The count a page of its own shows (its page, its printable sheet): any other failure is also a toast. */
export function useCountOfPage(id: string) {
  const count = useStockCount(id);
  // A missing count (404, or an id that cannot be one) is said on the screen, not in a toast.
  useListErrorToast(toastableError(count.error), countDetailTexts.loadError);
  return count;
}

/** Until the count is there: the way back to the counts, and that it loads, does not exist or failed. */
export function CountNotLoaded({ error }: { error: unknown }) {
  return (
    <>
      <PageHeader
        title={countDetailTexts.loadingTitle}
        actions={<BackLink to={countPaths.counts} label={countDetailTexts.back} />}
      />
      <LoadProblem error={error} texts={countDetailTexts} />
    </>
  );
}
