import { z } from "zod";
import { type DocumentKind, formatDocumentNumber } from "./document-numbers";
import { MOVEMENT_TYPE_CODES } from "./movement-types";

// The types themselves live in a zod-free module, so that a screen that only labels movements (the
// dashboard) does not load zod; every import from here keeps working.
export { MOVEMENT_TYPE_CODES, type MovementType, movementLabel, movementTypes } from "./movement-types";

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
