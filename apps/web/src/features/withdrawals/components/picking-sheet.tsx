import type { Withdrawal } from "@inventario/shared/withdrawals";
import { PrintHeading } from "../../../components/print-heading";
import { PaperCheckbox, PrintSheet } from "../../../components/print-sheet";
import { printCell as cell, PrintTable } from "../../../components/print-table";
import { formatDisplayDate } from "../../../lib/format-date";
import { type SheetItem, type SheetLine, type SheetSection, sheetSections } from "../picking-sheet";
import { sheetTexts, withdrawalStatusLabel } from "../withdrawal-texts";

/** The picking sheet's columns, every header left-aligned. */
const HEADS = sheetTexts.columns.map((label) => ({ label }));

const sourceLabel = {
  assigned: sheetTexts.assigned,
  suggested: sheetTexts.suggested,
  unlocated: sheetTexts.unlocated,
  done: sheetTexts.done,
} as const;
/** What an item without a line to pick says in their place. */
const noLineText: Record<SheetItem["source"], string> = {
  assigned: sheetTexts.noStock,
  suggested: sheetTexts.noStock,
  unlocated: sheetTexts.noInventoryAccess,
  done: sheetTexts.done,
};

/**
 * The picking sheet on A4 (issue 21): the request's number, date and employee, then per item its product,
 * SKU and the units to take from each warehouse and lot (a box to tick per line). One page per bodega when
 * it takes from several (issue 35: each picker gets their own), the counter bodega's first. Paper only
 * (components/print-sheet.tsx).
 */
export function PickingSheet({ withdrawal, items }: { withdrawal: Withdrawal; items: readonly SheetItem[] }) {
  const sections = sheetSections(items, withdrawal.preferred_warehouse_id);
  return (
    <PrintSheet paper="a4" label={sheetTexts.label(withdrawal.number)}>
      {sections.map((section, index) => (
        <SheetPage
          key={section.warehouseName ?? ""}
          withdrawal={withdrawal}
          section={section}
          several={sections.length > 1}
          first={index === 0}
        />
      ))}
    </PrintSheet>
  );
}

/** One bodega's page: the heading (with the bodega when the sheet has several), its lines, the signatures. */
function SheetPage({
  withdrawal,
  section,
  several,
  first,
}: {
  withdrawal: Withdrawal;
  section: SheetSection;
  several: boolean;
  first: boolean;
}) {
  const facts = [
    { label: sheetTexts.number, value: withdrawal.number },
    { label: sheetTexts.date, value: formatDisplayDate(withdrawal.created_at) },
    { label: sheetTexts.employee, value: withdrawal.requested_by },
    { label: sheetTexts.status, value: withdrawalStatusLabel(withdrawal.status) },
  ];
  const items = section.items;
  const title = several && section.warehouseName ? `${sheetTexts.title} · ${section.warehouseName}` : sheetTexts.title;
  return (
    <section className={`text-[10pt] leading-snug ${first ? "" : "break-before-page"}`}>
      <PrintHeading title={title} aside={withdrawal.number} facts={facts} columns="grid-cols-4" />
      <PrintTable caption={sheetTexts.caption} heads={HEADS}>
        {items.map((item) => (
          <ItemRows key={item.id} item={item} />
        ))}
      </PrintTable>
      <p className="mt-2 text-[8pt]">{sheetTexts.locationNote}</p>
      <div className="mt-8 grid grid-cols-2 gap-8">
        {[sheetTexts.picker, sheetTexts.checkedBy].map((signature) => (
          <p key={signature} className="border-t border-black pt-1 text-[9pt]">
            {signature}
          </p>
        ))}
      </div>
    </section>
  );
}

/** An item's lines in one body, kept together on a page; its product cells span them. */
function ItemRows({ item }: { item: SheetItem }) {
  const lines: (SheetLine | null)[] = item.lines.length > 0 ? item.lines : [null];
  const span = lines.length;
  return (
    <tbody className="break-inside-avoid">
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a sheet's lines are printed once, never reordered.
        <tr key={index}>
          <td className={`${cell} w-10 text-center`}>{item.source === "done" ? "✓" : <PaperCheckbox />}</td>
          {index === 0 ? (
            <>
              <td rowSpan={span} className={cell}>
                <span className="block font-semibold">{item.name}</span>
                <span className="block text-[8pt]">{sheetTexts.requested(item.requested, item.dispatched)}</span>
                <span className="block text-[8pt] italic">{sourceLabel[item.source]}</span>
                {(item.source === "assigned" || item.source === "suggested") && item.covered < item.pending ? (
                  <span className="block text-[8pt] font-bold">{sheetTexts.short(item.pending - item.covered)}</span>
                ) : null}
              </td>
              <td rowSpan={span} className={`${cell} font-mono whitespace-nowrap`}>
                {item.sku}
              </td>
            </>
          ) : null}
          <LineCells item={item} line={line} />
        </tr>
      ))}
    </tbody>
  );
}

function LineCells({ item, line }: { item: SheetItem; line: SheetLine | null }) {
  if (!line) {
    return (
      <>
        <td className={`${cell} text-right tabular-nums`}>{item.source === "done" ? 0 : item.pending}</td>
        <td colSpan={3} className={cell}>
          {noLineText[item.source]}
        </td>
      </>
    );
  }
  return (
    <>
      <td className={`${cell} text-right font-bold tabular-nums`}>{line.quantity}</td>
      <td className={cell}>{line.warehouseName}</td>
      <td className={`${cell} font-mono`}>{line.lotNumber ?? sheetTexts.noLot}</td>
      <td className={`${cell} whitespace-nowrap`}>
        {line.expirationDate ? formatDisplayDate(line.expirationDate) : sheetTexts.noExpiration}
      </td>
    </>
  );
}
