import { stockLevelsSchema } from "@inventario/shared/inventory";
import { TextField } from "../../../components/text-field";
import { convertingResolver } from "../../../lib/converting-resolver";
import { digitsOnly } from "../../../lib/digits-only";
import { toNumber } from "../../../lib/form-numbers";
import { useCan } from "../../../lib/my-permissions";
import { useSaveForm } from "../../../lib/use-save-form";
import { type StockLevels, useSaveStockLevels } from "../api/save-stock-levels";
import { DetailCard } from "./detail-card";
import { SaveButton } from "./save-button";

type LevelValues = { min_stock: string; max_stock: string };

// The shared schema refuses a minimum above the maximum, under the minimum, as the server does.
const resolver = convertingResolver(stockLevelsSchema, (values: LevelValues) => ({
  min_stock: toNumber(values.min_stock),
  max_stock: toNumber(values.max_stock),
}));
const FIELD_NAMES = ["min_stock", "max_stock"] as const;

const valuesOf = (levels: StockLevels): LevelValues => ({
  min_stock: String(levels.min_stock),
  max_stock: String(levels.max_stock),
});

type OptimalStockFormProps = {
  productId: string;
  levels: StockLevels;
};

/** 'Inventario óptimo': the minimum and maximum quantity the product should hold (read-only without products:update). */
export function OptimalStockForm({ productId, levels }: OptimalStockFormProps) {
  const save = useSaveStockLevels(productId);
  const canUpdate = useCan("products:update");
  const { register, errors, onSubmit } = useSaveForm({
    resolver,
    defaultValues: valuesOf(levels),
    fieldNames: FIELD_NAMES,
    save: (next: StockLevels, callbacks) => save.mutate(next, callbacks),
    // The answer is the product, which does not carry the levels: the form keeps what was sent.
    savedValues: (next) => valuesOf(next),
  });

  return (
    <DetailCard title="Inventario óptimo">
      <form noValidate aria-busy={save.isPending} onSubmit={canUpdate ? onSubmit : (event) => event.preventDefault()}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Cantidad mínima"
            inputMode="numeric"
            autoComplete="off"
            error={errors.min_stock?.message}
            {...digitsOnly(register("min_stock"))}
            readOnly={!canUpdate}
          />
          <TextField
            label="Cantidad máxima"
            inputMode="numeric"
            autoComplete="off"
            error={errors.max_stock?.message}
            {...digitsOnly(register("max_stock"))}
            readOnly={!canUpdate}
          />
        </div>
        {canUpdate ? <SaveButton pending={save.isPending}>Guardar inventario óptimo</SaveButton> : null}
      </form>
    </DetailCard>
  );
}
