import { IMPORT_KINDS } from "@inventario/shared/imports";
import { isPermission, type Permission } from "@inventario/shared/permissions";
import { describe, expect, it } from "vitest";
import { viewOf } from "../features/roles/components/view-tabs";
import { firstOpenScreen, hrefOf, mayOpen, screenOf, screens } from "./screen-access";

const holding =
  (...held: Permission[]) =>
  (permission: Permission) =>
    held.includes(permission);

describe("screen access mapping", () => {
  it("names permissions of the catalogue (or only a session) for every screen", () => {
    for (const { access } of Object.values(screens)) {
      const named = access === "session" ? [] : typeof access === "string" ? [access] : access;
      expect(named.every(isPermission)).toBe(true);
    }
  });

  it("tells which screen a location belongs to, the most precise first", () => {
    expect(screenOf("/dashboard")).toBe("dashboard");
    expect(screenOf("/dashboard/clients")).toBe("clients");
    expect(screenOf("/dashboard/clients/view/1234567890")).toBe("clients");
    expect(screenOf("/dashboard/employees/view/1234567890")).toBe("employees");
    expect(screenOf("/dashboard/employees/permissions/1234567890")).toBe("employeePermissions");
    expect(screenOf("/dashboard/products/view/p-1")).toBe("products");
    expect(screenOf("/dashboard/pickingRequests/view/w-1")).toBe("pickingRequests");
    expect(screenOf("/dashboard/suppliers/s-1")).toBe("suppliers");
    expect(screenOf("/dashboard/purchase-orders/new")).toBe("purchaseOrders");
    expect(screenOf("/dashboard/purchase-orders/o-1/edit")).toBe("purchaseOrders");
    expect(screenOf("/dashboard/purchase-receipts/r-1")).toBe("purchaseReceipts");
    expect(screenOf("/dashboard/purchase-suggestions")).toBe("purchaseSuggestions");
    expect(screenOf("/dashboard/reports/sales")).toBe("reports");
    // 'sale' is not a prefix of 'sales': paths are compared by whole segments.
    expect(screenOf("/dashboard/sale")).toBe("sale");
    expect(screenOf("/dashboard/sales")).toBe("sales");
    expect(screenOf("/dashboard/sales/s-1")).toBe("sales");
    expect(screenOf("/dashboard/rolesAndPermissions")).toBe("rolesAndPermissions");
    expect(screenOf("/dashboard/rolesAndPermissions", "?vista=mis-permisos")).toBe("myPermissions");
    expect(screenOf("/auth/login")).toBeNull();
  });

  it("links 'Mis permisos' with the query the roles screen reads", () => {
    const href = hrefOf("myPermissions");
    expect(viewOf(new URLSearchParams(href.slice(href.indexOf("?"))))).toBe("mine");
    expect(viewOf(new URLSearchParams(""))).toBe("roles");
  });

  it("opens a screen by its permission, and one's own permissions with a session alone", () => {
    const can = holding("clients:read");
    expect(mayOpen("clients", can)).toBe(true);
    expect(mayOpen("dashboard", can)).toBe(false);
    expect(mayOpen("rolesAndPermissions", can)).toBe(false);
    expect(mayOpen("myPermissions", holding())).toBe(true);
  });

  it("opens 'Importar datos' to whoever may import any one kind", () => {
    expect(screenOf("/dashboard/imports")).toBe("imports");
    for (const kind of IMPORT_KINDS) {
      expect(mayOpen("imports", holding(`imports:${kind}`))).toBe(true);
    }
    expect(mayOpen("imports", holding("products:create", "inventory:create"))).toBe(false);
    expect(firstOpenScreen(holding("imports:stock"))).toBe("imports");
  });

  it("finds the first screen in sidebar order the user may read, none for who may read none", () => {
    expect(firstOpenScreen(holding("sales:read", "clients:read"))).toBe("clients");
    expect(firstOpenScreen(holding("dashboard:read", "clients:read"))).toBe("dashboard");
    expect(firstOpenScreen(holding("reports:read"))).toBe("reports");
    // A permission that opens no screen by itself (writing, the ledger) does not count.
    expect(firstOpenScreen(holding("clients:create", "movements:read"))).toBeNull();
    expect(firstOpenScreen(holding())).toBeNull();
  });
});
