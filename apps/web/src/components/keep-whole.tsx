import type { ReactNode } from "react";

/**
 * `text` with `part` (a document number such as V-000123, or a SKU) kept on one line: a narrow dialog
 * breaks a line after a dash, which split "V-" from "000123". The text reads the same to assistive tech.
 */
export function keepWhole(text: string, part: string): ReactNode {
  const at = text.lastIndexOf(part);
  if (part === "" || at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <span className="whitespace-nowrap">{part}</span>
      {text.slice(at + part.length)}
    </>
  );
}
