import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { sessionStore } from "./session-store";
import { useWarehouseScope, warehouseScopeOf } from "./use-warehouse-scope";

beforeEach(() => sessionStore.startCheck());

describe("warehouse scope", () => {
  it("is unscoped without assigned warehouses: every warehouse is the user's", () => {
    const scope = warehouseScopeOf([]);
    expect(scope.scoped).toBe(false);
    expect(scope.isOwn("w-1")).toBe(true);
    expect(scope.sole).toBeNull();
  });

  it("limits a scoped user to their warehouses and names the only one", () => {
    const two = warehouseScopeOf(["w-1", "w-3"]);
    expect(two.scoped).toBe(true);
    expect(two.isOwn("w-3")).toBe(true);
    expect(two.isOwn("w-2")).toBe(false);
    expect(two.sole).toBeNull();
    expect(warehouseScopeOf(["w-3"]).sole).toBe("w-3");
  });

  it("follows the session: unscoped while checking, an admin, or a sign-in that did not say; scoped after /auth/me", () => {
    const hook = renderHook(() => useWarehouseScope());
    expect(hook.result.current.scoped).toBe(false);

    act(() => sessionStore.signIn({ id: "u-1", name: "Administrador", role: "admin", warehouse_ids: [] }));
    expect(hook.result.current.scoped).toBe(false);

    // The sign-in's own answer carries no warehouses: nothing is hidden until the session check says.
    act(() => sessionStore.signIn({ id: "u-2", name: "laura gómez", role: "bodeguero" }));
    expect(hook.result.current.isOwn("w-2")).toBe(true);

    act(() => sessionStore.signIn({ id: "u-2", name: "laura gómez", role: "bodeguero", warehouse_ids: ["w-1"] }));
    const scoped = hook.result.current;
    expect(scoped.scoped).toBe(true);
    expect(scoped.warehouseIds).toEqual(["w-1"]);
    expect(scoped.isOwn("w-1")).toBe(true);
    expect(scoped.isOwn("w-2")).toBe(false);
    expect(scoped.sole).toBe("w-1");

    // The same answer again keeps the same scope, so what depends on it does not recompute.
    hook.rerender();
    expect(hook.result.current).toBe(scoped);

    act(() => sessionStore.signOut());
    expect(hook.result.current.scoped).toBe(false);
  });
});
