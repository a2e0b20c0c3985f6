import { useEffect, useRef } from "react";

/** Whether all, some or none of the page's selectable rows are chosen. */
export type PageSelection = "all" | "some" | "none";

type PageSelectBoxProps = {
  state: PageSelection;
  label: string;
  /** The look of the rows' own boxes, so the page's box lines up with them. */
  checkboxClassName: string;
  /** Nothing on the page can be chosen. */
  disabled: boolean;
  onToggle: () => void;
};

/**
 * 'Seleccionar todo' above a table of rows to choose: checked when the whole page is chosen and mixed when
 * part of it is (`indeterminate` exists only as a DOM property, so it is set after each render).
 */
export function PageSelectBox({ state, label, checkboxClassName, disabled, onToggle }: PageSelectBoxProps) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = state === "some";
  }, [state]);
  return (
    <label className="flex cursor-pointer items-center gap-2 text-sm font-medium text-gray-800">
      <input
        ref={box}
        type="checkbox"
        className={`${checkboxClassName} mt-0`}
        checked={state === "all"}
        disabled={disabled}
        onChange={onToggle}
      />
      {label}
    </label>
  );
}
