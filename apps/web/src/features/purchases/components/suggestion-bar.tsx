import type { Suggestion } from "@inventario/shared/purchases";
import { FilePlus2 } from "lucide-react";
import { Button } from "../../../components/button";
import { PageSelectBox } from "../../../components/page-select-box";
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
  const { count } = selection;
  const hasErrors = Object.keys(selection.errors).length > 0;
  return (
    <div className="mb-3 flex flex-wrap items-center gap-x-4 gap-y-2">
      <PageSelectBox
        state={selection.pageState(rows)}
        label={suggestionTexts.selectPage}
        checkboxClassName={checkboxClassName}
        disabled={!rows.some((row) => !unorderable(row))}
        onToggle={() => selection.togglePage(rows)}
      />
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
