import type { Permission } from "@inventario/shared/permissions";
import { describe, expect, it } from "vitest";
import type { ScreenName } from "../screen-access";
import { folderOf, sidebarSections } from "./sidebar-layout";

/** The 'Control de bodegas' folder holding these screens' links. */
const warehouseFolder = (...screens: ScreenName[]) => ({ kind: "folder", folder: "warehouseControl", screens });

const holding =
  (...held: Permission[]) =>
  (permission: Permission) =>
    held.includes(permission);

describe("the sidebar laid out from the screen table", () => {
  it("lists every group in order, a folder where its first screen is", () => {
    expect(sidebarSections(() => true)).toEqual([
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
    expect(sidebarSections(holding("transfers:read", "sales:create"))).toEqual([
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
