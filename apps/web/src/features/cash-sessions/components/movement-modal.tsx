import {
  CASH_MOVEMENT_REASONS,
  CASH_MOVEMENT_TYPES,
  type CashMovementCreate,
  type CashSession,
  cashMovementTypeLabels,
  MAX_CASH_REASON,
} from "@inventario/shared/cash-sessions";
import { useId } from "react";
import { useWatch } from "react-hook-form";
import { Button } from "../../../components/button";
import { RadioCard } from "../../../components/choice-inputs";
import { FormModal } from "../../../components/form-modal";
import { TextField } from "../../../components/text-field";
import { moneyInput } from "../../../lib/form-numbers";
import { useModalForm } from "../../../lib/use-modal-form";
import { useAddCashMovement } from "../api/add-cash-movement";
import { emptyMovement, MOVEMENT_FIELDS, type MovementValues, movementResolver } from "../cash-forms";
import { movementFormTexts as texts } from "../cash-session-texts";

/**
 * 'Registrar movimiento': cash put in ('Entrada') or taken out ('Salida') of the open shift, how much and why —
 * a frequent reason one press away, or any other typed. An exit beyond the cash the drawer should hold is
 * refused by the server, under 'Valor'.
 */
export function MovementModal({ session, onClose }: { session: CashSession; onClose: () => void }) {
  const add = useAddCashMovement(session.id);
  const typeErrorId = useId();
  const reasonHintId = useId();
  const { register, control, setValue, errors, onSubmit } = useModalForm<
    MovementValues,
    CashMovementCreate,
    CashSession
  >({
    resolver: movementResolver,
    defaultValues: emptyMovement,
    fieldNames: MOVEMENT_FIELDS,
    send: (payload, callbacks) => add.mutate(payload, callbacks),
    onSaved: onClose,
  });
  const reason = useWatch({ control, name: "reason" });
  const typeError = errors.type?.message;
  return (
    <FormModal
      size="md"
      title={texts.title}
      submitLabel={texts.submit}
      sending={add.isPending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <div className="grid gap-4">
        <fieldset aria-describedby={typeError ? typeErrorId : undefined} aria-invalid={typeError ? true : undefined}>
          <legend className="mb-1.5 text-sm font-medium text-gray-800">{texts.type}</legend>
          <div className="grid grid-cols-2 gap-2">
            {CASH_MOVEMENT_TYPES.map((type) => (
              <RadioCard key={type} label={cashMovementTypeLabels[type]} value={type} {...register("type")} />
            ))}
          </div>
          {typeError ? (
            <p id={typeErrorId} role="alert" className="mt-1.5 text-sm text-red-700">
              {typeError}
            </p>
          ) : null}
        </fieldset>
        <TextField
          label={texts.amount}
          inputMode="decimal"
          autoComplete="off"
          error={errors.amount?.message}
          {...moneyInput(register("amount"))}
        />
        <div>
          <TextField
            label={texts.reason}
            autoComplete="off"
            maxLength={MAX_CASH_REASON}
            error={errors.reason?.message}
            // The hint until there is an error, which then describes the field instead.
            {...(errors.reason ? {} : { "aria-describedby": reasonHintId })}
            {...register("reason")}
          />
          <p id={reasonHintId} className="mt-1.5 text-xs text-gray-600">
            {texts.reasonHint}
          </p>
          <fieldset aria-label={texts.reasons} className="mt-2 flex flex-wrap gap-2">
            {CASH_MOVEMENT_REASONS.map((suggestion) => (
              <Button
                key={suggestion}
                variant="secondary"
                className="px-3 py-1.5 aria-pressed:border-indigo-600 aria-pressed:bg-indigo-50 aria-pressed:text-indigo-900"
                aria-pressed={reason === suggestion}
                onClick={() => setValue("reason", suggestion, { shouldValidate: errors.reason !== undefined })}
              >
                {suggestion}
              </Button>
            ))}
          </fieldset>
        </div>
      </div>
    </FormModal>
  );
}
