import type { ReactNode } from "react";
import { ApiRequestError } from "../lib/api-error";
import { Spinner } from "./spinner";

type ListStatusTexts = {
  loading: string;
  empty: string;
  /** Shown in place of the rows after a 403 (the API client has already warned). */
  forbidden: string;
  /** Shown in place of the rows after any other failure. */
  error: string;
};

type ListStatusInput = {
  texts: ListStatusTexts;
  loading: boolean;
  rows: readonly unknown[] | undefined;
  error: unknown;
};

export function LoadingStatus({ text }: { text: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-2">
      <Spinner className="size-4 text-indigo-600" />
      {text}
    </span>
  );
}

/** What a DataTable shows in place of its rows: loading, empty, or why nothing could be loaded. */
export function listStatus({ texts, loading, rows, error }: ListStatusInput): ReactNode {
  if (loading) return <LoadingStatus text={texts.loading} />;
  if (!rows) {
    if (!error) return null;
    return error instanceof ApiRequestError && error.status === 403 ? texts.forbidden : texts.error;
  }
  return rows.length === 0 ? texts.empty : null;
}
