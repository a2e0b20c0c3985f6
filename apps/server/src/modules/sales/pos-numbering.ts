import { formatDateEsCo } from "@inventario/shared/dates";
import { posNumberingMessages } from "@inventario/shared/pos-numbering";
import type { Selectable } from "kysely";
import type { Db } from "../../db/connection";
import type { BusinessSettingsTable } from "../../db/types";
import { conflict } from "../../errors";
import { takeReceiptNumber } from "./sales.repository";

/**
 * A new sale's 'Documento equivalente POS' number (issue 35): the next one of the resolution the settings
 * hold, or none while no numbering is set (a business may sell before the DIAN authorises one). A numbering
 * past its validity or its range refuses the sale (409, nothing written: the taken number rolls back with it).
 */
export async function receiptNumberOf(
  trx: Db,
  settings: Selectable<BusinessSettingsTable>,
  today: string,
): Promise<{ receipt_prefix: string; receipt_number: number } | null> {
  const { pos_resolution: resolution, pos_from: from, pos_to: to, pos_valid_until: until } = settings;
  if (resolution === null || from === null || to === null || until === null) return null;
  if (today > until) throw conflict(posNumberingMessages.expired(formatDateEsCo(until)));
  const number = await takeReceiptNumber(trx, resolution, Number(from));
  if (number > Number(to)) throw conflict(posNumberingMessages.exhausted(Number(to)));
  return { receipt_prefix: settings.pos_prefix, receipt_number: number };
}
