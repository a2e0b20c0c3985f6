import { Star } from "lucide-react";

/**
 * 'Preferido': the supplier a product is bought from first (one per product). Shown on a supplier's price
 * list and on the product's suppliers alike, told by its text as well as its star.
 */
export function PreferredBadge() {
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-600/30">
      <Star aria-hidden="true" className="size-3 fill-amber-500 text-amber-600" />
      Preferido
    </span>
  );
}
