import { formatPesos } from "@inventario/shared/money";
import { paymentMethodLabels } from "@inventario/shared/sales";
import { Plus, Trash2 } from "lucide-react";
import { type KeyboardEvent, type Ref, useRef } from "react";
import { Button } from "../../../components/button";
import { IconButton } from "../../../components/icon-action";
import { SelectField } from "../../../components/select-field";
import { TextField } from "../../../components/text-field";
import { keepMoney, moneyText } from "../../../lib/form-numbers";
import { COMMON_BILLS, OTHER_METHODS, type OtherMethod, type PaymentDraft } from "../sale-payments";
import { paymentTexts } from "../sale-texts";
import { ShortcutKey } from "./shortcut-key";

type PaymentPanelProps = {
  draft: PaymentDraft;
  onChange: (draft: PaymentDraft) => void;
  /** What is left to pay: a new payment by another method starts with it. */
  missing: number;
  /** Why the payments cannot be taken (shared paymentsIssue), shown and announced on the cash field. */
  error: string | undefined;
  cashInput: Ref<HTMLInputElement>;
  /** Enter in any amount registers the sale, as at a POS. */
  onSubmit: () => void;
};

/**
 * 'Pago' (issue 35): the cash received, with the common bills one press away, and any other payments
 * (card, transfer, Nequi, Daviplata). Optional: a sale without payments is registered as before.
 */
export function PaymentPanel({ draft, onChange, missing, error, cashInput, onSubmit }: PaymentPanelProps) {
  // Focus follows the rows: a new payment's amount once it renders; after a removal, the button that adds one.
  const focusAmountOf = useRef<number | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const focusWhenNew = (index: number) => (input: HTMLInputElement | null) => {
    if (input === null || focusAmountOf.current !== index) return;
    focusAmountOf.current = null;
    input.focus();
    input.select();
  };
  const submitOnEnter = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    onSubmit();
  };
  const setOther = (index: number, change: Partial<PaymentDraft["others"][number]>) =>
    onChange({ ...draft, others: draft.others.map((other, i) => (i === index ? { ...other, ...change } : other)) });
  const addOther = () => {
    focusAmountOf.current = draft.others.length;
    onChange({
      ...draft,
      others: [...draft.others, { method: "DEBIT_CARD", amount: missing > 0 ? moneyText(missing) : "" }],
    });
  };

  return (
    <section aria-labelledby="payment-heading" className="grid gap-3">
      <h2 id="payment-heading" className="text-base font-semibold text-gray-900">
        {paymentTexts.title}
      </h2>
      <TextField
        ref={cashInput}
        label={paymentTexts.cash}
        // Why the payments cannot be taken, on the field the refusal focuses (use-sale-form.ts).
        error={error}
        inputMode="decimal"
        autoComplete="off"
        value={draft.cash}
        onChange={(event) => onChange({ ...draft, cash: keepMoney(event.target.value) })}
        onKeyDown={submitOnEnter}
        aria-keyshortcuts="F9"
        endAdornment={<ShortcutKey>F9</ShortcutKey>}
      />
      <fieldset aria-label={paymentTexts.bills} className="flex flex-wrap gap-2">
        {COMMON_BILLS.map((bill) => (
          <Button
            key={bill}
            variant="secondary"
            className="px-3 py-1.5"
            onClick={() => onChange({ ...draft, cash: String(bill) })}
          >
            {paymentTexts.bill(bill)}
          </Button>
        ))}
      </fieldset>
      {draft.others.map((other, index) => (
        // Rows have no id of their own; their place is their identity while the panel is open.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={index} className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-end gap-2">
          <SelectField
            label={paymentTexts.method(index + 1)}
            value={other.method}
            onChange={(event) => setOther(index, { method: event.target.value as OtherMethod })}
          >
            {OTHER_METHODS.map((method) => (
              <option key={method} value={method}>
                {paymentMethodLabels[method]}
              </option>
            ))}
          </SelectField>
          <TextField
            ref={focusWhenNew(index)}
            label={paymentTexts.amount(index + 1)}
            inputMode="decimal"
            autoComplete="off"
            value={other.amount}
            onChange={(event) => setOther(index, { amount: keepMoney(event.target.value) })}
            onKeyDown={submitOnEnter}
          />
          <div className="pb-1">
            <IconButton
              icon={Trash2}
              tone="danger"
              label={paymentTexts.remove(index + 1)}
              onClick={() => {
                onChange({ ...draft, others: draft.others.filter((_, i) => i !== index) });
                addButton.current?.focus();
              }}
            />
          </div>
        </div>
      ))}
      <div>
        <Button ref={addButton} variant="secondary" onClick={addOther}>
          <Plus aria-hidden="true" className="size-4" />
          {paymentTexts.addOther}
        </Button>
      </div>
    </section>
  );
}

/** Against the total: what is still missing, or the change to give, large, as the clerk reads it aloud. */
export function PaymentBalance({ paid, missing, change }: { paid: number; missing: number; change: number }) {
  if (paid === 0) return <p className="text-sm text-gray-600">{paymentTexts.none}</p>;
  if (missing > 0)
    return (
      <p className="text-sm font-medium text-amber-800">
        {paymentTexts.missing}: <span className="tabular-nums">{formatPesos(missing)}</span>
      </p>
    );
  return (
    <p className="text-gray-900">
      <span className="block text-sm text-gray-600">{paymentTexts.change}</span>
      <span className="text-3xl font-bold tabular-nums">{formatPesos(change)}</span>
    </p>
  );
}
