import { Plus } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Button } from "./button";
import { ListFrame } from "./list-frame";
import { PageHeader } from "./page-header";
import { SearchField } from "./search-field";

type ListPageFrameProps = Omit<ComponentProps<typeof ListFrame>, "toolbar"> & {
  title: string;
  /** The add button's text; without `onAdd` (the user may not add, see `useCan`) there is no add button. */
  addLabel?: string;
  onAdd?: (() => void) | undefined;
  /** Shown before the add button (the list's 'Exportar'). */
  actions?: ReactNode;
  /** The search box of a list searched by text only… */
  search?: ComponentProps<typeof SearchField>;
  /** …or the list's filters, search box included (they lay themselves out). */
  filters?: ReactNode;
};

/**
 * A list screen: its title with 'Exportar' and its add button, the search box or filters, the table, the
 * range and the pagination (`ListFrame`).
 */
export function ListPageFrame({ title, addLabel, onAdd, actions, search, filters, ...frame }: ListPageFrameProps) {
  return (
    <>
      <PageHeader
        title={title}
        actions={
          <>
            {actions}
            {onAdd && addLabel ? (
              <Button onClick={onAdd}>
                <Plus aria-hidden="true" className="size-4" />
                {addLabel}
              </Button>
            ) : null}
          </>
        }
      />
      <ListFrame
        toolbar={
          search ? (
            <div className="mb-4">
              <SearchField {...search} />
            </div>
          ) : (
            filters
          )
        }
        {...frame}
      />
    </>
  );
}
