/** Cached role data; a role's set and an employee's grants are replaced by what their PUT answers. */
export const roleKeys = {
  list: ["roles", "list"] as const,
  permissions: (roleId: string) => ["roles", "permissions", roleId] as const,
  mine: ["me", "permissions"] as const,
  employeeGrants: (identification: string) => ["employee-grants", identification] as const,
};
