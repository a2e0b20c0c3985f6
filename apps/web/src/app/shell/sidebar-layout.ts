import {
  type Can,
  mayOpen,
  type ScreenName,
  screenNames,
  type sidebarFolders,
  sidebarGroups,
  sidebarPlaceOf,
} from "../screen-access";

type FolderName = keyof typeof sidebarFolders;
type GroupName = keyof typeof sidebarGroups;

/** A line of a sidebar group: a screen's link, or a folder of links. */
export type SidebarEntry =
  | { kind: "link"; screen: ScreenName }
  | { kind: "folder"; folder: FolderName; screens: ScreenName[] };

export type SidebarSection = { group: GroupName; heading: string | null; entries: SidebarEntry[] };

/**
 * The sidebar as the screen table (screen-access.ts) lays it out, with only the links the user may follow:
 * its groups in their order, each screen in table order, a folder where its first screen is. A folder or a
 * group none of whose links is left is left out with its heading.
 */
export function sidebarSections(can: Can): SidebarSection[] {
  const sections = new Map<GroupName, SidebarEntry[]>(
    Object.keys(sidebarGroups).map((group) => [group as GroupName, []]),
  );
  for (const screen of screenNames) {
    const place = sidebarPlaceOf(screen);
    if (!place || !mayOpen(screen, can)) continue;
    const entries = sections.get(place.group)!;
    if (!place.folder) {
      entries.push({ kind: "link", screen });
      continue;
    }
    const folder = entries.find((entry) => entry.kind === "folder" && entry.folder === place.folder);
    if (folder?.kind === "folder") folder.screens.push(screen);
    else entries.push({ kind: "folder", folder: place.folder, screens: [screen] });
  }
  return [...sections]
    .filter(([, entries]) => entries.length > 0)
    .map(([group, entries]) => ({ group, heading: sidebarGroups[group], entries }));
}

/** The folder holding the screen's link, if any: it starts open there, so the current link is never hidden. */
export const folderOf = (screen: ScreenName | null): FolderName | undefined =>
  screen ? sidebarPlaceOf(screen)?.folder : undefined;
