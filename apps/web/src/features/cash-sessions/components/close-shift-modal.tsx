import { type CashSession, type CashSessionClose, MAX_CASH_REASON, shiftName } from "@inventario/shared/cash-sessions";
import { formatPesos, fromCents, toCents } from "@inventario/shared/money";
import { paymentMethodLabels } from "@inventario/shared/sales";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import { FormModal } from "../../../components/form-modal";
import { keepWhole } from "../../../components/keep-whole";
import { TextField } from "../../../components/text-field";
import { TextareaField } from "../../../components/textarea-field";
import { moneyInput } from "../../../lib/form-numbers";
import { useModalForm } from "../../../lib/use-modal-form";
import { useCloseCashSession } from "../api/close-cash-session";
import {
  type CloseValues,
  closeResolver,
  denominationsText,
  differenceOf,
  emptyClose,
  typedPesos,
} from "../cash-forms";
import { cashPaths, NO_VALUE, closeTexts as texts } from "../cash-session-texts";
import { DenominationCount, type DenominationCounts } from "./denomination-count";
import { Difference } from "./methods-table";

/**
 * 'Cerrar caja': a 'Contado' for each method the shift used and for cash always, each beside what was expected
 * and the difference as it is typed (negative: faltante, positive: sobrante); cash may be counted bill by bill
 * ('Contar por denominación'), which fills its 'Contado'. A note, then the closing, after which the shift's
 * report shows.
 */
export function CloseShiftModal({ session, onClose }: { session: CashSession; onClose: () => void }) {
  const close = useCloseCashSession(session.id);
  const navigate = useNavigate();
  const defaults = emptyClose(session);
  const { register, control, setValue, getFieldState, errors, onSubmit } = useModalForm<
    CloseValues,
    CashSessionClose,
    CashSession
  >({
    resolver: closeResolver,
    defaultValues: defaults,
    fieldNames: [...defaults.counted.map((_, index) => `counted.${index}.amount` as const), "note"],
    send: (payload, callbacks) => close.mutate(payload, callbacks),
    onSaved: (closed) => navigate(cashPaths.session(closed.id)),
  });
  const counted = useWatch({ control, name: "counted" });
  const [denominations, setDenominations] = useState<DenominationCounts | null>(null);
  const expectedOf = (method: string) => session.methods.find((row) => row.method === method)?.expected ?? 0;
  const typed = counted.map((line) => typedPesos(line.amount));
  // Once every method is counted: a total over the lines still empty would be a shortage nobody found.
  const allCounted = typed.every((amount) => amount !== null);
  const totalDifference = fromCents(
    counted.reduce((sum, line, index) => sum + toCents(typed[index] ?? 0) - toCents(expectedOf(line.method)), 0),
  );
  const countCash = (next: DenominationCounts) => {
    setDenominations(next);
    // The cash line is the first (emptyClose): its 'Contado' is what the bills and coins add up to.
    setValue("counted.0.amount", denominationsText(next), {
      shouldValidate: getFieldState("counted.0.amount").invalid,
    });
  };
  const name = shiftName(session.number);

  return (
    <FormModal
      title={keepWhole(texts.title(session.number), name)}
      submitLabel={texts.submit}
      submitVariant="danger"
      sending={close.isPending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <p className="mb-4 text-sm text-gray-700">{texts.intro}</p>
      <div className="grid gap-4">
        {defaults.counted.map((line, index) => {
          const expected = expectedOf(line.method);
          const amount = typed[index] ?? null;
          const difference = amount === null ? null : differenceOf(amount, expected);
          return (
            <fieldset key={line.method} className="rounded-lg border border-gray-200 p-3 sm:p-4">
              <legend className="px-1 text-sm font-semibold text-gray-900">{paymentMethodLabels[line.method]}</legend>
              <div className="grid grid-cols-2 items-start gap-x-4 gap-y-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)_minmax(0,1fr)]">
                <dl className="min-w-0">
                  <dt className="text-sm font-medium text-gray-600">{texts.expected}</dt>
                  <dd className="mt-1.5 py-1 text-base font-semibold text-gray-900 tabular-nums">
                    {formatPesos(expected)}
                  </dd>
                </dl>
                <TextField
                  className="col-span-2 row-start-2 min-w-0 sm:col-span-1 sm:row-start-auto"
                  label={texts.counted}
                  inputMode="decimal"
                  autoComplete="off"
                  error={errors.counted?.[index]?.amount?.message}
                  {...moneyInput(register(`counted.${index}.amount`))}
                />
                <dl className="min-w-0">
                  <dt className="text-sm font-medium text-gray-600">{texts.difference}</dt>
                  <dd className="mt-1.5 py-1 text-base tabular-nums">
                    <output className="text-gray-600">
                      {difference === null ? NO_VALUE : <Difference value={difference} />}
                    </output>
                  </dd>
                </dl>
              </div>
              {line.method === "CASH" ? (
                <DenominationCount counts={denominations} onChange={countCash} onToggle={setDenominations} />
              ) : null}
            </fieldset>
          );
        })}
        <p className="flex flex-wrap items-baseline justify-end gap-x-3 text-base text-gray-800">
          <span className="font-medium">{texts.totalDifference}:</span>{" "}
          <output className="text-lg tabular-nums">
            {allCounted ? <Difference value={totalDifference} /> : NO_VALUE}
          </output>
        </p>
        <TextareaField
          label={texts.note}
          maxLength={MAX_CASH_REASON}
          error={errors.note?.message}
          {...register("note")}
        />
      </div>
    </FormModal>
  );
}
