import { supplierKeys } from "../../../lib/query-keys";
import { supplierTexts } from "../supplier-texts";

/**
 * What every write of a supplier shares: one failure text (a 400 or 409 shows the server's own, which says
 * what to change) and every cached supplier page, record, price list and product section reloaded.
 */
export const supplierWriteOptions = { errorMessage: supplierTexts.saveError, invalidates: supplierKeys.all };
