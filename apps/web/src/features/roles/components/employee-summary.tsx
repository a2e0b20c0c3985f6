import type { Employee } from "@inventario/shared/people";
import { capitalize } from "../../../lib/capitalize";
import { fullName } from "../../people/people-config";
import { CARD } from "./card";

/** Whose permissions these are: the name under the screen's title, with the role and access they have now. */
export function EmployeeSummary({ employee }: { employee: Employee }) {
  const details = [
    { label: "Identificación", value: employee.identification },
    { label: "Rol actual", value: employee.role ? capitalize(employee.role) : "Sin rol" },
    { label: "Acceso", value: employee.has_access ? "Puede iniciar sesión" : "Sin acceso al sistema" },
  ];
  return (
    <section aria-labelledby="employee-name" className={CARD}>
      <h2 id="employee-name" className="text-lg font-semibold text-gray-900">
        {fullName(employee)}
      </h2>
      <dl className="mt-3 grid gap-x-8 gap-y-3 text-sm sm:grid-cols-3">
        {details.map(({ label, value }) => (
          <div key={label}>
            <dt className="text-gray-600">{label}</dt>
            <dd className="font-medium text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
