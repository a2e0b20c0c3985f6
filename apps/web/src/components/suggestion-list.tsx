type SuggestionListProps<T> = {
  id: string;
  label: string;
  open: boolean;
  items: readonly T[];
  active: number;
  optionId: (index: number) => string;
  getKey: (item: T) => string;
  getLabel: (item: T) => string;
  /** A second line under the label (stock, say); the label stays the option's name, this its description. */
  getDetail?: ((item: T) => SuggestionDetail) | undefined;
  onHighlight: (index: number) => void;
  onChoose: (item: T) => void;
};

/** A suggestion's second line; `warning` for a state the user should notice (out of stock). */
export type SuggestionDetail = { text: string; tone?: "muted" | "warning" };

/** The second line's colour, readable on the highlighted (indigo) and the plain option alike. */
function detailClassName(tone: SuggestionDetail["tone"], active: boolean): string {
  if (active) return tone === "warning" ? "font-semibold text-white" : "text-indigo-100";
  return tone === "warning" ? "font-semibold text-red-700" : "text-gray-600";
}

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
  getDetail,
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
      {items.map((item, index) => {
        const detail = getDetail?.(item);
        const detailId = `${optionId(index)}-detail`;
        return (
          // The keyboard works from the box (aria-activedescendant), so options take no focus; the pointer picks here.
          // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the combobox input, as the pattern asks.
          // biome-ignore lint/a11y/useFocusableInteractive: with aria-activedescendant the focus stays in the input.
          <div
            key={getKey(item)}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // With a second line the name stays the label alone; the line is read as its description.
            aria-label={detail ? getLabel(item) : undefined}
            aria-describedby={detail ? detailId : undefined}
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => onHighlight(index)}
            onClick={() => onChoose(item)}
            className={`cursor-pointer px-3 py-2 text-sm break-words ${
              index === active ? "bg-indigo-600 text-white" : "text-gray-800 hover:bg-indigo-50"
            }`}
          >
            {detail ? (
              <>
                <span className="block">{getLabel(item)}</span>
                <span id={detailId} className={`block text-xs ${detailClassName(detail.tone, index === active)}`}>
                  {detail.text}
                </span>
              </>
            ) : (
              getLabel(item)
            )}
          </div>
        );
      })}
    </div>
  );
}
