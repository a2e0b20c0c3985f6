import { z } from "zod";
import { type DocumentKind, formatDocumentNumber } from "./document-numbers";

/**
 * Every type of stock ledger movement, defined once: its Spanish label (SPEC §4) and the sign its
 * quantity takes in a lot's stock (for every lot, quantity = the sum of its movements' signed
 * quantities). The server's column type, the zod schemas and the tests' ledger invariant derive from
 * it. Adding a type = one line here + a migration inserting its code into movement_types
 * (docs/EXTENDING.md).
 */
export const movementTypes = {
  IN: { label: "Entrada", direction: 1 },
  OUT: { label: "Salida", direction: -1 },
  REPLENISH: { label: "Reabastecimiento", direction: 1 },
  WITHDRAWAL: { label: "Retiro", direction: -1 },
  TRANSFER_OUT: { label: "Traslado (salida)", direction: -1 },
  TRANSFER_IN: { label: "Traslado (entrada)", direction: 1 },
  RETURN: { label: "Devolución", direction: 1 },
} as const satisfies Record<string, { label: string; direction: 1 | -1 }>;

export type MovementType = keyof typeof movementTypes;
export const MOVEMENT_TYPE_CODES = Object.keys(movementTypes) as [MovementType, ...MovementType[]];

/** The type's label, 'Desconocido' for anything else (SPEC §4). */
export const movementLabel = (type: string): string =>
  Object.hasOwn(movementTypes, type) ? movementTypes[type as MovementType].label : "Desconocido";

/** What each kind of document is called where a movement's reference names one. */
const DOCUMENT_NAMES: Record<DocumentKind, string> = {
  sale: "Venta",
  withdrawal: "Alistamiento",
  transfer: "Traslado",
};

/** A movement's reference naming a document, as a person reads it: "Venta V-000123". */
export const documentReferenceLabel = (kind: DocumentKind, number: number): string =>
  `${DOCUMENT_NAMES[kind]} ${formatDocumentNumber(kind, number)}`;

export const movementSchema = z.object({
  id: z.string(),
  product_id: z.string(),
  warehouse_id: z.string(),
  type: z.enum(MOVEMENT_TYPE_CODES),
  quantity: z.number().int(),
  unit: z.string(),
  lot_number: z.string().nullable(),
  reference: z.string().nullable(),
  /**
   * The reference as a person reads it: the document's kind and readable number when it names a
   * picking request, a sale or a transfer ("Alistamiento A-000123", "Venta V-000123", "Traslado
   * T-000045"); otherwise the reference itself.
   */
  reference_label: z.string().nullable(),
  created_at: z.string(),
});
export type Movement = z.infer<typeof movementSchema>;
export const recentMovementsSchema = z.object({ data: z.array(movementSchema) });
