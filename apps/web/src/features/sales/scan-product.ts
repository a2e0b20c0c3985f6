import type { ScanOutcome } from "../../components/scan-field";
import { ApiRequestError } from "../../lib/api-error";
import { getProductBySku } from "./api/get-product-by-sku";
import type { ScannedProduct } from "./sale-lines";
import { saleTexts } from "./sale-texts";

/**
 * A scanned code in 'Registrar Venta': the product is looked up by its exact SKU and handed to `add`, which
 * applies the sale's rules; an unknown code, a refusal or a failed lookup is said beside the field.
 */
export async function scanProduct(code: string, add: (product: ScannedProduct) => ScanOutcome): Promise<ScanOutcome> {
  try {
    return add(await getProductBySku(code));
  } catch (error) {
    return { ok: false, message: error instanceof ApiRequestError ? error.message : saleTexts.scanFailed };
  }
}
