import type { Movement } from "@inventario/shared/movements";

/** The last segment of an id, after its last dash (the whole id when it has none). */
export function pickingIdSegment(id: string): string {
  return id.slice(id.lastIndexOf("-") + 1);
}

/**
 * SPEC §2: the segment after the last dash, its last 6 characters in bold so they are easy to tell apart.
 * The one short form of a picking request wherever its id is read, so a dispatch's reference matches the list.
 */
export function PickingId({ id }: { id: string }) {
  const segment = pickingIdSegment(id);
  const cut = Math.max(segment.length - 6, 0);
  return (
    <span className="font-mono text-sm text-gray-700">
      {segment.slice(0, cut)}
      <strong className="font-bold text-gray-900">{segment.slice(cut)}</strong>
    </span>
  );
}

/**
 * A movement's reference as a person reads it: the server's label when it has one ("Alistamiento
 * A-000123", "Traslado T-000045"); without one, a dispatch's (OUT) picking request id shown as the picking
 * list shows it, or the free text, or `empty` when there is none.
 */
export function MovementReference({
  movement,
  empty,
}: {
  movement: Pick<Movement, "type" | "reference" | "reference_label">;
  empty: string;
}) {
  if (movement.reference_label) return <>{movement.reference_label}</>;
  if (movement.type === "OUT" && movement.reference) return <PickingId id={movement.reference} />;
  return <>{movement.reference || empty}</>;
}
