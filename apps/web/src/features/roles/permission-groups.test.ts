import { PERMISSIONS } from "@inventario/shared/permissions";
import { describe, expect, it } from "vitest";
import { assignedNames, groupOf, groupPermissions, markAssigned } from "./permission-groups";
import { groupLabel, permissionPhrase } from "./permission-labels";

describe("groupPermissions", () => {
  it("groups by the part of the name before the colon, in the order the list gives", () => {
    const groups = groupPermissions([
      { name: "clients:read", assigned: true },
      { name: "roles:read", assigned: false },
      { name: "clients:create", assigned: false },
      { name: "dashboard:read", assigned: true },
    ]);
    expect(groups).toEqual([
      {
        name: "clients",
        permissions: [
          { name: "clients:read", assigned: true },
          { name: "clients:create", assigned: false },
        ],
      },
      { name: "roles", permissions: [{ name: "roles:read", assigned: false }] },
      { name: "dashboard", permissions: [{ name: "dashboard:read", assigned: true }] },
    ]);
  });

  it("keeps a name without a colon as a group of its own", () => {
    expect(groupOf("reportes")).toBe("reportes");
    expect(groupPermissions([{ name: "reportes", assigned: true }])).toEqual([
      { name: "reportes", permissions: [{ name: "reportes", assigned: true }] },
    ]);
  });

  it("gives nothing for no permissions", () => {
    expect(groupPermissions([])).toEqual([]);
  });
});

describe("markAssigned and assignedNames", () => {
  it("marks the catalogue with what a user holds, ignoring names outside it", () => {
    const marked = markAssigned(
      ["clients:read", "clients:create", "dashboard:read"],
      [
        { name: "dashboard:read", assigned: true },
        { name: "otro:leer", assigned: true },
      ],
    );
    expect(marked).toEqual([
      { name: "clients:read", assigned: false },
      { name: "clients:create", assigned: false },
      { name: "dashboard:read", assigned: true },
    ]);
    expect(assignedNames(marked)).toEqual(["dashboard:read"]);
  });
});

describe("permission labels", () => {
  it("names known groups in Spanish and each permission by what it allows; unknown ones as they are", () => {
    expect(groupLabel("clients")).toBe("Clientes");
    expect(groupLabel("reportes")).toBe("reportes");
    expect(permissionPhrase("clients:read")).toBe("Ver clientes");
    expect(permissionPhrase("sales:cancel")).toBe("Anular ventas");
    expect(permissionPhrase("reportes:exportar")).toBeUndefined();
  });

  it("labels every group and permission of the catalogue (the labels' types refuse a missing one)", () => {
    const unlabelled = PERMISSIONS.filter(
      (permission) =>
        groupLabel(groupOf(permission)) === groupOf(permission) || permissionPhrase(permission) === undefined,
    );
    expect(unlabelled).toEqual([]);
  });

  it("does not take an inherited name for a label", () => {
    expect(groupLabel("constructor")).toBe("constructor");
    expect(permissionPhrase("toString")).toBeUndefined();
  });
});
