import type { PersonInput } from "@inventario/shared/people";
import type { Person } from "./people-config";

/**
 * Empty fields for a new person, or those of `prefill` (what a search that found nobody was given); the
 * row's own values when editing one (the list already holds them).
 */
export function createPersonFormDefaults(person: Person | null, prefill: Partial<PersonInput> = {}): PersonInput {
  return {
    identification: person?.identification ?? prefill.identification ?? "",
    name: person?.name ?? prefill.name ?? "",
    last_name: person?.last_name ?? prefill.last_name ?? "",
    email: person?.email ?? prefill.email ?? "",
    birthday: person?.birthday ?? prefill.birthday ?? "",
    phone_number: person?.phone_number ?? prefill.phone_number ?? "",
  };
}
