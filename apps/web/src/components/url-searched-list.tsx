import type { ComponentProps } from "react";
import type { useUrlSearchQuery } from "../lib/use-url-search-query";
import { ExportMenu } from "./export-menu";
import type { ListPageFrame } from "./list-page-frame";

type FrameProps = ComponentProps<typeof ListPageFrame>;

/**
 * What a list screen searched by text only, with its search and page in the URL (useUrlSearchQuery),
 * hands its ListPageFrame: the search box, the page and its pagination, and 'Exportar' of what the
 * search shows (the list's call `exportPath`, every page).
 */
export function urlSearchedList(
  query: ReturnType<typeof useUrlSearchQuery>,
  data: FrameProps["data"],
  { searchLabel, exportPath }: { searchLabel: string; exportPath: string },
): Pick<FrameProps, "search" | "page" | "data" | "onPageChange" | "actions"> {
  return {
    search: { label: searchLabel, value: query.text, onChange: query.setText },
    page: query.page,
    data,
    onPageChange: query.setPage,
    actions: <ExportMenu path={exportPath} query={{ search: query.search }} />,
  };
}
