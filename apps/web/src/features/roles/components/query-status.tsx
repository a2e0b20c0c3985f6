import { LoadingStatus } from "../../../components/list-status";
import { ApiRequestError } from "../../../lib/api-error";

type QueryStatusProps = {
  loading: string;
  /** Shown after a 403; the API client has already raised the warning toast. */
  forbidden: string;
  failed: string;
  error: unknown;
};

/** What a panel shows while its data is loading or could not be loaded. */
export function QueryStatus({ loading, forbidden, failed, error }: QueryStatusProps) {
  if (!error) return <LoadingStatus text={loading} />;
  const refused = error instanceof ApiRequestError && error.status === 403;
  return (
    <p className="rounded-lg bg-white px-4 py-6 text-center text-gray-700 ring-1 ring-gray-200">
      {refused ? forbidden : failed}
    </p>
  );
}
