import type { ReactNode } from "react";
import { SearchField } from "./search-field";

type SearchFiltersProps = {
  /** The search box's label (its hint too). */
  label: string;
  /** The list's query: the text typed and how it changes. */
  search: { text: string; setText: (text: string) => void };
  /** The filters' grid: its columns at each width. */
  grid: string;
  children: ReactNode;
};

/** A list's search box, then its filters in a grid of their own, which wraps under the box when narrow. */
export function SearchFilters({ label, search, grid, children }: SearchFiltersProps) {
  return (
    <div className="mb-4 flex flex-wrap items-end gap-4">
      <SearchField label={label} value={search.text} onChange={search.setText} />
      <div className={grid}>{children}</div>
    </div>
  );
}
