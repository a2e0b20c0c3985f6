type StatusBadgeProps = {
  active: boolean;
};

/** Activo/Inactivo (SPEC §4), told apart by text as well as colour. */
export function StatusBadge({ active }: StatusBadgeProps) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        active
          ? "bg-green-50 text-green-800 ring-1 ring-green-600/20"
          : "bg-gray-100 text-gray-700 ring-1 ring-gray-500/20"
      }`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${active ? "bg-green-600" : "bg-gray-500"}`} />
      {active ? "Activo" : "Inactivo"}
    </span>
  );
}
