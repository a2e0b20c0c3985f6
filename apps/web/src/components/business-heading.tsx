import type { BusinessSettings } from "@inventario/shared/business-settings";
import { formatNit } from "@inventario/shared/nit";

export const businessHeadingTexts = {
  nit: (nit: string) => `NIT ${nit}`,
  phone: (phone: string) => `Tel. ${phone}`,
} as const;

/**
 * Who issues a printed document (a sale's receipt, a shift's closing report): the business's legal name, NIT
 * with its check digit, address and phone, as 'Empresa' holds them. Print only once they are set
 * (`business.configured`).
 */
export function BusinessHeading({ business, className = "mb-2" }: { business: BusinessSettings; className?: string }) {
  const place = [business.address, business.city].filter(Boolean).join(", ");
  return (
    <div className={className}>
      <p className="text-xs font-bold uppercase">{business.legal_name}</p>
      {business.dv === null ? null : <p>{businessHeadingTexts.nit(formatNit(business.nit, business.dv))}</p>}
      {place ? <p>{place}</p> : null}
      {business.phone ? <p>{businessHeadingTexts.phone(business.phone)}</p> : null}
    </div>
  );
}
