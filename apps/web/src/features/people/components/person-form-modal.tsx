import { zodResolver } from "@hookform/resolvers/zod";
import { todayInBusinessZone } from "@inventario/shared/dates";
import { type PersonInput, personSchema } from "@inventario/shared/people";
import { FormModal } from "../../../components/form-modal";
import { useModalForm } from "../../../lib/use-modal-form";
import { useCreatePerson } from "../api/create-person";
import { useUpdatePerson } from "../api/update-person";
import type { Person, PersonFormConfig } from "../people-config";
import { createPersonFormDefaults } from "../person-form-defaults";
import { PersonFormFields } from "./person-form-fields";

/** Whom the modal edits; `null` person means a new one, whose fields may start with `prefill`. */
export type PersonFormTarget = { person: Person | null; prefill?: Partial<PersonInput> };

type PersonFormModalProps = {
  config: PersonFormConfig;
  target: PersonFormTarget;
  onClose: () => void;
  /** The person as the server saved them, before the modal closes (the sale chooses the client it created). */
  onSaved?: (person: Person) => void;
};

const FIELD_NAMES = ["identification", "name", "last_name", "email", "birthday", "phone_number"] as const;

export function PersonFormModal({ config, target, onClose, onSaved }: PersonFormModalProps) {
  const editing = target.person;
  const create = useCreatePerson(config);
  const update = useUpdatePerson(config);
  // The schema's trimmed values are what is sent.
  const { register, control, errors, onSubmit } = useModalForm<PersonInput, PersonInput, Person>({
    resolver: zodResolver(personSchema),
    defaultValues: createPersonFormDefaults(editing, target.prefill),
    fieldNames: FIELD_NAMES,
    send: (values, callbacks) => (editing ? update : create).mutate(values, callbacks),
    onSaved: (person) => {
      onSaved?.(person);
      onClose();
    },
  });

  return (
    <FormModal
      title={editing ? config.texts.editTitle : config.texts.createTitle}
      submitLabel={editing ? "Actualizar" : "Guardar"}
      sending={create.isPending || update.isPending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <PersonFormFields
        register={register}
        control={control}
        errors={errors}
        lockedIdentification={editing?.identification}
        maxBirthday={todayInBusinessZone()}
      />
    </FormModal>
  );
}
