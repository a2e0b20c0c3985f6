import type { ReactNode } from "react";
import { ApiRequestError } from "../lib/api-error";
import { Button } from "./button";
import { Spinner } from "./spinner";

export type ListStatusTexts = {
  loading: string;
  /** The specification's text for a list that has no rows at all. */
  empty: string;
  /** Shown in place of the rows after a 403 (the API client has already warned). */
  forbidden: string;
  /** Shown in place of the rows after any other failure, with 'Reintentar'. */
  error: string;
  /**
   * The start of what a search that matched nothing says, e.g. "Ningún producto coincide": the search is
   * appended (« con «arroz».»). Without it an empty search says `empty`.
   */
  noMatch?: string;
};

/** What a list is showing: its rows, or whether they are on their way or failed (see `usePagedList`). */
type ListState = {
  loading: boolean;
  rows: readonly unknown[] | undefined;
  error: unknown;
  /** Asks again: offered as 'Reintentar' after a failure that is not a refusal. */
  retry?: () => void;
};

type ListStatusInput = {
  texts: ListStatusTexts;
  list: ListState;
  /** The search the rows were asked with ("" for none). */
  search?: string;
  /** Empties the search box and shows the whole list again ('Limpiar búsqueda'). */
  onClearSearch?: () => void;
};

export const listStatusTexts = {
  retry: "Reintentar",
  clearSearch: "Limpiar búsqueda",
  noMatch: (start: string, search: string) => `${start} con «${search}».`,
} as const;

export function LoadingStatus({ text }: { text: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-2">
      <Spinner className="size-4 text-indigo-600" />
      {text}
    </span>
  );
}

/** A status text with the one thing to do about it under it. */
function StatusWithAction({ text, action, onAction }: { text: string; action: string; onAction: () => void }) {
  return (
    <span className="flex flex-col items-center gap-3">
      <span>{text}</span>
      <Button variant="secondary" onClick={onAction}>
        {action}
      </Button>
    </span>
  );
}

/**
 * What a DataTable shows in place of its rows: loading; empty (the specification's text), or nothing
 * matched the search (saying what was searched, with 'Limpiar búsqueda'); or why nothing could be loaded
 * (with 'Reintentar', unless it was a refusal that asking again will not change).
 */
export function listStatus({ texts, list, search = "", onClearSearch }: ListStatusInput): ReactNode {
  const { loading, rows, error, retry } = list;
  if (loading) return <LoadingStatus text={texts.loading} />;
  if (!rows) {
    if (!error) return null;
    if (error instanceof ApiRequestError && error.status === 403) return texts.forbidden;
    return retry ? (
      <StatusWithAction text={texts.error} action={listStatusTexts.retry} onAction={retry} />
    ) : (
      texts.error
    );
  }
  if (rows.length > 0) return null;
  if (search === "" || texts.noMatch === undefined) return texts.empty;
  const noMatch = listStatusTexts.noMatch(texts.noMatch, search);
  return onClearSearch ? (
    <StatusWithAction text={noMatch} action={listStatusTexts.clearSearch} onAction={onClearSearch} />
  ) : (
    noMatch
  );
}
