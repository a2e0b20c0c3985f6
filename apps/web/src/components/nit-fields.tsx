import { NIT_PATTERN, nitCheckDigit } from "@inventario/shared/nit";
import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { controlClassName, useFieldControl } from "./field-frame";

type NitFieldsProps = {
  /**
   * The two boxes as registered by the form's own render, before the fields after them: a refused submit
   * focuses the first field registered with a message, which must be the first one on screen.
   */
  nitRegistration: UseFormRegisterReturn<"nit">;
  dvRegistration: UseFormRegisterReturn<"dv">;
  nitError: string | undefined;
  dvError: string | undefined;
  /** The NIT as typed now, when the form watches it: once it has a NIT's shape, its check digit is hinted. */
  nit?: string;
};

const LABEL = "mb-1.5 block text-sm font-medium text-gray-800";
const MESSAGE = "mt-1.5 text-sm text-red-700";

/**
 * NIT and its check digit on one line, as a Colombian writes them (800197268 - 4), digits only (a
 * supplier's, the business's own). Their messages go under the line, across both boxes: under the
 * one-digit box a sentence ran a word a line. With `nit`, the digit the DIAN's rule gives it is shown
 * under them and describes the DV box.
 */
export function NitFields({ nitRegistration, dvRegistration, nitError, dvError, nit }: NitFieldsProps) {
  const nitControl = useFieldControl(undefined, nitError);
  const dvControl = useFieldControl(undefined, dvError);
  const hintId = useId();
  const impliedDv = nit !== undefined && NIT_PATTERN.test(nit) ? nitCheckDigit(nit) : null;
  const dvDescription = [dvError ? dvControl.errorId : null, impliedDv === null ? null : hintId]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="sm:col-span-2">
      <div className="grid grid-cols-[minmax(0,1fr)_4.5rem] gap-3 sm:grid-cols-[minmax(0,16rem)_4.5rem]">
        <div>
          <label htmlFor={nitControl.controlId} className={LABEL}>
            NIT
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
            DV
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
          Según el NIT, el DV es {impliedDv}.
        </p>
      )}
    </div>
  );
}
