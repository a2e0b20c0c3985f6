import { nitCheckDigit } from "@inventario/shared/nit";
import { nowIso } from "../../lib/time";
import type { StockTransaction } from "../../modules/idempotency/idempotent-transaction";
import { updateBusinessSettings } from "../../modules/settings/settings.repository";

const NIT = "901845236";

/**
 * An invented business ('Empresa'): responsable de IVA, with a POS numbering the DIAN could have
 * authorised (a resolution of this year, valid for two), so the demo's receipts have what they print.
 */
export async function seedDemoBusiness(db: StockTransaction): Promise<void> {
  const year = Number(nowIso().slice(0, 4));
  await updateBusinessSettings(db, {
    legal_name: "Inventario Demo S.A.S.",
    nit: NIT,
    dv: nitCheckDigit(NIT),
    vat_responsible: 1,
    address: "Carrera 8 # 20-45",
    city: "Pereira",
    phone: "606 335 2020",
    receipt_footer: "Gracias por su compra. Cambios dentro de los 30 días con este recibo.",
    pos_prefix: "POS",
    pos_resolution: "18764000123456",
    pos_resolution_date: `${year}-01-15`,
    pos_from: 1,
    pos_to: 100_000,
    pos_valid_until: `${year + 2}-01-15`,
    updated_at: nowIso(),
  });
}
