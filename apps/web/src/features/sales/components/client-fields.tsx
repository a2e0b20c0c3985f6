import type { Client } from "@inventario/shared/people";
import { TextField } from "../../../components/text-field";

type ClientFieldsProps = {
  client: Client | null;
};

/** The chosen client, read-only: changing it means choosing another one. */
export function ClientFields({ client }: ClientFieldsProps) {
  const fields = [
    { label: "Nombre", value: client ? `${client.name} ${client.last_name}` : "" },
    { label: "Correo", value: client?.email ?? "" },
    { label: "Celular", value: client?.phone_number ?? "" },
  ];
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {fields.map((field) => (
        <TextField key={field.label} label={field.label} value={field.value} readOnly placeholder="Sin cliente" />
      ))}
    </div>
  );
}
