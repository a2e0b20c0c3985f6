import type { FieldErrors, UseFormRegisterReturn } from "react-hook-form";
import { controlClassName, useFieldControl } from "../../../components/field-frame";
import type { SupplierFormValues } from "../supplier-form-values";
import { supplierLabels } from "../supplier-texts";

type NitFieldsProps = {
  /**
   * The two boxes as registered by the form's own render, before the fields after them: a refused submit
   * focuses the first field registered with a message, which must be the first one on screen.
   */
  nitRegistration: UseFormRegisterReturn<"nit">;
  dvRegistration: UseFormRegisterReturn<"dv">;
  errors: FieldErrors<SupplierFormValues>;
};

const LABEL = "mb-1.5 block text-sm font-medium text-gray-800";
const MESSAGE = "mt-1.5 text-sm text-red-700";

/**
 * NIT and its check digit on one line, as a Colombian writes them (800197268 - 4), digits only. Their
 * messages go under the line, across both boxes: under the one-digit box a sentence ran a word a line.
 */
export function NitFields({ nitRegistration, dvRegistration, errors }: NitFieldsProps) {
  const nitError = errors.nit?.message;
  const dvError = errors.dv?.message;
  const nit = useFieldControl(undefined, nitError);
  const dv = useFieldControl(undefined, dvError);
  return (
    <div className="sm:col-span-2">
      <div className="grid grid-cols-[minmax(0,1fr)_4.5rem] gap-3 sm:grid-cols-[minmax(0,16rem)_4.5rem]">
        <div>
          <label htmlFor={nit.controlId} className={LABEL}>
            {supplierLabels.nit}
          </label>
          <input
            id={nit.controlId}
            {...nit.ariaProps}
            inputMode="numeric"
            maxLength={15}
            autoComplete="off"
            className={controlClassName(nitError)}
            {...nitRegistration}
          />
        </div>
        <div>
          <label htmlFor={dv.controlId} className={LABEL}>
            {supplierLabels.dv}
          </label>
          <input
            id={dv.controlId}
            {...dv.ariaProps}
            inputMode="numeric"
            maxLength={1}
            autoComplete="off"
            className={controlClassName(dvError, "text-center")}
            {...dvRegistration}
          />
        </div>
      </div>
      {nitError ? (
        <p id={nit.errorId} role="alert" className={MESSAGE}>
          {nitError}
        </p>
      ) : null}
      {dvError ? (
        <p id={dv.errorId} role="alert" className={MESSAGE}>
          {dvError}
        </p>
      ) : null}
    </div>
  );
}
