import { type KeyboardEvent, useEffect, useState } from "react";

/**
 * The highlighted suggestion and whether the list is open, driven from the search box (ARIA combobox
 * pattern): the arrows move, Enter chooses, Escape closes the list (a second Escape closes the modal).
 */
export function useSuggestionKeys<T>(
  items: readonly T[],
  onSelect: (item: T) => void,
  optionId: (index: number) => string,
) {
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

  return { active, setActive, open, reopen: () => setDismissed(false), choose, onKeyDown };
}
