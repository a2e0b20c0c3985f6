import type { BusinessSettings, BusinessSettingsInput } from "@inventario/shared/business-settings";
import { moneyNumber, moneyText, toNumber } from "../../lib/form-numbers";

/** What the 'Empresa' form holds: every box as typed (dates as YYYY-MM-DD, "" for none), the checkboxes. */
export type BusinessFormValues = {
  legal_name: string;
  nit: string;
  dv: string;
  address: string;
  city: string;
  phone: string;
  vat_responsible: boolean;
  uvt: string;
  pos_prefix: string;
  pos_resolution: string;
  pos_resolution_date: string;
  pos_from: string;
  pos_to: string;
  pos_valid_until: string;
  receipt_footer: string;
  require_cash_session: boolean;
  auto_print_receipt: boolean;
  /** "" for none. */
  counter_warehouse_id: string;
};

/**
 * The fields with a message under them, in the form's order: the server's messages for them go there (the
 * checkboxes cannot be refused but by a broken client: their message is left to the toast).
 */
export const BUSINESS_FIELDS = [
  "legal_name",
  "nit",
  "dv",
  "address",
  "city",
  "phone",
  "uvt",
  "pos_prefix",
  "pos_resolution",
  "pos_resolution_date",
  "pos_from",
  "pos_to",
  "pos_valid_until",
  "receipt_footer",
  "counter_warehouse_id",
] as const satisfies readonly (keyof BusinessFormValues)[];

const numberText = (value: number | null) => (value === null ? "" : String(value));

/** The stored data as the boxes show it; before the first save, the NIT's boxes are empty. */
export function businessFormValues(settings: BusinessSettings): BusinessFormValues {
  return {
    legal_name: settings.legal_name,
    nit: settings.nit,
    dv: numberText(settings.dv),
    address: settings.address,
    city: settings.city,
    phone: settings.phone,
    vat_responsible: settings.vat_responsible,
    uvt: moneyText(settings.uvt),
    pos_prefix: settings.pos_prefix,
    pos_resolution: settings.pos_resolution ?? "",
    pos_resolution_date: settings.pos_resolution_date ?? "",
    pos_from: numberText(settings.pos_from),
    pos_to: numberText(settings.pos_to),
    pos_valid_until: settings.pos_valid_until ?? "",
    receipt_footer: settings.receipt_footer,
    require_cash_session: settings.require_cash_session,
    auto_print_receipt: settings.auto_print_receipt,
    counter_warehouse_id: settings.counter_warehouse_id ?? "",
  };
}

/**
 * The boxes as the shared schema reads them: DV, UVT and the range as numbers, an empty box missing (the
 * schema then asks for the DV and the UVT, and leaves an empty range out as it does the other empty parts).
 */
export const toBusinessSettingsInput = (values: BusinessFormValues): BusinessSettingsInput => ({
  ...values,
  dv: toNumber(values.dv) as number,
  uvt: moneyNumber(values.uvt) as number,
  pos_from: toNumber(values.pos_from),
  pos_to: toNumber(values.pos_to),
  counter_warehouse_id: values.counter_warehouse_id || null,
});
