import type { ReactNode } from "react";

export type PrintFact = { label: string; value: ReactNode };

/**
 * The top of a printed document (a picking list, a purchase order, a count sheet…): its title with its
 * number, or what it is of, on the right over a rule, then its facts, small capital labels over their
 * values, `columns` to a row (`columns` a grid class list, as each sheet lays them out).
 */
export function PrintHeading({
  title,
  aside,
  asideMono = true,
  facts,
  columns,
  between,
}: {
  title: ReactNode;
  /** The document's number (monospaced), or another name for it (`asideMono` false). */
  aside?: ReactNode;
  asideMono?: boolean;
  facts: ReadonlyArray<PrintFact>;
  columns: string;
  /** Said between the title and the facts (a blind count's mark). */
  between?: ReactNode;
}) {
  return (
    <>
      <header className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 border-b-2 border-black pb-2">
        <h2 className="text-[14pt] font-bold">{title}</h2>
        {aside ? <p className={`${asideMono ? "font-mono " : ""}text-[14pt] font-bold`}>{aside}</p> : null}
      </header>
      {between}
      <dl className={`mb-3 grid gap-x-4 gap-y-2 ${columns}`}>
        {facts.map((fact) => (
          <div key={fact.label} className="min-w-0">
            <dt className="text-[8pt] uppercase">{fact.label}</dt>
            <dd className="font-semibold break-words">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
