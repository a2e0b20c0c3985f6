import { normalizeScannedSku } from "@inventario/shared/products";
import { type EntryMode, type StockCountEntryInput, stockCountEntryInputSchema } from "@inventario/shared/stock-counts";
import { useState } from "react";
import { ScanField, type ScanOutcome } from "../../../components/scan-field";
import { SelectField } from "../../../components/select-field";
import { TextField } from "../../../components/text-field";
import { ApiRequestError } from "../../../lib/api-error";
import { useScanEntry } from "../api/add-count-entries";
import { countedMessage } from "../count-lines";
import { scanTexts as texts } from "../stock-count-texts";
import { LotChoice } from "./lot-choice";

/** The field of the first entry whose message says the product has several lots here. */
const LOT_FIELD = "entries.0.lot_number";

/** An entry the server sent back for its lot: the scan waits for one. */
export type PendingLot = { entry: StockCountEntryInput };

const modeOptions: { mode: EntryMode; label: string }[] = [
  { mode: "add", label: texts.add },
  { mode: "set", label: texts.set },
];

/**
 * 'Escanear código' of an open count (counts:count): a scanner's Enter sends the SKU with 1 ('Sumar'); a
 * quantity typed beside it, with 'Sumar' or 'Fijar mi conteo', goes with the next code instead and then
 * goes back to 1. The field clears and keeps the focus for the next scan; what the line now holds is said
 * under it. A product with several lots here asks for the lot, then the entry goes again with it.
 */
export function CountScanner({ countId }: { countId: string }) {
  const send = useScanEntry(countId);
  const [quantity, setQuantity] = useState("1");
  const [mode, setMode] = useState<EntryMode>("add");
  const [pending, setPending] = useState<PendingLot | null>(null);
  // A lot chosen after a refusal: the scan box starts afresh (its refusal said) and the result is said here.
  const [round, setRound] = useState(0);
  const [resolved, setResolved] = useState<string | null>(null);

  const submit = async (entry: StockCountEntryInput): Promise<ScanOutcome> => {
    const checked = stockCountEntryInputSchema.safeParse(entry);
    if (!checked.success) return { ok: false, message: checked.error.issues[0]?.message ?? texts.failed };
    try {
      const { lines } = await send(entry);
      setPending(null);
      setQuantity("1");
      setMode("add");
      return lines[0] ? { ok: true, message: countedMessage(lines[0]) } : { ok: true, message: texts.saved };
    } catch (error) {
      if (!(error instanceof ApiRequestError)) return { ok: false, message: texts.failed };
      const lotMessage = error.fields?.[LOT_FIELD];
      if (lotMessage) setPending({ entry });
      return { ok: false, message: lotMessage ?? error.message };
    }
  };

  const scan = (code: string) => {
    setResolved(null);
    return submit({
      sku: normalizeScannedSku(code),
      quantity: quantity.trim() === "" ? Number.NaN : Number(quantity),
      mode,
    });
  };

  const sendWithLot = async (lot: string | null) => {
    if (!pending) return { ok: false, message: texts.failed };
    const outcome = await submit({ ...pending.entry, lot_number: lot });
    if (outcome.ok) {
      setResolved(outcome.message);
      setRound((current) => current + 1);
    }
    return outcome;
  };

  return (
    <section aria-label={texts.section} className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_auto]">
        <div className="min-w-0">
          <ScanField key={round} hint={texts.hint} submitLabel={texts.submit} onScan={scan} focusOnMount />
          <p role="status" className="text-sm text-green-800">
            {resolved}
          </p>
        </div>
        <div className="grid grid-cols-2 gap-3 md:w-80 md:self-start">
          <TextField
            label={texts.quantity}
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            autoComplete="off"
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
            className="[&_input]:tabular-nums"
          />
          <SelectField label={texts.mode} value={mode} onChange={(event) => setMode(event.target.value as EntryMode)}>
            {modeOptions.map((option) => (
              <option key={option.mode} value={option.mode}>
                {option.label}
              </option>
            ))}
          </SelectField>
        </div>
      </div>
      {pending ? (
        <LotChoice
          key={pending.entry.sku ?? ""}
          countId={countId}
          pending={pending}
          onSend={sendWithLot}
          onDrop={() => setPending(null)}
        />
      ) : null}
    </section>
  );
}
