/**
 * Readable, sequential document numbers (issue 18): a sale and its picking request share one number,
 * shown as V-000123 and A-000123; transfers have their own, T-000045. At least six digits, more when
 * the count passes 999,999. The database keeps the integer; these are how a person reads and types it.
 */
export const DOCUMENT_PREFIXES = { sale: "V", withdrawal: "A", transfer: "T" } as const;
export type DocumentKind = keyof typeof DOCUMENT_PREFIXES;

export function formatDocumentNumber(kind: DocumentKind, number: number): string {
  return `${DOCUMENT_PREFIXES[kind]}-${String(number).padStart(6, "0")}`;
}

/**
 * What a document's search_text starts with, so that "V-000123", "V-123" and "123" all find it (the
 * searches are substring matches over normalized text): "v-000123 v-123".
 */
export function documentSearchTokens(kind: DocumentKind, number: number): string {
  const prefix = DOCUMENT_PREFIXES[kind].toLowerCase();
  return `${prefix}-${String(number).padStart(6, "0")} ${prefix}-${number}`;
}

/** The largest number a document can have: the columns holding them are 32-bit integers. */
const MAX_DOCUMENT_NUMBER = 2_147_483_647;

/**
 * The number a person typed for a document of this kind ("V-000123", "v-123", "123"), or null when the
 * text is not one (or is past any number a document can have).
 */
export function parseDocumentNumber(kind: DocumentKind, value: string): number | null {
  const match = new RegExp(`^(?:${DOCUMENT_PREFIXES[kind]}-?)?0*(\\d{1,12})$`, "i").exec(value.trim());
  if (!match) return null;
  const number = Number(match[1]);
  return number >= 1 && number <= MAX_DOCUMENT_NUMBER ? number : null;
}
