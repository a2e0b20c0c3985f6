import type { ComponentProps } from "react";

/** An input's own props, without what the look below fixes. */
type ChoiceProps = Omit<ComponentProps<"input">, "type" | "className"> & { label: string };

/**
 * One choice of a radio group drawn as a card (a cash movement's type, what to do with the lots nobody
 * counted): the whole card picks it, and the chosen one is marked by its border and background too.
 */
export function RadioCard({ label, ...inputProps }: ChoiceProps) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm font-medium text-gray-800 hover:bg-gray-50 has-checked:border-indigo-600 has-checked:bg-indigo-50 has-checked:text-indigo-900 has-focus-visible:ring-2 has-focus-visible:ring-indigo-500">
      <input type="radio" className="size-4 accent-indigo-600" {...inputProps} />
      {label}
    </label>
  );
}

/**
 * The tick that goes on despite a warning (the sales a write leaves short): an explicit yes, described by
 * the warning it answers (`aria-describedby`).
 */
export function ConfirmCheckbox({ label, ...inputProps }: ChoiceProps) {
  return (
    <label className="mt-2 flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-gray-900">
      <input type="checkbox" className="size-4 accent-indigo-600" {...inputProps} />
      {label}
    </label>
  );
}
