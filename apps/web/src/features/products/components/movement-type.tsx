import { type MovementType as MovementTypeCode, movementLabel } from "@inventario/shared/movements";
import {
  ArrowDownToLine,
  ArrowRightFromLine,
  ArrowRightToLine,
  ArrowUpFromLine,
  CircleHelp,
  ClipboardCheck,
  ClipboardMinus,
  FileSpreadsheet,
  type LucideIcon,
  PackageMinus,
  PackagePlus,
  Truck,
  Undo2,
} from "lucide-react";

/** One icon per type: a new type in shared/movements.ts without one here does not compile. */
const icons: Record<MovementTypeCode, { icon: LucideIcon; tone: string }> = {
  IN: { icon: ArrowDownToLine, tone: "text-green-700" },
  REPLENISH: { icon: PackagePlus, tone: "text-green-700" },
  OUT: { icon: ArrowUpFromLine, tone: "text-red-700" },
  WITHDRAWAL: { icon: PackageMinus, tone: "text-red-700" },
  // Transfers keep the product's total: their own tone, so they are not read as stock won or lost.
  TRANSFER_OUT: { icon: ArrowRightFromLine, tone: "text-sky-700" },
  TRANSFER_IN: { icon: ArrowRightToLine, tone: "text-sky-700" },
  RETURN: { icon: Undo2, tone: "text-green-700" },
  OPENING: { icon: FileSpreadsheet, tone: "text-green-700" },
  PURCHASE: { icon: Truck, tone: "text-green-700" },
  SUPPLIER_RETURN: { icon: Undo2, tone: "text-red-700" },
  ADJUSTMENT_IN: { icon: ClipboardCheck, tone: "text-green-700" },
  ADJUSTMENT_OUT: { icon: ClipboardMinus, tone: "text-red-700" },
};
const unknown = { icon: CircleHelp, tone: "text-gray-500" };

/** The icon and label of a movement type (SPEC §4); anything else reads 'Desconocido'. */
export function MovementType({ type }: { type: string }) {
  // The server's string may be any type (an older or newer one): only own keys, never the prototype's.
  const { icon: Icon, tone } = Object.hasOwn(icons, type) ? icons[type as MovementTypeCode] : unknown;
  return (
    <span className="inline-flex items-center gap-2 whitespace-nowrap text-gray-800">
      <Icon aria-hidden="true" className={`size-4 shrink-0 ${tone}`} />
      {movementLabel(type)}
    </span>
  );
}
