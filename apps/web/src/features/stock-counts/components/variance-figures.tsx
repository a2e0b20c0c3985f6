import type { VarianceFigures as Figures } from "@inventario/shared/stock-counts";
import { formatQuantity } from "../../../lib/format-quantity";
import { differenceTone, signedPesos } from "../../../lib/signed-pesos";
import { signedQuantity } from "../count-lines";
import { varianceTexts as texts } from "../stock-count-texts";

/** A figure as shown, and its sign (what colours it: a second cue only, the sign says it). */
type Figure = { text: string; sign: number };

type FigureCard = {
  label: string;
  /** The card's figure: a count of products, or signed units. */
  main: Figure;
  /** The units' value in pesos, under them. */
  value?: Figure;
};

const units = (total: number): Figure => ({ text: texts.units(signedQuantity(total), total), sign: total });
const pesos = (total: number): Figure => ({ text: signedPesos(total), sign: total });

/** The count's figures in the order they are read: how many products differ, over, under and the net. */
function cardsOf(totals: Figures): FigureCard[] {
  return [
    { label: texts.figures.products, main: { text: formatQuantity(totals.products), sign: 0 } },
    { label: texts.figures.surplus, main: units(totals.surplus_units), value: pesos(totals.surplus_value) },
    { label: texts.figures.shortage, main: units(-totals.shortage_units), value: pesos(-totals.shortage_value) },
    { label: texts.figures.net, main: units(totals.net_units), value: pesos(totals.net_value) },
  ];
}

/** 'Productos con diferencia', 'Sobrantes', 'Faltantes' and 'Neto' as cards: units, and their value under them. */
export function VarianceFigures({ totals }: { totals: Figures }) {
  return (
    <section aria-label={texts.totalsLabel}>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cardsOf(totals).map((card) => (
          <div key={card.label} className="min-w-0 rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
            <dt className="text-sm font-medium text-gray-600">{card.label}</dt>
            <dd
              className={`mt-1 text-base font-semibold tabular-nums [overflow-wrap:anywhere] sm:text-lg ${card.main.sign ? differenceTone(card.main.sign) : "text-gray-900"}`}
            >
              {card.main.text}
            </dd>
            {card.value !== undefined ? (
              <dd
                className={`text-sm font-medium tabular-nums [overflow-wrap:anywhere] ${differenceTone(card.value.sign)}`}
              >
                {card.value.text}
              </dd>
            ) : null}
          </div>
        ))}
      </dl>
    </section>
  );
}
