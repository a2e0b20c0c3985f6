import { ApiRequestError } from "../lib/api-error";
import { LoadingStatus } from "./list-status";
import { StatusPanel } from "./status-panel";

type LoadProblemProps = {
  /** The load's failure; none while it is on its way. */
  error: unknown;
  texts: { loading: string; notFound: string; loadError: string };
};

/** A record's screen before it can show it: loading, no such record (404, or an id that cannot be one), or failed. */
export function LoadProblem({ error, texts }: LoadProblemProps) {
  const notFound = error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
  return (
    <StatusPanel>
      {!error ? <LoadingStatus text={texts.loading} /> : notFound ? texts.notFound : texts.loadError}
    </StatusPanel>
  );
}

/** A load failure worth a toast: not a missing record, which the screen already says. */
export const toastableError = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 400) ? null : error;
