import { type Ref, useId } from "react";
import type { Suggestions } from "../lib/use-suggestions";
import { controlClassName, FieldFrame } from "./field-frame";
import { Spinner } from "./spinner";
import { type SuggestionDetail, SuggestionList } from "./suggestion-list";
import { useSuggestionKeys } from "./use-suggestion-keys";

const searchTexts = {
  searching: "Buscando...",
  noResults: "No se encontraron resultados.",
  results: (count: number) =>
    `${count} ${count === 1 ? "resultado" : "resultados"}: elige con las flechas y Enter, o con un clic.`,
} as const;

type SuggestionComboboxProps<T> = {
  label: string;
  /** Said below the box until a search runs. */
  hint: string;
  /** The search's text and what it found (useSuggestions). */
  suggestions: Omit<Suggestions<T>, "setText">;
  /** What typing does: at least suggestions.setText. */
  onTextChange: (text: string) => void;
  getKey: (item: T) => string;
  getLabel: (item: T) => string;
  /** An optional second line per suggestion (suggestion-list.tsx). */
  getDetail?: (item: T) => SuggestionDetail;
  onSelect: (item: T) => void;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * A search box with its suggestions as a listbox (ARIA combobox pattern, keys in `useSuggestionKeys`).
 * Focus stays in the box; the list keeps the highlighted suggestion in view.
 */
export function SuggestionCombobox<T>({
  label,
  hint,
  suggestions,
  onTextChange,
  getKey,
  getLabel,
  getDetail,
  onSelect,
  error,
  inputRef,
}: SuggestionComboboxProps<T>) {
  const { text, items, loading, empty } = suggestions;
  const id = useId();
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const { active, setActive, open, reopen, choose, onKeyDown } = useSuggestionKeys(items, onSelect, optionId);

  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(" ");

  return (
    <FieldFrame label={label} controlId={id} errorId={errorId} error={error}>
      <input
        id={id}
        ref={inputRef}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        value={text}
        onChange={(event) => {
          reopen();
          onTextChange(event.target.value);
        }}
        onKeyDown={onKeyDown}
        className={controlClassName(error)}
      />
      <SuggestionList
        id={listId}
        label={label}
        open={open}
        items={items}
        active={active}
        optionId={optionId}
        getKey={getKey}
        getLabel={getLabel}
        getDetail={getDetail}
        onHighlight={setActive}
        onChoose={choose}
      />
      <div id={hintId} className="mt-1.5 text-sm text-gray-600" aria-live="polite">
        <SearchHint loading={loading} empty={empty} count={open ? items.length : 0} hint={hint} />
      </div>
    </FieldFrame>
  );
}

/** What the search is doing: searching, found nothing, how many it found, or the box's own hint. */
function SearchHint({
  loading,
  empty,
  count,
  hint,
}: {
  loading: boolean;
  empty: boolean;
  count: number;
  hint: string;
}) {
  if (loading) {
    return (
      <span className="inline-flex items-center gap-2">
        <Spinner className="size-4 text-indigo-600" />
        {searchTexts.searching}
      </span>
    );
  }
  if (empty) return searchTexts.noResults;
  return count > 0 ? searchTexts.results(count) : hint;
}
