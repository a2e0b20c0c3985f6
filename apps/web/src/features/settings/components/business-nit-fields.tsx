import { NIT_PATTERN, nitCheckDigit } from "@inventario/shared/nit";
import { useId } from "react";
import type { FieldErrors, UseFormRegisterReturn } from "react-hook-form";
import { controlClassName, useFieldControl } from "../../../components/field-frame";
import type { BusinessFormValues } from "../business-form-values";
import { businessSettingsLabels, businessSettingsTexts } from "../settings-texts";

type BusinessNitFieldsProps = {
  /** The two boxes as registered by the form's own render, in screen order (a refused submit focuses the first). */
  nitRegistration: UseFormRegisterReturn<"nit">;
  dvRegistration: UseFormRegisterReturn<"dv">;
  /** The NIT as typed now: once it has a NIT's shape, the check digit it implies is shown under the boxes. */
  nit: string;
  errors: FieldErrors<BusinessFormValues>;
};

const LABEL = "mb-1.5 block text-sm font-medium text-gray-800";
const MESSAGE = "mt-1.5 text-sm text-red-700";

/**
 * The business's NIT and its check digit side by side (800197268 - 4), digits only, with the digit the
 * DIAN's rule gives the NIT as a hint. Their messages go under the line, across both boxes: under the
 * one-digit box a sentence ran a word a line.
 */
export function BusinessNitFields({ nitRegistration, dvRegistration, nit, errors }: BusinessNitFieldsProps) {
  const nitError = errors.nit?.message;
  const dvError = errors.dv?.message;
  const nitControl = useFieldControl(undefined, nitError);
  const dvControl = useFieldControl(undefined, dvError);
  const hintId = useId();
  const impliedDv = NIT_PATTERN.test(nit) ? nitCheckDigit(nit) : null;
  // The hint describes the DV box too, after its message: it says which digit would be right.
  const dvDescription = [dvError ? dvControl.errorId : null, impliedDv === null ? null : hintId]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="sm:col-span-2">
      <div className="grid grid-cols-[minmax(0,1fr)_4.5rem] gap-3 sm:grid-cols-[minmax(0,16rem)_4.5rem]">
        <div>
          <label htmlFor={nitControl.controlId} className={LABEL}>
            {businessSettingsLabels.nit}
          </label>
          <input
            id={nitControl.controlId}
            {...nitControl.ariaProps}
            inputMode="numeric"
            maxLength={15}
            autoComplete="off"
            className={controlClassName(nitError)}
            {...nitRegistration}
          />
        </div>
        <div>
          <label htmlFor={dvControl.controlId} className={LABEL}>
            {businessSettingsLabels.dv}
          </label>
          <input
            id={dvControl.controlId}
            {...dvControl.ariaProps}
            aria-describedby={dvDescription || undefined}
            inputMode="numeric"
            maxLength={1}
            autoComplete="off"
            className={controlClassName(dvError, "text-center")}
            {...dvRegistration}
          />
        </div>
      </div>
      {nitError ? (
        <p id={nitControl.errorId} role="alert" className={MESSAGE}>
          {nitError}
        </p>
      ) : null}
      {dvError ? (
        <p id={dvControl.errorId} role="alert" className={MESSAGE}>
          {dvError}
        </p>
      ) : null}
      {impliedDv === null ? null : (
        <p id={hintId} className="mt-1.5 text-xs text-gray-600">
          {businessSettingsTexts.impliedDv(impliedDv)}
        </p>
      )}
    </div>
  );
}
