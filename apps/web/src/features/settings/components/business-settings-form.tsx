import {
  type BusinessSettings,
  businessSettingsInputSchema,
  businessSettingsMessages,
} from "@inventario/shared/business-settings";
import { Save } from "lucide-react";
import { useId } from "react";
import { useWatch } from "react-hook-form";
import { Button } from "../../../components/button";
import { dateFieldTexts } from "../../../components/date-field";
import { DetailSection } from "../../../components/detail-section";
import { FormDateField } from "../../../components/form-date-field";
import { NitFields } from "../../../components/nit-fields";
import { Notice } from "../../../components/notice";
import { SelectField } from "../../../components/select-field";
import { Spinner } from "../../../components/spinner";
import { TextField } from "../../../components/text-field";
import { TextareaField } from "../../../components/textarea-field";
import { convertingResolver } from "../../../lib/converting-resolver";
import { digitsOnly } from "../../../lib/digits-only";
import { moneyInput } from "../../../lib/form-numbers";
import { upperCased } from "../../../lib/transform-input";
import { useSaveForm } from "../../../lib/use-save-form";
import { useWarehouseOptions } from "../../../lib/warehouse-options";
import { type BusinessSettingsPayload, useSaveBusinessSettings } from "../api/save-business-settings";
import {
  BUSINESS_FIELDS,
  type BusinessFormValues,
  businessFormValues,
  toBusinessSettingsInput,
} from "../business-form-values";
import { businessSettingsLabels as labels, businessSettingsTexts as texts } from "../settings-texts";
import { SettingCheckbox } from "./setting-checkbox";

// The route's own schema: the DV must match the NIT, and the POS numbering is all given or all empty.
const resolver = convertingResolver(businessSettingsInputSchema, toBusinessSettingsInput);

/**
 * The shared message for a date that is none speaks of AAAA-MM-DD, the API's shape; the box shows
 * dd/mm/aaaa, so it says what the date field itself says of such a text.
 */
const dateMessage = (message: string | undefined) =>
  message === businessSettingsMessages.dateInvalid ? dateFieldTexts.invalid : message;

/** Boxes of digits only: the NIT's range numbers and the resolution's number. */
const numeric = { inputMode: "numeric", autoComplete: "off" } as const;

/**
 * 'Empresa': the business's data, its taxes, the POS numbering the DIAN authorised, the receipt's footer
 * and the cash rule, saved together with 'Guardar'; the form then shows what was stored.
 */
