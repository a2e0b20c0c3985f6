import type { Suggestion } from "@inventario/shared/purchases";
import { FilePlus2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "../../../components/button";
import { Spinner } from "../../../components/spinner";
import { suggestionTexts } from "../purchase-texts";
import { unorderable } from "../suggestion-selection";
import type { SuggestionSelection } from "../use-suggestion-selection";
import { checkboxClassName } from "./suggestion-row";

type SuggestionBarProps = { rows: readonly Suggestion[]; selection: SuggestionSelection };

/**
 * Above the table, for who may create orders: 'Seleccionar todo' (the page's rows that can be ordered; mixed
 * when part of them are), how many rows are chosen, and 'Crear órdenes', which waits for at least one.
 */
export function SuggestionBar({ rows, selection }: SuggestionBarProps) {
  const pageState = selection.pageState(rows);
  const pageBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (pageBox.current) pageBox.current.indeterminate = pageState === "some";
  }, [pageState]);
  const { count } = selection;
  const hasErrors = Object.keys(selection.errors).length > 0;
  return (
    <div className="mb-3 flex flex-wrap items-center gap-x-4 gap-y-2">
      <label className="flex cursor-pointer items-center gap-2 text-sm font-medium text-gray-800">
        <input
          ref={pageBox}
          type="checkbox"
          className={`${checkboxClassName} mt-0`}
          checked={pageState === "all"}
          disabled={!rows.some((row) => !unorderable(row))}
          onChange={() => selection.togglePage(rows)}
        />
        {suggestionTexts.selectPage}
      </label>
      <p aria-live="polite" className="text-sm text-gray-700">
        {count > 0 ? suggestionTexts.selected(count) : null}
        {hasErrors ? <span className="ml-2 font-medium text-red-700">{suggestionTexts.fixRows}</span> : null}
      </p>
      <div className="flex items-center gap-2 sm:ml-auto">
        {count > 0 ? (
          <Button variant="ghost" onClick={selection.clear}>
            {suggestionTexts.clearSelection}
          </Button>
        ) : null}
        <Button disabled={count === 0 || selection.creating} onClick={selection.createOrders}>
          {selection.creating ? <Spinner /> : <FilePlus2 aria-hidden="true" className="size-4" />}
          {suggestionTexts.createOrders}
        </Button>
      </div>
    </div>
  );
}
