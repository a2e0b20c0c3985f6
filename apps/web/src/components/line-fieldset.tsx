import type { ReactNode } from "react";
import { keepWhole } from "./keep-whole";

type LineFieldsetProps = {
  /** The product the line is of, as the dialog names it ("Arroz 500 g (ABA-0007)"). */
  legend: string;
  /** Its SKU, which closes the legend: kept whole on a narrow dialog. */
  sku: string;
  children: ReactNode;
};

/**
 * One line of a lines dialog (LinesFormModal): a group named by its product, so each of its fields (a
 * 'Cantidad' among many) is read with the product it is for.
 */
export function LineFieldset({ legend, sku, children }: LineFieldsetProps) {
  return (
    <fieldset className="min-w-0 rounded-lg border border-gray-200 p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold break-words text-gray-900">{keepWhole(legend, `(${sku})`)}</legend>
      {children}
    </fieldset>
  );
}
