import { zodResolver } from "@hookform/resolvers/zod";
import { type Role, renameRoleSchema } from "@inventario/shared/roles";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FormModal } from "../../../components/form-modal";
import { TextField } from "../../../components/text-field";
import { useRenameRole } from "../api/rename-role";
import { roleNameError } from "../role-name-error";
import { rolesTexts } from "../roles-texts";

const nameSchema = renameRoleSchema.pick({ name: true });

type RenameRoleModalProps = {
  role: Role;
  onClose: () => void;
};

export function RenameRoleModal({ role, onClose }: RenameRoleModalProps) {
  const rename = useRenameRole();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof nameSchema>, unknown, z.output<typeof nameSchema>>({
    resolver: zodResolver(nameSchema),
    defaultValues: { name: role.name },
  });

  const onSubmit = ({ name }: z.output<typeof nameSchema>) =>
    rename.mutate(
      { id: role.id, name },
      {
        onSuccess: onClose,
        onError: (error) => {
          const message = roleNameError(error);
          if (message) setError("name", { type: "server", message }, { shouldFocus: true });
        },
      },
    );

  return (
    <FormModal
      title={rolesTexts.renameTitle}
      submitLabel="Guardar"
      size="md"
      sending={rename.isPending}
      onClose={onClose}
      onSubmit={handleSubmit(onSubmit)}
    >
      <TextField label={rolesTexts.renameLabel} autoComplete="off" error={errors.name?.message} {...register("name")} />
    </FormModal>
  );
}
