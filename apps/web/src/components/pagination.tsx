import { ChevronLeft, ChevronRight } from "lucide-react";
import { pageItems } from "./page-items";

type PaginationProps = {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
};

const baseButton =
  "inline-flex h-9 items-center justify-center gap-1 rounded-lg text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-1";
const idleButton = "border border-gray-300 bg-white text-gray-700 hover:bg-gray-50";
const disabledButton = "disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:bg-white";

export function Pagination({ page, totalPages, onPageChange }: PaginationProps) {
  const items = pageItems(page, totalPages);
  if (items.length === 0) return null;

  const goTo = (target: number) => {
    if (target !== page && target >= 1 && target <= totalPages) onPageChange(target);
  };

  return (
    <nav aria-label="Paginación" className="flex flex-wrap items-center justify-center gap-2">
      <button
        type="button"
        className={`${baseButton} ${idleButton} ${disabledButton} px-3`}
        disabled={page <= 1}
        onClick={() => goTo(page - 1)}
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        Anterior
      </button>
      <ul className="flex items-center gap-1">
        {items.map((item) =>
          typeof item === "number" ? (
            <li key={item}>
              <button
                type="button"
                aria-label={`Página ${item}`}
                aria-current={item === page ? "page" : undefined}
                className={`${baseButton} min-w-9 px-2 ${
                  item === page ? "bg-indigo-600 text-white hover:bg-indigo-700" : idleButton
                }`}
                onClick={() => goTo(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className="px-1 text-gray-600">
              …
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className={`${baseButton} ${idleButton} ${disabledButton} px-3`}
        disabled={page >= totalPages}
        onClick={() => goTo(page + 1)}
      >
        Siguiente
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </nav>
  );
}
