import type { StockCount } from "@inventario/shared/stock-counts";
import { useId } from "react";
import { useNavigate } from "react-router";
import { FormModal } from "../../../components/form-modal";
import { SelectField } from "../../../components/select-field";
import { TextField } from "../../../components/text-field";
import { TextareaField } from "../../../components/textarea-field";
import { useModalForm } from "../../../lib/use-modal-form";
import { usePreselectSoleWarehouse } from "../../../lib/use-warehouse-scope";
import { useOwnWarehouseOptions } from "../../../lib/warehouse-options";
import { type NewCountPayload, useCreateStockCount } from "../api/create-stock-count";
import { emptyNewCount, NEW_COUNT_FIELDS, type NewCountValues, newCountResolver } from "../count-form";
import { countPaths, newCountTexts as texts } from "../stock-count-texts";

/**
 * 'Nuevo conteo': the warehouse (an active one, of the user's own when they are limited to some), blind or not, what it covers (a category, a search, a list
 * of SKUs; nothing: the whole warehouse) and a note. Opened, the count's page shows.
 */
export function NewCountModal({ onClose }: { onClose: () => void }) {
  const create = useCreateStockCount();
  const navigate = useNavigate();
  const warehouses = useOwnWarehouseOptions();
  const blindHintId = useId();
  const { register, setValue, errors, onSubmit } = useModalForm<NewCountValues, NewCountPayload, StockCount>({
    resolver: newCountResolver,
    defaultValues: emptyNewCount,
    fieldNames: NEW_COUNT_FIELDS,
    send: (payload, callbacks) => create.mutate(payload, callbacks),
    onSaved: (count) => navigate(countPaths.count(count.id)),
  });
  usePreselectSoleWarehouse(warehouses.data, "", (id) => setValue("warehouse_id", id));

  return (
    <FormModal
      title={texts.title}
      submitLabel={texts.submit}
      sending={create.isPending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <div className="space-y-4">
        <SelectField
          label={texts.warehouse}
          required
          aria-busy={warehouses.isLoading}
          error={errors.warehouse_id?.message}
          {...register("warehouse_id")}
        >
          <option value="">{warehouses.isLoading ? texts.loadingWarehouses : texts.chooseWarehouse}</option>
          {warehouses.data?.map((warehouse) => (
            <option key={warehouse.id} value={warehouse.id}>
              {warehouse.name}
            </option>
          ))}
        </SelectField>
        <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-gray-200 px-3 py-2.5 text-sm">
          <input
            type="checkbox"
            aria-describedby={blindHintId}
            className="mt-0.5 size-4 shrink-0 rounded border-gray-400 accent-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-500"
            {...register("blind")}
          />
          <span>
            <span className="block font-medium text-gray-800">{texts.blind}</span>
            <span id={blindHintId} className="block text-gray-600">
              {texts.blindHint}
            </span>
          </span>
        </label>
        <fieldset className="space-y-4 rounded-lg border border-gray-200 p-3 sm:p-4">
          <legend className="px-1 text-sm font-semibold text-gray-900">{texts.scope}</legend>
          <p className="-mt-2 text-sm text-gray-600">{texts.scopeHint}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={texts.category}
              maxLength={80}
              error={errors.scope?.category?.message}
              {...register("scope.category")}
            />
            <TextField
              label={texts.search}
              maxLength={100}
              error={errors.scope?.search?.message}
              {...register("scope.search")}
            />
          </div>
          <div>
            <TextareaField
              label={texts.skus}
              rows={3}
              spellCheck={false}
              className="[&_textarea]:font-mono"
              error={errors.scope?.skus?.message}
              {...register("scope.skus")}
            />
            <p className="mt-1.5 text-xs text-gray-600">{texts.skusHint}</p>
          </div>
        </fieldset>
        <TextareaField label={texts.note} maxLength={1000} error={errors.note?.message} {...register("note")} />
      </div>
    </FormModal>
  );
}
