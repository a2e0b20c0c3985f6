import { zodResolver } from "@hookform/resolvers/zod";
import { createRoleSchema, type Role } from "@inventario/shared/roles";
import { Plus } from "lucide-react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "../../../components/button";
import { Spinner } from "../../../components/spinner";
import { TextField } from "../../../components/text-field";
import { useCreateRole } from "../api/create-role";
import { roleNameError } from "../role-name-error";
import { rolesTexts } from "../roles-texts";

type CreateRoleFormProps = {
  /** The new role is chosen at once, since giving it permissions is what comes next. */
  onCreated: (role: Role) => void;
};

export function CreateRoleForm({ onCreated }: CreateRoleFormProps) {
  const create = useCreateRole();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof createRoleSchema>, unknown, z.output<typeof createRoleSchema>>({
    resolver: zodResolver(createRoleSchema),
    defaultValues: { rol_name: "" },
  });

  const onSubmit = ({ rol_name }: z.output<typeof createRoleSchema>) =>
    create.mutate(rol_name, {
      onSuccess: (role) => {
        reset();
        onCreated(role);
      },
      onError: (error) => {
        const message = roleNameError(error);
        if (message) setError("rol_name", { type: "server", message }, { shouldFocus: true });
      },
    });

  return (
    <form
      noValidate
      aria-busy={create.isPending}
      onSubmit={handleSubmit(onSubmit)}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <TextField
        label={rolesTexts.newRoleLabel}
        autoComplete="off"
        className="flex-1"
        error={errors.rol_name?.message}
        {...register("rol_name")}
      />
      {/* Level with the input, below its label, whether or not an error shows under it. */}
      <Button type="submit" className="sm:mt-6.5" disabled={create.isPending}>
        {create.isPending ? <Spinner /> : <Plus aria-hidden="true" className="size-4" />}
        {rolesTexts.createRole}
      </Button>
    </form>
  );
}
