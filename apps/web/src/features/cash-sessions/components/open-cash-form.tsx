import type { CashSession, CashSessionOpen } from "@inventario/shared/cash-sessions";
import { LockOpen } from "lucide-react";
import { useId } from "react";
import { Button } from "../../../components/button";
import { detailCardClassName } from "../../../components/detail-section";
import { Spinner } from "../../../components/spinner";
import { TextField } from "../../../components/text-field";
import { moneyInput } from "../../../lib/form-numbers";
import { useSaveForm } from "../../../lib/use-save-form";
import { useOpenCashSession } from "../api/open-cash-session";
import { emptyOpen, OPEN_FIELDS, type OpenValues, openResolver } from "../cash-forms";
import { cashTexts as texts } from "../cash-session-texts";

/** 'Abrir caja': the cash the shift starts with ('Base'), required; the screen shows the shift once open. */
export function OpenCashForm() {
  const open = useOpenCashSession();
  const headingId = useId();
  const hintId = useId();
  const { register, errors, onSubmit } = useSaveForm<OpenValues, CashSessionOpen, CashSession>({
    resolver: openResolver,
    defaultValues: emptyOpen,
    fieldNames: OPEN_FIELDS,
    save: (payload, callbacks) => open.mutate(payload, callbacks),
    savedValues: () => emptyOpen,
  });
  return (
    <section aria-labelledby={headingId} className={`${detailCardClassName} max-w-lg`}>
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        {texts.openTitle}
      </h2>
      <p id={hintId} className="mt-1 mb-4 text-sm text-gray-600">
        {texts.openHint}
      </p>
      <form noValidate aria-busy={open.isPending} onSubmit={onSubmit} className="grid gap-4">
        <TextField
          label={texts.base}
          inputMode="decimal"
          autoComplete="off"
          // The hint until there is an error, which then describes the field instead.
          {...(errors.opening_amount ? {} : { "aria-describedby": hintId })}
          error={errors.opening_amount?.message}
          {...moneyInput(register("opening_amount"))}
        />
        <div>
          <Button type="submit" disabled={open.isPending}>
            {open.isPending ? <Spinner /> : <LockOpen aria-hidden="true" className="size-4" />}
            {texts.openSubmit}
          </Button>
        </div>
      </form>
    </section>
  );
}
