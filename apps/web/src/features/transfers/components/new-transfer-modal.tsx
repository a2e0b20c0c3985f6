import type { LotState } from "@inventario/shared/inventory";
import type { Product } from "@inventario/shared/products";
import { useEffect, useMemo, useRef } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { FormModal } from "../../../components/form-modal";
import { SuggestionCombobox } from "../../../components/suggestion-combobox";
import { TextareaField } from "../../../components/textarea-field";
import { transferKeys } from "../../../lib/query-keys";
import { searchProducts } from "../../../lib/search-products";
import { showServerFieldErrors } from "../../../lib/server-field-errors";
import type { TransferPrefill } from "../../../lib/transfer-prefill";
import { useSuggestions } from "../../../lib/use-suggestions";
import { useWarehouseScope } from "../../../lib/use-warehouse-scope";
import { useWarehouseOptions } from "../../../lib/warehouse-options";
import { useCreateTransfer } from "../api/create-transfer";
import { usePrefilledProduct } from "../api/get-product";
import { useProductLots } from "../api/get-product-lots";
import {
  emptyTransferValues,
  lotsWithStock,
  onlyLotIn,
  sourceWarehouses,
  TRANSFER_FIELDS,
  type TransferPayload,
  type TransferValues,
  transferResolver,
} from "../transfer-form";
import { transferTexts } from "../transfer-texts";
import { TransferPlaceFields } from "./transfer-place-fields";

const productLabel = (product: Pick<Product, "sku" | "name">) => `${product.sku} - ${product.name}`;

type NewTransferModalProps = {
  onClose: () => void;
  /** What a link proposes (an alert's 'Trasladar'): filled in as far as the form finds it among its choices. */
  prefill?: TransferPrefill | undefined;
};

/**
 * 'Nuevo traslado': a product found by name or SKU, then the source warehouse and lot among those that
 * hold it (only the user's own when they are limited to some, issue 34), the destination (any other active
 * warehouse), the quantity and a note. The server's schema
 * checks it before sending; a refusal's `fields` land under their inputs.
 */
export function NewTransferModal({ onClose, prefill }: NewTransferModalProps) {
  const create = useCreateTransfer();
  // The resolver reads the lots loaded last, whichever render built it.
  const lotsRef = useRef<Map<string, LotState>>(new Map());
  const resolver = useMemo(() => transferResolver((id) => lotsRef.current.get(id)), []);
  const { control, register, handleSubmit, setError, setValue, formState } = useForm<
    TransferValues,
    unknown,
    TransferPayload
  >({ resolver, defaultValues: emptyTransferValues });
  const { errors } = formState;
  const [productId, fromId, lotId, toId] = useWatch({
    control,
    name: ["product_id", "from_warehouse_id", "lot_number", "to_warehouse_id"],
  });

  const suggestions = useSuggestions(transferKeys.productSuggestions, searchProducts, productId === "");
  const warehouses = useWarehouseOptions();
  const lotsQuery = useProductLots(productId === "" ? null : productId);
  const scope = useWarehouseScope();
  // The lots a transfer may take from: in an active warehouse, and one of the user's own when scoped.
  const sourceIds = new Set(warehouses.data?.map((warehouse) => warehouse.id).filter(scope.isOwn));
  const lots = lotsWithStock(lotsQuery.data ?? [], sourceIds);
  lotsRef.current = new Map(lots.map((lot) => [lot.id, lot]));

  // A prefilled form, once: its product as if picked from the suggestions (an unknown or inactive one is
  // not), then, when its lots are in, the places and quantity the link names where the selects offer them.
  const proposed = usePrefilledProduct(prefill?.product ?? "").data;
  const prefilled = useRef({ product: false, places: false });
  useEffect(() => {
    if (!proposed?.is_active || prefilled.current.product) return;
    prefilled.current.product = true;
    suggestions.setText(productLabel(proposed));
    setValue("product_id", proposed.id);
  });
  const placesReady =
    prefill !== undefined && productId === prefill.product && lotsQuery.isSuccess && warehouses.isSuccess;
  useEffect(() => {
    if (!placesReady || prefilled.current.places) return;
    prefilled.current.places = true;
    const from = sourceWarehouses(lots).some((source) => source.id === prefill.from) ? prefill.from : "";
    if (from !== "") {
      setValue("from_warehouse_id", from);
      setValue("lot_number", onlyLotIn(lots, from));
      if (prefill.to !== from && warehouses.data.some((warehouse) => warehouse.id === prefill.to)) {
        setValue("to_warehouse_id", prefill.to);
      }
    }
    setValue("quantity", prefill.quantity);
  });

  // A user limited to one warehouse transfers from it: once a product's lots are in, it is the source.
  const soleSourceFor = useRef("");
  useEffect(() => {
    const sole = scope.sole;
    if (sole === null || productId === "" || !lotsQuery.isSuccess || soleSourceFor.current === productId) return;
    soleSourceFor.current = productId;
    if (fromId !== "" || !lots.some((lot) => lot.warehouse_id === sole)) return;
    setValue("from_warehouse_id", sole);
    setValue("lot_number", onlyLotIn(lots, sole));
  });

  /** A new product, or none: everything chosen for the previous one no longer holds. */
  const resetPlaces = () => {
    for (const name of ["from_warehouse_id", "lot_number", "to_warehouse_id", "quantity"] as const) {
      setValue(name, "");
    }
  };

  const onValid = (payload: TransferPayload) => {
    create.mutate(payload, {
      onSuccess: onClose,
      onError: (error) => showServerFieldErrors(error, TRANSFER_FIELDS, setError),
    });
  };

  return (
    <FormModal
      title={transferTexts.formTitle}
      submitLabel={transferTexts.submit}
      sending={create.isPending}
      // Two columns of selects: at "lg" a lot's label (number · quantity · expiration) ran under its arrow.
      size="xl"
      onClose={onClose}
      onSubmit={handleSubmit(onValid)}
    >
      <div className="space-y-4">
        <Controller
          control={control}
          name="product_id"
          render={({ field, fieldState }) => (
            <SuggestionCombobox
              label={transferTexts.product}
              hint={transferTexts.productHint}
              suggestions={suggestions}
              onTextChange={(text) => {
                suggestions.setText(text);
                // Typing again means looking for another product: the chosen one no longer holds.
                if (field.value !== "") {
                  field.onChange("");
                  resetPlaces();
                }
              }}
              getKey={(product) => product.id}
              getLabel={productLabel}
              onSelect={(product) => {
                suggestions.setText(productLabel(product));
                field.onChange(product.id);
                resetPlaces();
              }}
              error={fieldState.error?.message}
              inputRef={field.ref}
            />
          )}
        />
        <TransferPlaceFields
          register={register}
          setValue={setValue}
          errors={errors}
          productChosen={productId !== ""}
          fromId={fromId}
          lotId={lotId}
          toId={toId}
          lots={lots}
          lotsLoading={lotsQuery.isLoading || warehouses.isLoading}
          lotsFailed={lotsQuery.isError}
          scoped={scope.scoped}
          warehouses={warehouses.data ?? []}
        />
        <TextareaField label={transferTexts.note} error={errors.note?.message} {...register("note")} />
      </div>
    </FormModal>
  );
}
