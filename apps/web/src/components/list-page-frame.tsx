import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "./button";
import { PageHeader } from "./page-header";
import { Pagination } from "./pagination";
import { SearchField } from "./search-field";

type ListPageFrameProps = {
  title: string;
  addLabel: string;
  /** Without it (the user may not add, see `useCan`) there is no add button. */
  onAdd?: (() => void) | undefined;
  searchLabel: string;
  searchText: string;
  onSearchChange: (text: string) => void;
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Shown before the add button (the list's 'Exportar'). */
  actions?: ReactNode;
  /** The table. */
  children: ReactNode;
};

/** A catalog list screen: title with its add button, the search box, the table and the pagination. */
export function ListPageFrame({
  title,
  addLabel,
  onAdd,
  searchLabel,
  searchText,
  onSearchChange,
  page,
  totalPages,
  onPageChange,
  actions,
  children,
}: ListPageFrameProps) {
  return (
    <>
      <PageHeader
        title={title}
        actions={
          <>
            {actions}
            {onAdd ? (
              <Button onClick={onAdd}>
                <Plus aria-hidden="true" className="size-4" />
                {addLabel}
              </Button>
            ) : null}
          </>
        }
      />
      <div className="mb-4">
        <SearchField label={searchLabel} value={searchText} onChange={onSearchChange} />
      </div>
      {children}
      <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} />
    </>
  );
}
