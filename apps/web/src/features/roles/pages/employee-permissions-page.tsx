import type { Employee } from "@inventario/shared/people";
import { ADMIN_ROLE } from "@inventario/shared/permissions";
import type { ReactNode } from "react";
import { useParams } from "react-router";
import { BackLink } from "../../../components/back-link";
import { PageHeader } from "../../../components/page-header";
import { ScreenLink } from "../../../components/screen-link";
import { ApiRequestError } from "../../../lib/api-error";
import { useEmployee } from "../api/get-employee";
import { useRoles } from "../api/list-roles";
import { CARD } from "../components/card";
import { EmployeeAccessForm } from "../components/employee-access-form";
import { EmployeeGrantsPanel } from "../components/employee-grants-panel";
import { EmployeeSummary } from "../components/employee-summary";
import { EmployeeWarehousesPanel } from "../components/employee-warehouses-panel";
import { Note } from "../components/note";
import { QueryStatus } from "../components/query-status";
import { rolesTexts } from "../roles-texts";

// Employees are addressed by their identification, always 10 digits: anything else names nobody.
const IDENTIFICATION_PATTERN = /^\d{10}$/;

/** The employee permissions screen (SPEC §2); the route lets only admins in. */
export function EmployeePermissionsPage() {
  const { id = "" } = useParams();
  const wellFormed = IDENTIFICATION_PATTERN.test(id);
  const employee = useEmployee(id, wellFormed);
  const unknown = employee.error instanceof ApiRequestError && employee.error.status === 404;

  let body: ReactNode;
  if (!wellFormed || unknown) {
    body = <p className={`${CARD} text-gray-700`}>{rolesTexts.invalidUser}</p>;
  } else if (employee.data) {
    body = <EmployeePermissions employee={employee.data} />;
  } else {
    body = <QueryStatus of="employee" error={employee.error} />;
  }

  return (
    <>
      <PageHeader
        title={rolesTexts.employeeTitle}
        actions={<BackLink to="/dashboard/employees" label={rolesTexts.backToEmployees} />}
      />
      {body}
    </>
  );
}

function EmployeePermissions({ employee }: { employee: Employee }) {
  const roles = useRoles();
  return (
    <div className="space-y-6">
      <EmployeeSummary employee={employee} />
      <section aria-labelledby="access-title" className={CARD}>
        <h2 id="access-title" className="text-base font-semibold text-gray-900">
          {rolesTexts.accessTitle}
        </h2>
        <p className="mt-1 mb-4 text-sm text-gray-600">{rolesTexts.accessIntro}</p>
        {roles.data ? (
          // Keyed by the saved role, so the form starts over from what the server now holds.
          <EmployeeAccessForm key={employee.role ?? ""} employee={employee} roles={roles.data} />
        ) : (
          <QueryStatus of="roles" error={roles.error} />
        )}
      </section>
      <section aria-labelledby="warehouses-title" className={CARD}>
        <h2 id="warehouses-title" className="text-base font-semibold text-gray-900">
          {rolesTexts.warehousesTitle}
        </h2>
        <p className="mt-1 mb-4 text-sm text-gray-600">{rolesTexts.warehousesIntro}</p>
        <EmployeeWarehousesPanel employee={employee} />
      </section>
      <section aria-labelledby="grants-title">
        <h2 id="grants-title" className="text-base font-semibold text-gray-900">
          {rolesTexts.grantsTitle}
        </h2>
        <p className="mt-1 mb-4 text-sm text-gray-600">{rolesTexts.grantsIntro}</p>
        <Note>
          {employee.role === ADMIN_ROLE ? `${rolesTexts.adminEmployeeNote} ` : null}
          {rolesTexts.rolePermissionsNote}{" "}
          <ScreenLink
            to="/dashboard/rolesAndPermissions"
            className="font-semibold underline hover:text-indigo-700"
            plainClassName="font-semibold"
          >
            Roles y Permisos
          </ScreenLink>
          .
        </Note>
        <EmployeeGrantsPanel employee={employee} />
      </section>
    </div>
  );
}
