import type { ComponentProps } from "react";
import { controlClassName, useFieldControl } from "./field-frame";

type TableInputProps = Omit<ComponentProps<"input">, "onChange" | "className"> & {
  /** Its column and the row's product ('Costo unitario de Arroz'): a table's boxes have no label of their own. */
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  /** The box's width in the table; on a phone it takes its line. */
  widthClassName: string;
  /** An amount, lined up on the right as its column's figures are. */
  alignRight?: boolean;
};

/**
 * One box of a row edited in place (a supplier's price list, a purchase order's lines), its message under it
 * and announced with it.
 */
export function TableInput({
  label,
  value,
  error,
  onChange,
  widthClassName,
  alignRight = false,
  ...input
}: TableInputProps) {
  const { errorId, ariaProps } = useFieldControl(undefined, error);
  return (
    // An amount's box sits under its right-aligned header.
    <div className={`${widthClassName} max-sm:w-full ${alignRight ? "sm:ml-auto" : ""}`}>
      <input
        type="text"
        autoComplete="off"
        aria-label={label}
        {...ariaProps}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={controlClassName(error, `tabular-nums ${alignRight ? "sm:text-right" : ""}`)}
        {...input}
      />
      {error ? (
        // Wider than a box of a few digits, up to a point: its column widens while the message shows.
        <p id={errorId} className="mt-1 w-max max-w-40 text-left text-xs text-red-700 max-sm:w-auto max-sm:max-w-none">
          {error}
        </p>
      ) : null}
    </div>
  );
}
