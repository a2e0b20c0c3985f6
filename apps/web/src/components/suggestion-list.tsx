type SuggestionListProps<T> = {
  id: string;
  label: string;
  open: boolean;
  items: readonly T[];
  active: number;
  optionId: (index: number) => string;
  getKey: (item: T) => string;
  getLabel: (item: T) => string;
  onHighlight: (index: number) => void;
  onChoose: (item: T) => void;
};

/** The listbox under a search box; it scrolls at a maximum height. */
export function SuggestionList<T>({
  id,
  label,
  open,
  items,
  active,
  optionId,
  getKey,
  getLabel,
  onHighlight,
  onChoose,
}: SuggestionListProps<T>) {
  return (
    <div
      id={id}
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
          onMouseEnter={() => onHighlight(index)}
          onClick={() => onChoose(item)}
          className={`cursor-pointer px-3 py-2 text-sm break-words ${
            index === active ? "bg-indigo-600 text-white" : "text-gray-800 hover:bg-indigo-50"
          }`}
        >
          {getLabel(item)}
        </div>
      ))}
    </div>
  );
}
