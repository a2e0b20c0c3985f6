import { zodResolver } from "@hookform/resolvers/zod";
import { type LotState, stockChangeSchema } from "@inventario/shared/inventory";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { FormModal } from "../../../components/form-modal";
import { TextField } from "../../../components/text-field";
import { TextareaField } from "../../../components/textarea-field";
import { formatQuantity } from "../../../lib/format-quantity";
import { type StockChangeKind, useChangeLotStock } from "../api/change-lot-stock";
import { detailTexts, lotName } from "../product-detail-texts";

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

/** Restock or withdraw one lot; the observation is kept as the movement's reference. */
export function StockChangeModal({ productId, productName, lot, kind, onClose }: StockChangeModalProps) {
  const change = useChangeLotStock(productId, kind);
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
  const onValid = ({ observation }: ChangeOutput) => {
    const quantity = alertIfBadQuantity();
    if (quantity === null) return;
    const { warehouse_id, product_id, unit, lot_number } = lot;
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
      sending={change.isPending}
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
    </FormModal>
  );
}
