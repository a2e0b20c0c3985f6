import type { Suggestion } from "@inventario/shared/purchases";
import type { ReactNode } from "react";
import { DataTable } from "../../../components/data-table";
import { suggestionColumns, suggestionTexts } from "../purchase-texts";
import { suggestionKey } from "../suggestion-selection";
import type { SuggestionSelection } from "../use-suggestion-selection";
import { SuggestionRow } from "./suggestion-row";

type SuggestionsTableProps = {
  rows: Suggestion[] | undefined;
  status: ReactNode;
  busy: boolean;
  selection: SuggestionSelection;
  /** Whether the rows can be chosen (purchases:create). */
  selecting: boolean;
};

/** 'Sugerido de compra''s rows: what each product needs, what to order of it and from whom. */
export function SuggestionsTable({ rows, status, busy, selection, selecting }: SuggestionsTableProps) {
  return (
    <DataTable caption={suggestionTexts.tableCaption} columns={suggestionColumns} busy={busy} status={status}>
      {rows?.map((row) => (
        <SuggestionRow
          key={suggestionKey(row)}
          row={row}
          selection={
            selecting ? { selected: selection.isSelected(row), onToggle: () => selection.toggle(row) } : undefined
          }
          quantity={selection.quantityOf(row)}
          onQuantity={(value) => selection.setQuantity(row, value)}
          errors={selection.errors}
        />
      ))}
    </DataTable>
  );
}