export function BusinessSettingsForm({ settings }: { settings: BusinessSettings }) {
  const save = useSaveBusinessSettings();
  const uvtId = useId();
  const uvtHintId = useId();
  const footerId = useId();
  const footerHintId = useId();
  const counterId = useId();
  const counterHintId = useId();
  const warehouses = useWarehouseOptions();
  const { register, control, errors, onSubmit } = useSaveForm<
    BusinessFormValues,
    BusinessSettingsPayload,
    BusinessSettings
  >({
    resolver,
    defaultValues: businessFormValues(settings),
    fieldNames: BUSINESS_FIELDS,
    save: (payload, callbacks) => save.mutate(payload, callbacks),
    savedValues: (_, saved) => businessFormValues(saved),
  });
  const nit = useWatch({ control, name: "nit" });

  return (
    <form noValidate aria-busy={save.isPending} onSubmit={onSubmit} className="grid max-w-4xl gap-6">
      <DetailSection look="card" title={texts.companySection}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={labels.legal_name}
            autoComplete="organization"
            maxLength={150}
            className="sm:col-span-2"
            error={errors.legal_name?.message}
            {...register("legal_name")}
          />
          <NitFields
            nitRegistration={digitsOnly(register("nit"))}
            dvRegistration={digitsOnly(register("dv"))}
            nitError={errors.nit?.message}
            dvError={errors.dv?.message}
            nit={nit}
          />
          <TextField
            label={labels.address}
            autoComplete="off"
            maxLength={200}
            className="sm:col-span-2"
            error={errors.address?.message}
            {...register("address")}
          />
          <TextField
            label={labels.city}
            autoComplete="off"
            maxLength={80}
            error={errors.city?.message}
            {...register("city")}
          />
          <TextField
            label={labels.phone}
            type="tel"
            autoComplete="off"
            maxLength={20}
            error={errors.phone?.message}
            {...register("phone")}
          />
        </div>
      </DetailSection>

      <DetailSection look="card" title={texts.taxesSection}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SettingCheckbox
            label={labels.vat_responsible}
            hint={texts.vatHint}
            className="sm:col-span-2"
            registration={register("vat_responsible")}
          />
          <div>
            <TextField
              id={uvtId}
              label={labels.uvt}
              inputMode="numeric"
              autoComplete="off"
              error={errors.uvt?.message}
              aria-describedby={errors.uvt ? `${uvtId}-error ${uvtHintId}` : uvtHintId}
              {...moneyInput(register("uvt"))}
            />
            <p id={uvtHintId} className="mt-1.5 text-xs text-gray-600">
              {texts.uvtHint}
            </p>
          </div>
        </div>
      </DetailSection>

      <DetailSection look="card" title={texts.numberingSection}>
        <Notice tone="info" className="mb-4">
          {texts.numberingNote}
        </Notice>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <TextField
            label={labels.pos_prefix}
            autoComplete="off"
            maxLength={4}
            error={errors.pos_prefix?.message}
            {...upperCased(register("pos_prefix"))}
          />
          <TextField
            label={labels.pos_resolution}
            maxLength={20}
            error={errors.pos_resolution?.message}
            {...numeric}
            {...digitsOnly(register("pos_resolution"))}
          />
          <FormDateField
            control={control}
            name="pos_resolution_date"
            label={labels.pos_resolution_date}
            error={dateMessage(errors.pos_resolution_date?.message)}
          />
          <TextField
            label={labels.pos_from}
            maxLength={10}
            error={errors.pos_from?.message}
            {...numeric}
            {...digitsOnly(register("pos_from"))}
          />
          <TextField
            label={labels.pos_to}
            maxLength={10}
            error={errors.pos_to?.message}
            {...numeric}
            {...digitsOnly(register("pos_to"))}
          />
          <FormDateField
            control={control}
            name="pos_valid_until"
            label={labels.pos_valid_until}
            error={dateMessage(errors.pos_valid_until?.message)}
          />
        </div>
      </DetailSection>

      <DetailSection look="card" title={texts.receiptSection}>
        <TextareaField
          id={footerId}
          label={labels.receipt_footer}
          rows={3}
          maxLength={500}
          error={errors.receipt_footer?.message}
          aria-describedby={errors.receipt_footer ? `${footerId}-error ${footerHintId}` : footerHintId}
          {...register("receipt_footer")}
        />
        <p id={footerHintId} className="mt-1.5 text-xs text-gray-600">
          {texts.footerHint}
        </p>
      </DetailSection>

      <DetailSection look="card" title={texts.cashSection}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SettingCheckbox
            label={labels.require_cash_session}
            hint={texts.cashHint}
            className="sm:col-span-2"
            registration={register("require_cash_session")}
          />
          <SettingCheckbox
            label={labels.auto_print_receipt}
            hint={texts.autoPrintHint}
            className="sm:col-span-2"
            registration={register("auto_print_receipt")}
          />
          <div>
            {/* Registered once its options are there, so the saved bodega is selected, not lost to "Ninguna". */}
            {warehouses.data === undefined ? (
              <SelectField id={counterId} label={labels.counter_warehouse_id} disabled>
                <option>{texts.loadingWarehouses}</option>
              </SelectField>
            ) : (
              <SelectField
                id={counterId}
                label={labels.counter_warehouse_id}
                error={errors.counter_warehouse_id?.message}
                aria-describedby={errors.counter_warehouse_id ? `${counterId}-error ${counterHintId}` : counterHintId}
                {...register("counter_warehouse_id")}
              >
                <option value="">{texts.noCounterWarehouse}</option>
                {(warehouses.data ?? []).map((warehouse) => (
                  <option key={warehouse.id} value={warehouse.id}>
                    {warehouse.name}
                  </option>
                ))}
              </SelectField>
            )}
            <p id={counterHintId} className="mt-1.5 text-xs text-gray-600">
              {texts.counterWarehouseHint}
            </p>
          </div>
        </div>
      </DetailSection>

      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
          {save.isPending ? <Spinner /> : <Save aria-hidden="true" className="size-4" />}
          {texts.save}
        </Button>
      </div>
    </form>
  );
}
