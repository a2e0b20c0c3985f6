import type { Employee } from "@inventario/shared/people";
import { ADMIN_ROLE } from "@inventario/shared/permissions";
import type { Warehouse } from "@inventario/shared/warehouses";
import { useId, useState } from "react";
import { Button } from "../../../components/button";
import { Spinner } from "../../../components/spinner";
import { useCan } from "../../../lib/my-permissions";
import { useIsAdmin } from "../../../lib/use-is-admin";
import { useWarehouseOptions } from "../../../lib/warehouse-options";
import { useEmployeeWarehouses } from "../api/get-employee-warehouses";
import { useSaveEmployeeWarehouses } from "../api/save-employee-warehouses";
import { rolesTexts } from "../roles-texts";
import { Note } from "./note";
import { QueryStatus } from "./query-status";

/**
 * 'Bodegas asignadas' (issue 34): the active warehouses as checkboxes, the ones the employee may change
 * stock in marked; none marked means all of them. Only the admin saves; others with `roles:read` see the
 * set. An admin employee has every warehouse and is assigned none.
 */
export function EmployeeWarehousesPanel({ employee }: { employee: Employee }) {
  const adminEmployee = employee.role === ADMIN_ROLE;
  const mayListWarehouses = useCan("warehouses:read");
  const assigned = useEmployeeWarehouses(employee.identification, !adminEmployee);
  const warehouses = useWarehouseOptions({ enabled: !adminEmployee && mayListWarehouses });

  if (adminEmployee) return <Note>{rolesTexts.warehousesAdminNote}</Note>;
  if (!assigned.data) return <QueryStatus of="warehouses" error={assigned.error} />;
  if (!mayListWarehouses) {
    return <p className="text-sm text-gray-700">{rolesTexts.warehousesForbidden}</p>;
  }
  if (!warehouses.data) return <QueryStatus of="warehouses" error={warehouses.error} />;
  const saved = assigned.data.warehouse_ids;
  return (
    // Keyed by the saved set, so the form starts over from what the server now holds.
    <EmployeeWarehousesForm
      key={saved.join(",")}
      identification={employee.identification}
      saved={saved}
      warehouses={warehouses.data}
    />
  );
}

type EmployeeWarehousesFormProps = {
  identification: string;
  saved: readonly string[];
  /** The active warehouses, offered as checkboxes. */
  warehouses: readonly Warehouse[];
};

function EmployeeWarehousesForm({ identification, saved, warehouses }: EmployeeWarehousesFormProps) {
  const hintId = useId();
  const editable = useIsAdmin();
  const save = useSaveEmployeeWarehouses();
  // Starts from the saved set: an inactive warehouse in it is not shown, and stays assigned.
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(saved));
  const shown = warehouses.filter((warehouse) => chosen.has(warehouse.id)).length;

  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <form
      noValidate
      aria-busy={save.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ identification, warehouse_ids: [...chosen] });
      }}
    >
      {editable ? null : <Note>{rolesTexts.warehousesReadOnlyNote}</Note>}
      {warehouses.length === 0 ? (
        <p className="rounded-lg bg-gray-50 px-4 py-6 text-center text-gray-700">{rolesTexts.warehousesEmpty}</p>
      ) : (
        <fieldset aria-describedby={hintId}>
          <legend className="sr-only">{rolesTexts.warehousesLegend}</legend>
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {warehouses.map((warehouse) => (
              <li key={warehouse.id}>
                <label
                  className={`flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 text-sm text-gray-900 ring-1 ring-gray-200 ${
                    editable ? "cursor-pointer hover:bg-gray-50" : "cursor-not-allowed bg-gray-50"
                  }`}
                >
                  <input
                    type="checkbox"
                    checked={chosen.has(warehouse.id)}
                    disabled={!editable}
                    onChange={() => toggle(warehouse.id)}
                    className="size-4 shrink-0 cursor-pointer rounded border-gray-400 accent-indigo-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 disabled:cursor-not-allowed"
                  />
                  <span className="min-w-0 break-words">{warehouse.name}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <p id={hintId} className="mt-3 text-sm text-gray-600">
        {rolesTexts.warehousesHint}
      </p>
      {editable ? (
        <div className="mt-4 flex flex-wrap items-center justify-end gap-3">
          <p className="mr-auto text-sm text-gray-700">{rolesTexts.warehousesCount(shown)}</p>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? <Spinner /> : null}
            {rolesTexts.saveWarehouses}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
