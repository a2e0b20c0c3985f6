import { PERMISSIONS } from "@inventario/shared/permissions";
import { describe, expect, it } from "vitest";
import { ADMIN_ONLY_PERMISSIONS, BASE_ROLES } from "../src/db/base-roles";

const STEP = 'docs/EXTENDING.md, "Adding a domain", step 2';

describe("the base roles", () => {
  it("hold every permission of the catalogue, or list it as the admin's only", () => {
    const granted = new Set(Object.values(BASE_ROLES).flat());
    const adminOnly = new Set(ADMIN_ONLY_PERMISSIONS);
    const undecided = PERMISSIONS.filter((permission) => !granted.has(permission) && !adminOnly.has(permission)).map(
      (permission) =>
        `${permission}: grant it to the base roles that should have it in BASE_ROLES, or list it in ADMIN_ONLY_PERMISSIONS (apps/server/src/db/base-roles.ts; ${STEP})`,
    );
    expect(undecided).toEqual([]);
    const both = ADMIN_ONLY_PERMISSIONS.filter((permission) => granted.has(permission)).map(
      (permission) => `${permission} is in ADMIN_ONLY_PERMISSIONS and granted to a base role`,
    );
    expect(both).toEqual([]);
  });
});
