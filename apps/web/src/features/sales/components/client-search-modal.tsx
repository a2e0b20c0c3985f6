import type { Client } from "@inventario/shared/people";
import { Button } from "../../../components/button";
import { Modal } from "../../../components/modal";
import { SuggestionCombobox } from "../../../components/suggestion-combobox";
import { saleKeys } from "../../../lib/query-keys";
import { useSuggestions } from "../../../lib/use-suggestions";
import { searchClients } from "../api/search-clients";
import { clientSuggestionLabel } from "../sale-lines";
import { saleTexts } from "../sale-texts";

type ClientSearchModalProps = {
  onSelect: (client: Client) => void;
  onClose: () => void;
};

/** 'Agregar Cliente': choosing a suggestion is the whole job, so it closes the modal at once. */
export function ClientSearchModal({ onSelect, onClose }: ClientSearchModalProps) {
  const suggestions = useSuggestions(saleKeys.clientSuggestions, searchClients);
  return (
    <Modal
      open
      title={saleTexts.clientDialog}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Cancelar
        </Button>
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
    </Modal>
  );
}
