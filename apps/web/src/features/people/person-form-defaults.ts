import type { PersonInput } from "@inventario/shared/people";
import type { Person } from "./people-config";

/** Empty fields for a new person; the row's own values when editing one (the list already holds them). */
export function createPersonFormDefaults(person: Person | null): PersonInput {
  return {
    identification: person?.identification ?? "",
    name: person?.name ?? "",
    last_name: person?.last_name ?? "",
    email: person?.email ?? "",
    birthday: person?.birthday ?? "",
    phone_number: person?.phone_number ?? "",
  };
}
