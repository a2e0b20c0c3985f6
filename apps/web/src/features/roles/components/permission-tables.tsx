import type { AssignedPermission } from "@inventario/shared/roles";
import type { ReactNode } from "react";
import { groupPermissions } from "../permission-groups";
import { groupLabel, permissionPhrase } from "../permission-labels";
import { rolesTexts } from "../roles-texts";

type PermissionTablesProps = {
  permissions: readonly AssignedPermission[];
  /** What the 'Asignado' column holds: a checkbox in the roles view, a switch on the employee screen. */
  renderControl: (permission: AssignedPermission) => ReactNode;
  /** A remark under a permission's name, e.g. that the employee's role already grants it. */
  renderNote?: (permission: AssignedPermission) => ReactNode;
};

/** One table per group of names (SPEC "Permissions screens"): columns Permiso and Asignado. */
export function PermissionTables({ permissions, renderControl, renderNote }: PermissionTablesProps) {
  return (
    <div className="grid items-start gap-4 lg:grid-cols-2">
      {groupPermissions(permissions).map((group) => (
        <div key={group.name} className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
          <table className="w-full text-left text-sm">
            <caption className="border-b border-gray-200 px-4 py-3 text-left text-base font-semibold text-gray-900">
              {groupLabel(group.name)}
            </caption>
            <thead className="bg-gray-50">
              <tr>
                <th scope="col" className="px-4 py-2.5 font-semibold text-gray-700">
                  {rolesTexts.permissionColumn}
                </th>
                <th scope="col" className="w-28 px-4 py-2.5 text-center font-semibold text-gray-700">
                  {rolesTexts.assignedColumn}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {group.permissions.map((permission) => (
                <tr key={permission.name}>
                  <td className="px-4 py-2.5">
                    <span className="font-mono text-[0.8125rem] text-gray-900">{permission.name}</span>
                    <span className="block text-xs text-gray-600">{permissionPhrase(permission.name)}</span>
                    {renderNote?.(permission)}
                  </td>
                  <td className="px-4 py-2.5 text-center">{renderControl(permission)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </div>
  );
}
