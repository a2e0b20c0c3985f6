import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

type SettingCheckboxProps = {
  label: string;
  /** What choosing it means, under the label (and the checkbox's description). */
  hint: string;
  registration: UseFormRegisterReturn;
  className?: string;
};

/** A yes/no setting: the checkbox, its label and what it means, all one target to press. */
export function SettingCheckbox({ label, hint, registration, className = "" }: SettingCheckboxProps) {
  const labelId = useId();
  const hintId = useId();
  return (
    <label
      className={`flex cursor-pointer items-start gap-3 rounded-lg border border-gray-200 px-3 py-2.5 text-sm ${className}`}
    >
      <input
        type="checkbox"
        // Named by the label alone, described by the hint (the wrapping label would name it by both).
        aria-labelledby={labelId}
        aria-describedby={hintId}
        className="mt-0.5 size-4 shrink-0 rounded border-gray-400 accent-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-500"
        {...registration}
      />
      <span>
        <span id={labelId} className="block font-medium text-gray-800">
          {label}
        </span>
        <span id={hintId} className="block text-gray-600">
          {hint}
        </span>
      </span>
    </label>
  );
}
