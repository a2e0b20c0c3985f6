import type { Client } from "@inventario/shared/people";
import { TextField } from "../../../components/text-field";
import { counterTexts } from "../sale-texts";

type ClientFieldsProps = {
  client: Client | null;
};

/**
 * The chosen client, read-only: changing it means choosing another one. Its name and identification head
 * the fields ('Consumidor final · 222222222222': that buyer has no email or phone).
 */
export function ClientFields({ client }: ClientFieldsProps) {
  const name = client ? `${client.name} ${client.last_name}` : "";
  const fields = [
    { label: "Nombre", value: name },
    { label: "Correo", value: client?.email ?? "" },
    { label: "Celular", value: client?.phone_number ?? "" },
  ];
  return (
    <>
      {client ? (
        <p className="mb-3 text-sm font-medium text-gray-900">
          {counterTexts.chosenClient(name, client.identification)}
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-3">
        {fields.map((field) => (
          <TextField
            key={field.label}
            label={field.label}
            value={field.value}
            readOnly
            placeholder={client ? undefined : "Sin cliente"}
          />
        ))}
      </div>
    </>
  );
}
