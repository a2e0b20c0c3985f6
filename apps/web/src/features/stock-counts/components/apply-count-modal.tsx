import { zodResolver } from "@hookform/resolvers/zod";
import {
  type StockCount,
  stockCountApplyInputSchema,
  UNCOUNTED_CHOICES,
  uncountedChoiceLabels,
} from "@inventario/shared/stock-counts";
import { useId } from "react";
import type { z } from "zod";
import { ConfirmCheckbox, RadioCard } from "../../../components/choice-inputs";
import { FormModal } from "../../../components/form-modal";
import { keepWhole } from "../../../components/keep-whole";
import { useModalForm } from "../../../lib/use-modal-form";
import { type ApplyPayload, useApplyStockCount } from "../api/apply-stock-count";
import { applyTexts as texts } from "../stock-count-texts";

type ApplyValues = z.input<typeof stockCountApplyInputSchema>;

const FIELD_NAMES = ["uncounted", "confirm_shortages"] as const;

/**
 * 'Aplicar ajustes': what applying writes, then an explicit choice for the lots nobody counted — kept as
 * they are or put to zero, nothing chosen beforehand — before it is sent (the schema refuses no choice).
 */
export function ApplyCountModal({ count, onClose }: { count: StockCount; onClose: () => void }) {
  const apply = useApplyStockCount(count.id);
  const errorId = useId();
  const shortagesId = useId();
  const { register, errors, onSubmit } = useModalForm<ApplyValues, ApplyPayload>({
    resolver: zodResolver(stockCountApplyInputSchema),
    // Nothing chosen: the schema refuses the submit until one is.
    defaultValues: {},
    fieldNames: FIELD_NAMES,
    send: (payload, callbacks) => apply.mutate(payload, callbacks),
    onSaved: onClose,
  });
  const error = errors.uncounted?.message;
  // The server names the pending sales the adjustment leaves short (409 on confirm_shortages): applying
  // anyway takes an explicit tick.
  const shortages = errors.confirm_shortages?.message;
  return (
    <FormModal
      size="md"
      title={keepWhole(texts.title(count.number), count.number)}
      submitLabel={texts.submit}
      sending={apply.isPending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <p className="mb-4 text-sm text-gray-700">{texts.explanation}</p>
      <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
        <legend className="mb-2 text-sm font-medium text-gray-800">{texts.uncounted}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {UNCOUNTED_CHOICES.map((choice) => (
            <RadioCard key={choice} label={uncountedChoiceLabels[choice]} value={choice} {...register("uncounted")} />
          ))}
        </div>
        {error ? (
          <p id={errorId} role="alert" className="mt-2 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </fieldset>
      {shortages ? (
        <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3">
          <p id={shortagesId} role="alert" className="text-sm text-amber-900">
            {shortages}
          </p>
          <ConfirmCheckbox
            label={texts.confirmShortages}
            aria-describedby={shortagesId}
            {...register("confirm_shortages")}
          />
        </div>
      ) : null}
    </FormModal>
  );
}
