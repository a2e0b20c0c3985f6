import { Lightbulb } from "lucide-react";
import { linkClassName, ScreenLink } from "../../../components/screen-link";
import { alertTexts, purchaseSuggestionsPath } from "../alert-texts";

/**
 * On 'Stock bajo': 'Ver sugerido de compra', what to order of these products, for whoever may read the
 * purchases (nothing at all for anyone else: the words only invite to go).
 */
export function SuggestionsLink({ warehouse }: { warehouse: string }) {
  return (
    <ScreenLink
      to={purchaseSuggestionsPath(warehouse)}
      className={`mb-3 inline-flex items-center gap-1.5 text-sm font-semibold ${linkClassName} hover:text-indigo-900`}
      fallback={null}
    >
      <Lightbulb aria-hidden="true" className="size-4" />
      {alertTexts.suggestionsLink}
    </ScreenLink>
  );
}
