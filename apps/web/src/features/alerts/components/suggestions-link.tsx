import { Lightbulb } from "lucide-react";
import { ScreenLink } from "../../../components/screen-link";
import { alertTexts, purchaseSuggestionsPath } from "../alert-texts";

/**
 * On 'Stock bajo': 'Ver sugerido de compra', what to order of these products, for whoever may read the
 * purchases (nothing at all for anyone else: the words only invite to go).
 */
export function SuggestionsLink({ warehouse }: { warehouse: string }) {
  return (
    <ScreenLink
      to={purchaseSuggestionsPath(warehouse)}
      className="mb-3 inline-flex items-center gap-1.5 text-sm font-semibold text-indigo-700 hover:text-indigo-900 hover:underline focus-visible:rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
      fallback={null}
    >
      <Lightbulb aria-hidden="true" className="size-4" />
      {alertTexts.suggestionsLink}
    </ScreenLink>
  );
}
