import { useEffect, useState } from "react";
import { SearchFilters } from "../../../components/search-filters";
import { TextField } from "../../../components/text-field";
import { WarehouseFilter } from "../../../components/warehouse-filter";
import { suggestionTexts } from "../purchase-texts";
import type { SuggestionQuery } from "../use-suggestion-query";
import { SupplierFilter } from "./supplier-filter";

/**
 * The category is matched whole (the server compares it exactly): it is applied when the box is left or
 * Enter is pressed, not at each keystroke, which would ask for categories that do not exist.
 */
function CategoryFilter({ value, onApply }: { value: string; onApply: (category: string) => void }) {
  const [text, setText] = useState(value);
  // Back or a link to another category: the box shows the one the list shows.
  useEffect(() => setText(value), [value]);
  const apply = () => {
    if (text.trim() !== value) onApply(text.trim());
  };
  return (
    <TextField
      label={suggestionTexts.category}
      autoComplete="off"
      maxLength={80}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={apply}
      onKeyDown={(event) => {
        if (event.key === "Enter") {
          event.preventDefault();
          apply();
        }
      }}
    />
  );
}

/** The filters' columns, at each width. */
const FILTER_GRID =
  "grid w-full gap-4 sm:w-auto sm:grid-cols-[minmax(12rem,auto)_minmax(12rem,auto)_minmax(10rem,auto)]";

/** The search box, then warehouse, supplier and category, wrapping on a narrow screen. */
export function SuggestionFilters({ query }: { query: SuggestionQuery }) {
  const { filters, setFilter } = query;
  return (
    <SearchFilters label={suggestionTexts.search} search={query} grid={FILTER_GRID}>
      <WarehouseFilter
        label={suggestionTexts.warehouse}
        allLabel={suggestionTexts.allWarehouses}
        value={filters.warehouse}
        onChange={(id) => setFilter("warehouse", id)}
      />
      <SupplierFilter
        label={suggestionTexts.supplier}
        allLabel={suggestionTexts.allSuppliers}
        value={filters.supplier}
        onChange={(id) => setFilter("supplier", id)}
      />
      <CategoryFilter value={filters.category} onApply={(category) => setFilter("category", category)} />
    </SearchFilters>
  );
}
