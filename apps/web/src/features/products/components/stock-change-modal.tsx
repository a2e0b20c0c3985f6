import { zodResolver } from "@hookform/resolvers/zod";
import { type LotState, type Shortage, stockChangeSchema } from "@inventario/shared/inventory";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { ConfirmCheckbox } from "../../../components/choice-inputs";
import { FormModal } from "../../../components/form-modal";
import { TextField } from "../../../components/text-field";
import { TextareaField } from "../../../components/textarea-field";
import { formatQuantity } from "../../../lib/format-quantity";
import { type StockChangeKind, useChangeLotStock } from "../api/change-lot-stock";
import { getWithdrawShortages } from "../api/get-withdraw-shortages";
import { detailTexts, lotName, shortageTexts } from "../product-detail-texts";

const texts: Record<StockChangeKind, { title: string; submit: string }> = {
  replenish: { title: "Reabastecer Inventario", submit: "Reabastecer" },
  withdraw: { title: "Retirar Inventario", submit: "Retirar" },
};

// The quantity is checked apart: a bad one is answered with the spec's browser alert, not a field message.
const formSchema = z.object({ quantity: z.string(), observation: stockChangeSchema.shape.observation });
type ChangeValues = z.input<typeof formSchema>;
type ChangeOutput = z.output<typeof formSchema>;
const resolver = zodResolver(formSchema);

/** SPEC §5: a number greater than 0 (whole, as the server counts units). */
function validQuantity(text: string): number | null {
  const quantity = Number(text);
  return text.trim() !== "" && Number.isInteger(quantity) && quantity > 0 ? quantity : null;
}

type StockChangeModalProps = {
  productId: string;
  productName: string;
  lot: LotState;
  kind: StockChangeKind;
  onClose: () => void;
};

/** What the preview found short for the units typed: the warning stands for those units only. */
type ShortageWarning = { quantity: number; shortages: Shortage[] };

/** Every sale the shortages name, once each, in their order. */
const salesOf = (shortages: readonly Shortage[]) => [...new Set(shortages.flatMap((shortage) => shortage.sales))];

/**
 * Restock or withdraw one lot; the observation is kept as the movement's reference. A withdrawal first asks
 * which pending sales it would leave short (GET /inventory/shortages): when some, it is not sent until
 * 'Retirar de todas formas' is ticked; when none, or when the preview fails, it is sent as it always was.
 */
export function StockChangeModal({ productId, productName, lot, kind, onClose }: StockChangeModalProps) {
  const change = useChangeLotStock(productId, kind);
  const [checking, setChecking] = useState(false);
  const [warning, setWarning] = useState<ShortageWarning | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const warningId = useId();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<ChangeValues, unknown, ChangeOutput>({ resolver, defaultValues: { quantity: "", observation: "" } });

  const alertIfBadQuantity = () => {
    const quantity = validQuantity(getValues("quantity"));
    if (quantity === null) window.alert(detailTexts.invalidQuantity);
    return quantity;
  };
  /** The pending sales the withdrawal of `quantity` leaves short; none when the preview fails. */
  const shortagesOf = async (quantity: number): Promise<Shortage[]> => {
    setChecking(true);
    try {
      const { warehouse_id, product_id, lot_number } = lot;
      return await getWithdrawShortages({ product_id, warehouse_id, lot_number, quantity });
    } catch {
      return [];
    } finally {
      setChecking(false);
    }
  };
  const onValid = async ({ observation }: ChangeOutput) => {
    const quantity = alertIfBadQuantity();
    if (quantity === null) return;
    const { warehouse_id, product_id, unit, lot_number } = lot;
    if (kind === "withdraw") {
      const warned = warning?.quantity === quantity;
      // The warning stands for these units: only its tick sends them.
      if (warned && !confirmed) return;
      // Units the preview has not seen (the first submit, or the units changed since): ask it.
      if (!warned) {
        const shortages = await shortagesOf(quantity);
        if (shortages.length > 0) {
          setWarning({ quantity, shortages });
          setConfirmed(false);
          return;
        }
        setWarning(null);
      }
    }
    // On failure the server's message is shown and the modal stays, with what was typed.
    change.mutate({ warehouse_id, product_id, unit, lot_number, quantity, observation }, { onSuccess: onClose });
  };

  const facts = [
    { label: "Producto", value: productName },
    { label: "Bodega", value: lot.warehouse.name },
    { label: "Lote", value: lotName(lot.lot_number) },
    { label: "Existencias", value: formatQuantity(lot.quantity, lot.unit) },
  ];

  return (
    <FormModal
      size="md"
      title={texts[kind].title}
      submitLabel={texts[kind].submit}
      sending={change.isPending || checking}
      onClose={onClose}
      onSubmit={handleSubmit(onValid, alertIfBadQuantity)}
    >
      <dl className="mb-5 grid grid-cols-2 gap-x-4 gap-y-3 rounded-lg bg-gray-50 p-4 text-sm">
        {facts.map(({ label, value }) => (
          <div key={label} className="min-w-0">
            <dt className="text-gray-600">{label}</dt>
            <dd className="font-medium break-words text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-4">
        <TextField label="Unidades" type="number" min={1} step={1} inputMode="numeric" {...register("quantity")} />
        <TextareaField
          label="Observación"
          maxLength={500}
          required
          error={errors.observation?.message}
          {...register("observation")}
        />
      </div>
      {warning ? (
        <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3">
          <div id={warningId} role="alert" className="grid gap-1 text-sm text-amber-900">
            {warning.shortages.map((shortage) => (
              <p key={shortage.product.id} className="font-semibold">
                {shortageTexts.short(
                  shortage.product.name,
                  shortage.product.sku,
                  formatQuantity(shortage.short, lot.unit),
                )}
              </p>
            ))}
            <p>{shortageTexts.sales(salesOf(warning.shortages))}</p>
          </div>
          <ConfirmCheckbox
            label={shortageTexts.confirm}
            aria-describedby={warningId}
            checked={confirmed}
            onChange={(event) => setConfirmed(event.target.checked)}
          />
        </div>
      ) : null}
    </FormModal>
  );
}
