import { linkClassName, ScreenLink } from "./screen-link";

type ProductLinkProps = {
  /** The product's screen (each feature's own path to it). */
  to: string;
  name: string;
  /** Under the name, monospaced, when the table has no SKU column of its own. */
  sku?: string;
};

/**
 * A product in a table's cell: its name linking to its screen (plain text for whoever may not open it), and
 * its SKU under it.
 */
export function ProductLink({ to, name, sku }: ProductLinkProps) {
  return (
    <>
      <ScreenLink
        to={to}
        className={`block font-medium ${linkClassName}`}
        plainClassName="block font-medium text-gray-900"
      >
        {name}
      </ScreenLink>
      {sku === undefined ? null : <span className="block font-mono text-xs text-gray-600">{sku}</span>}
    </>
  );
}
