import type { Permission } from "@inventario/shared/permissions";
import { describe, expect, it } from "vitest";
import { type ScreenName, screenNames, sidebarPlaceOf } from "../screen-access";
import { folderOf, type SidebarEntry, type SidebarSection, sidebarSections } from "./sidebar-layout";

/** The 'Control de bodegas' folder holding these screens' links. */
const warehouseFolder = (...screens: ScreenName[]) => ({ kind: "folder", folder: "warehouseControl", screens });

const holding =
  (...held: Permission[]) =>
  (permission: Permission) =>
    held.includes(permission);

/** The screens of the specification's sidebar, whose layout the first test fixes. */
const SPECIFIED: ScreenName[] = [
  "dashboard",
  "clients",
  "employees",
  "rolesAndPermissions",
  "warehouses",
  "pickingRequests",
  "transfers",
  "products",
  "alerts",
  "sale",
  "sales",
  "reports",
];

const screensOf = (entry: SidebarEntry) => (entry.kind === "link" ? [entry.screen] : entry.screens);

/**
 * The layout with only the specified screens, so that a screen added to the table (whose place the
 * table alone decides) leaves the specified ones where they were: folders and groups it alone filled go.
 */
const specifiedOnly = (sections: SidebarSection[]) =>
  sections
    .map((section) => ({
      ...section,
      entries: section.entries
        .map((entry) =>
          entry.kind === "link" ? entry : { ...entry, screens: entry.screens.filter((s) => SPECIFIED.includes(s)) },
        )
        .filter((entry) => screensOf(entry).some((s) => SPECIFIED.includes(s))),
    }))
    .filter((section) => section.entries.length > 0);

describe("the sidebar laid out from the screen table", () => {
  it("lists every screen with a sidebar place once", () => {
    const listed = sidebarSections(() => true).flatMap((section) => section.entries.flatMap(screensOf));
    expect([...listed].sort()).toEqual(screenNames.filter((name) => sidebarPlaceOf(name)).sort());
  });

  it("lists every group in order, a folder where its first screen is", () => {
    expect(specifiedOnly(sidebarSections(() => true))).toEqual([
      { group: "home", heading: null, entries: [{ kind: "link", screen: "dashboard" }] },
      {
        group: "users",
        heading: "Usuarios",
        entries: [
          { kind: "link", screen: "clients" },
          { kind: "link", screen: "employees" },
          { kind: "link", screen: "rolesAndPermissions" },
        ],
      },
      {
        group: "inventory",
        heading: "Control de inventario",
        entries: [
          warehouseFolder("warehouses", "pickingRequests", "transfers"),
          { kind: "link", screen: "products" },
          { kind: "link", screen: "alerts" },
        ],
      },
      {
        group: "sale",
        heading: "Venta",
        entries: [
          { kind: "link", screen: "sale" },
          { kind: "link", screen: "sales" },
        ],
      },
      { group: "reports", heading: "Reportes", entries: [{ kind: "link", screen: "reports" }] },
    ]);
  });

  it("leaves out what the user may not open, and a group or folder left empty", () => {
    expect(specifiedOnly(sidebarSections(holding("transfers:read", "sales:create")))).toEqual([
      {
        group: "inventory",
        heading: "Control de inventario",
        entries: [warehouseFolder("transfers")],
      },
      { group: "sale", heading: "Venta", entries: [{ kind: "link", screen: "sale" }] },
    ]);
    expect(sidebarSections(holding())).toEqual([]);
  });

  it("knows the folder a screen's link is in", () => {
    expect(folderOf("pickingRequests")).toBe("warehouseControl");
    expect(folderOf("products")).toBeUndefined();
    expect(folderOf(null)).toBeUndefined();
  });
});
