import { normalizeScannedSku } from "@inventario/shared/products";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/button";
import type { ScanOutcome } from "../../../components/scan-field";
import { SelectField } from "../../../components/select-field";
import { Spinner } from "../../../components/spinner";
import { TextField } from "../../../components/text-field";
import { stockCountKeys } from "../../../lib/query-keys";
import { listCountLines } from "../api/list-count-lines";
import { scanTexts as texts } from "../stock-count-texts";
import type { PendingLot } from "./count-scanner";

/** The choice that means "a lot the sheet does not list": its number is typed. */
const OTHER = "__other__";
/** The product's lot without a number (sent as null). */
const NONE = "__none__";

type LotChoiceProps = {
  countId: string;
  pending: PendingLot;
  /** Sends the waiting entry again with this lot (null: the lot without a number). */
  onSend: (lot: string | null) => Promise<ScanOutcome>;
  onDrop: () => void;
};

/**
 * 'Lote' after a scan of a product with several lots here: its lots on the sheet (looked up by its SKU), or
 * one typed (a lot the book does not know), then the entry goes again with it.
 */
export function LotChoice({ countId, pending, onSend, onDrop }: LotChoiceProps) {
  const sku = pending.entry.sku ?? "";
  const lines = useQuery({
    queryKey: stockCountKeys.sheetPage(countId, { filter: "all", search: sku, page: 1, after: "" }),
    queryFn: ({ signal }) => listCountLines(countId, { filter: "all", search: sku, page: 1, after: "" }, signal),
  });
  const lots = [
    ...new Set(
      (lines.data?.data ?? [])
        .filter((line) => normalizeScannedSku(line.product.sku) === sku && line.lot_number)
        .map((line) => line.lot_number as string),
    ),
  ];
  const unnumbered = (lines.data?.data ?? []).some(
    (line) => normalizeScannedSku(line.product.sku) === sku && line.lot_number === null,
  );
  const [choice, setChoice] = useState("");
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const lot = choice === OTHER ? typed.trim() : choice === NONE ? null : choice;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (lot === "") {
      setError(texts.chooseLot);
      return;
    }
    setSending(true);
    const outcome = await onSend(lot);
    setSending(false);
    if (!outcome.ok) setError(outcome.message);
  };

  return (
    <form noValidate onSubmit={submit} className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 sm:p-4">
      <p className="mb-3 text-sm font-medium text-amber-900">{texts.lotFor(sku)}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={texts.lot}
          value={choice}
          aria-busy={lines.isLoading}
          error={choice === OTHER ? undefined : error}
          onChange={(event) => {
            setChoice(event.target.value);
            setError(undefined);
          }}
        >
          <option value="">{texts.chooseLot}</option>
          {lots.map((number) => (
            <option key={number} value={number}>
              {number}
            </option>
          ))}
          {unnumbered ? <option value={NONE}>{texts.noLot}</option> : null}
          <option value={OTHER}>{texts.otherLot}</option>
        </SelectField>
        {choice === OTHER ? (
          <TextField
            label={texts.lotText}
            value={typed}
            maxLength={40}
            autoComplete="off"
            error={error}
            onChange={(event) => {
              setTyped(event.target.value);
              setError(undefined);
            }}
          />
        ) : null}
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="submit" disabled={sending}>
          {sending ? <Spinner /> : null}
          {texts.sendLot}
        </Button>
        <Button variant="secondary" onClick={onDrop}>
          {texts.dropLot}
        </Button>
      </div>
    </form>
  );
}
