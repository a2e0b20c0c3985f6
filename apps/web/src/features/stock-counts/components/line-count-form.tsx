import { type EntryMode, type StockCountLine, stockCountEntryInputSchema } from "@inventario/shared/stock-counts";
import { Save } from "lucide-react";
import { type FormEvent, useState } from "react";
import { controlClassName } from "../../../components/field-frame";
import { IconButton } from "../../../components/icon-action";
import { TableInput } from "../../../components/table-input";
import { ApiRequestError } from "../../../lib/api-error";
import { useSaveLineCount } from "../api/add-count-entries";
import { lineKey } from "../count-lines";
import { scanTexts, sheetTexts } from "../stock-count-texts";

/**
 * A quantity typed on a line of an open count: added to the user's own count of it ('Sumar') or put in its
 * place ('Fijar'), sent by the line's product and lot. Enter or the disk saves it; the box then empties.
 */
export function LineCountForm({ countId, line }: { countId: string; line: StockCountLine }) {
  const save = useSaveLineCount(countId);
  const [quantity, setQuantity] = useState("");
  const [mode, setMode] = useState<EntryMode>("add");
  const [error, setError] = useState<string | undefined>();
  const key = lineKey(line);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const entry = {
      product_id: line.product.id,
      lot_number: line.lot_number,
      quantity: quantity.trim() === "" ? Number.NaN : Number(quantity),
      mode,
    };
    const checked = stockCountEntryInputSchema.safeParse(entry);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    save.mutate(entry, {
      onSuccess: () => {
        setQuantity("");
        setError(undefined);
      },
      onError: (failure) => {
        if (failure instanceof ApiRequestError && failure.status !== 403) setError(failure.message);
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex items-start gap-1.5">
      <TableInput
        label={sheetTexts.rowQuantity(key)}
        type="number"
        min={0}
        step={1}
        inputMode="numeric"
        value={quantity}
        error={error}
        onChange={(value) => {
          setQuantity(value);
          setError(undefined);
        }}
        widthClassName="w-20 max-sm:flex-1 sm:shrink-0"
        alignRight
      />
      <div className="w-24 shrink-0">
        <select
          aria-label={sheetTexts.rowMode(key)}
          value={mode}
          onChange={(event) => setMode(event.target.value as EntryMode)}
          className={controlClassName(undefined)}
        >
          <option value="add">{scanTexts.add}</option>
          <option value="set">{sheetTexts.setShort}</option>
        </select>
      </div>
      {/* Centred on the boxes' first line, whatever message shows under the quantity. */}
      <span className="mt-1 shrink-0">
        <IconButton type="submit" icon={Save} label={sheetTexts.rowSave(key)} disabled={save.isPending} />
      </span>
    </form>
  );
}
