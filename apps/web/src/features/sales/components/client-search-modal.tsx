import type { Client, PersonInput } from "@inventario/shared/people";
import { UserRoundPlus } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/button";
import { Modal } from "../../../components/modal";
import { SuggestionCombobox } from "../../../components/suggestion-combobox";
import { useCan } from "../../../lib/my-permissions";
import { saleKeys } from "../../../lib/query-keys";
import { useSuggestions } from "../../../lib/use-suggestions";
import { clientFormConfig } from "../../people/client-form-config";
import { PersonFormModal } from "../../people/components/person-form-modal";
import type { Person } from "../../people/people-config";
import { searchClients } from "../api/search-clients";
import { clientSuggestionLabel } from "../sale-lines";
import { counterTexts, saleTexts } from "../sale-texts";

type ClientSearchModalProps = {
  onSelect: (client: Client) => void;
  onClose: () => void;
};

/**
 * What the search box was given, as the new client's first field: digits (dots, spaces and dashes aside, as
 * a cédula is often written) are the identification, anything else the names.
 */
export function clientPrefill(text: string): Partial<PersonInput> {
  const trimmed = text.trim();
  if (trimmed === "") return {};
  if (/^[\d.\s-]+$/.test(trimmed) && /\d/.test(trimmed)) return { identification: trimmed.replace(/\D/g, "") };
  return { name: trimmed };
}

/** A client the server just created: every field is there (the form requires them all). */
const clientOf = (person: Person): Client => ({
  ...person,
  birthday: person.birthday ?? "",
  phone_number: person.phone_number ?? "",
});

/**
 * 'Agregar Cliente': choosing a suggestion is the whole job, so it closes the modal at once. 'Crear cliente'
 * (with `clients:create`) opens the client form in its place, started with what was typed; the client it
 * saves is the sale's, and the modal closes. Cancelling the form comes back to the search as it was.
 */
export function ClientSearchModal({ onSelect, onClose }: ClientSearchModalProps) {
  const suggestions = useSuggestions(saleKeys.clientSuggestions, searchClients);
  const canCreate = useCan("clients:create");
  const [creating, setCreating] = useState(false);

  if (creating) {
    return (
      <PersonFormModal
        config={clientFormConfig}
        target={{ person: null, prefill: clientPrefill(suggestions.text) }}
        // Saved: the client is the sale's and the search is done too.
        onSaved={(person) => {
          onSelect(clientOf(person));
          onClose();
        }}
        onClose={() => setCreating(false)}
      />
    );
  }

  const createButton = (variant: "primary" | "secondary", className = "") => (
    <Button variant={variant} className={className} onClick={() => setCreating(true)}>
      <UserRoundPlus aria-hidden="true" className="size-4" />
      {counterTexts.createClient}
    </Button>
  );
  // Nobody matched: creating them is the likely next step, offered right there; otherwise it waits in the footer.
  const offerInBody = canCreate && suggestions.empty;
  return (
    <Modal
      open
      title={saleTexts.clientDialog}
      onClose={onClose}
      footer={
        <>
          {canCreate && !offerInBody ? createButton("secondary", "mr-auto") : null}
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
        </>
      }
    >
      <SuggestionCombobox
        label={saleTexts.clientSearch}
        hint={saleTexts.clientHint}
        suggestions={suggestions}
        onTextChange={suggestions.setText}
        getKey={(client) => client.identification}
        getLabel={clientSuggestionLabel}
        onSelect={(client) => {
          onSelect(client);
          onClose();
        }}
      />
      {offerInBody ? (
        <div className="mt-4 grid gap-3 rounded-lg border border-dashed border-gray-300 bg-gray-50 p-4 text-sm text-gray-700">
          <p>
            <span className="font-medium text-gray-900">{counterTexts.noClientFound(suggestions.text.trim())}</span>{" "}
            {counterTexts.createClientHint}
          </p>
          <div>{createButton("primary")}</div>
        </div>
      ) : null}
    </Modal>
  );
}
