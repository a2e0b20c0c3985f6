import { type KeyboardEvent, type Ref, useEffect, useId, useState } from "react";
import { controlClassName } from "../../../components/field-frame";
import { Spinner } from "../../../components/spinner";
import { saleTexts } from "../sale-texts";

type SuggestionComboboxProps<T> = {
  label: string;
  /** Said below the box until a search runs. */
  hint: string;
  text: string;
  onTextChange: (text: string) => void;
  items: readonly T[];
  loading: boolean;
  empty: boolean;
  getKey: (item: T) => string;
  getLabel: (item: T) => string;
  onSelect: (item: T) => void;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * A search box with its suggestions as a listbox (ARIA combobox pattern): the arrows move through them,
 * Enter chooses, Escape closes the list (a second Escape closes the modal). Focus stays in the box; the
 * list scrolls at a maximum height and keeps the highlighted suggestion in view.
 */
export function SuggestionCombobox<T>({
  label,
  hint,
  text,
  onTextChange,
  items,
  loading,
  empty,
  getKey,
  getLabel,
  onSelect,
  error,
  inputRef,
}: SuggestionComboboxProps<T>) {
  const id = useId();
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);
  const open = !dismissed && items.length > 0;

  // New suggestions start unhighlighted: Enter must not choose one the user has not looked at.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset whenever the list itself changes.
  useEffect(() => setActive(-1), [items]);
  useEffect(() => {
    if (open && active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: "nearest" });
  });

  const choose = (item: T) => {
    setDismissed(true);
    onSelect(item);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (items.length === 0) return;
      event.preventDefault();
      setDismissed(false);
      const last = items.length - 1;
      setActive((current) =>
        event.key === "ArrowDown" ? Math.min(current + 1, last) : current <= 0 ? 0 : current - 1,
      );
    } else if (event.key === "Enter") {
      // Enter never submits the form from here: it chooses, or does nothing.
      event.preventDefault();
      const item = open ? items[active] : undefined;
      if (item) choose(item);
    } else if (event.key === "Escape" && open) {
      event.stopPropagation();
      setDismissed(true);
    }
  };

  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(" ");

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-gray-800">
        {label}
      </label>
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
          setDismissed(false);
          onTextChange(event.target.value);
        }}
        onKeyDown={onKeyDown}
        className={controlClassName(error)}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!open}
        className="mt-1 max-h-60 overflow-y-auto rounded-lg border border-gray-200 bg-white py-1 shadow-sm"
      >
        {items.map((item, index) => (
          // The keyboard works from the box (aria-activedescendant), so options take no focus; the pointer picks here.
          // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the combobox input, as the pattern asks.
          // biome-ignore lint/a11y/useFocusableInteractive: with aria-activedescendant the focus stays in the input.
          <div
            key={getKey(item)}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => setActive(index)}
            onClick={() => choose(item)}
            className={`cursor-pointer px-3 py-2 text-sm break-words ${
              index === active ? "bg-indigo-600 text-white" : "text-gray-800 hover:bg-indigo-50"
            }`}
          >
            {getLabel(item)}
          </div>
        ))}
      </div>
      <div id={hintId} className="mt-1.5 text-sm text-gray-600" aria-live="polite">
        {loading ? (
          <span className="inline-flex items-center gap-2">
            <Spinner className="size-4 text-indigo-600" />
            {saleTexts.searching}
          </span>
        ) : empty ? (
          saleTexts.noResults
        ) : open ? (
          saleTexts.results(items.length)
        ) : (
          hint
        )}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
