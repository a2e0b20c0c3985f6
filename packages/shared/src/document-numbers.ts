/**
 * Readable, sequential document numbers (issue 18): a sale and its picking request share one number,
 * shown as V-000123 and A-000123; transfers have their own, T-000045. At least six digits, more when
 * the count passes 999,999. The database keeps the integer; these are how a person reads and types it.
 */
export type DocumentKindDefinition = {
  /** The table holding the documents (apps/server/src/db/types.ts; the server's documents.ts checks it). */
  table: string;
  /** Its column holding the integer number. */
  numberColumn: string;
  /** The letter of the readable number: V-000123. */
  prefix: string;
  /** What a movement's reference naming one reads: "Venta V-000123". */
  name: string;
};

/**
 * Every kind of numbered document, defined once (docs/EXTENDING.md, "Adding a document kind"): the
 * readable numbers, their search tokens and the movement references ("Venta V-000123") derive from it,
 * and the server joins each kind's table to the ledger rows whose reference is one of its ids. A
 * movement's reference names at most one document (ids are unique across tables); the order here is
 * the one in which the kinds are tried.
 */
export const DOCUMENT_KINDS = {
  withdrawal: { table: "withdrawals", numberColumn: "number", prefix: "A", name: "Alistamiento" },
  sale: { table: "sales", numberColumn: "number", prefix: "V", name: "Venta" },
  transfer: { table: "transfers", numberColumn: "number", prefix: "T", name: "Traslado" },
  // An import's stock rows read "Saldo inicial I-000001" in the kardex (issue 31).
  import: { table: "imports", numberColumn: "number", prefix: "I", name: "Saldo inicial" },
  // Issue 32: an order moves no stock; its receipts ('Compra RC-000045') and returns do.
  purchaseOrder: { table: "purchase_orders", numberColumn: "number", prefix: "OC", name: "Orden de compra" },
  purchaseReceipt: { table: "purchase_receipts", numberColumn: "number", prefix: "RC", name: "Compra" },
  supplierReturn: { table: "supplier_returns", numberColumn: "number", prefix: "DP", name: "Devolución a proveedor" },
  // Issue 33: a count's adjustments read "Conteo CF-000012".
  stockCount: { table: "stock_counts", numberColumn: "number", prefix: "CF", name: "Conteo" },
} as const satisfies Record<string, DocumentKindDefinition>;

export type DocumentKind = keyof typeof DOCUMENT_KINDS;
export const DOCUMENT_KIND_CODES = Object.keys(DOCUMENT_KINDS) as DocumentKind[];

/** Each kind's prefix: sale → "V". */
export const DOCUMENT_PREFIXES = Object.fromEntries(
  DOCUMENT_KIND_CODES.map((kind) => [kind, DOCUMENT_KINDS[kind].prefix]),
) as { [K in DocumentKind]: (typeof DOCUMENT_KINDS)[K]["prefix"] };

/** Each kind's Spanish name: sale → "Venta". */
export const DOCUMENT_NAMES = Object.fromEntries(
  DOCUMENT_KIND_CODES.map((kind) => [kind, DOCUMENT_KINDS[kind].name]),
) as { [K in DocumentKind]: (typeof DOCUMENT_KINDS)[K]["name"] };

/** A movement's reference naming a document, as a person reads it: "Venta V-000123". */
export const documentReferenceLabel = (kind: DocumentKind, number: number): string =>
  `${DOCUMENT_NAMES[kind]} ${formatDocumentNumber(kind, number)}`;

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
