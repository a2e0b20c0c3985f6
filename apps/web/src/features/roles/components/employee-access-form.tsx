import { type Employee, employeeAccessSchema } from "@inventario/shared/people";
import type { Role } from "@inventario/shared/roles";
import { useId, useState } from "react";
import { Button } from "../../../components/button";
import { PasswordToggle } from "../../../components/password-toggle";
import { SelectField } from "../../../components/select-field";
import { Spinner } from "../../../components/spinner";
import { TextField } from "../../../components/text-field";
import { capitalize } from "../../../lib/capitalize";
import { convertingResolver } from "../../../lib/converting-resolver";
import { useSaveForm } from "../../../lib/use-save-form";
import { type EmployeeAccess, useSetEmployeeAccess } from "../api/set-employee-access";
import { rolesTexts } from "../roles-texts";

type AccessFormValues = { role: string; password: string };

// An empty password means "keep the current one", so it is left out rather than sent and refused.
const toAccess = ({ role, password }: AccessFormValues) => ({ role, password: password === "" ? undefined : password });

const FIELD_NAMES = ["role", "password"] as const;

type EmployeeAccessFormProps = {
  employee: Employee;
  roles: Role[];
};

/** 'Acceso al sistema': the employee's role (by name) and, optionally, a new password. */
export function EmployeeAccessForm({ employee, roles }: EmployeeAccessFormProps) {
  const passwordId = useId();
  const hintId = useId();
  const [passwordVisible, setPasswordVisible] = useState(false);
  const access = useSetEmployeeAccess();
  const { register, errors, onSubmit } = useSaveForm<AccessFormValues, EmployeeAccess, Employee>({
    resolver: convertingResolver(employeeAccessSchema, toAccess),
    defaultValues: { role: employee.role ?? "", password: "" },
    fieldNames: FIELD_NAMES,
    save: (values, callbacks) => access.mutate({ identification: employee.identification, access: values }, callbacks),
    savedValues: (_, updated) => ({ role: updated.role ?? "", password: "" }),
    onSaved: () => setPasswordVisible(false),
  });

  return (
    <form noValidate aria-busy={access.isPending} onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      <SelectField label={rolesTexts.roleLabel} error={errors.role?.message} {...register("role")}>
        <option value="">{rolesTexts.selectRole}</option>
        {roles.map((role) => (
          <option key={role.id} value={role.name}>
            {capitalize(role.name)}
          </option>
        ))}
      </SelectField>
      <div>
        <TextField
          id={passwordId}
          label={rolesTexts.newPasswordLabel}
          type={passwordVisible ? "text" : "password"}
          // Someone else's password: the browser must neither fill in nor offer to save the admin's own.
          autoComplete="new-password"
          error={errors.password?.message}
          aria-describedby={errors.password ? `${passwordId}-error ${hintId}` : hintId}
          endAdornment={
            <PasswordToggle visible={passwordVisible} onToggle={() => setPasswordVisible((visible) => !visible)} />
          }
          {...register("password")}
        />
        <p id={hintId} className="mt-1.5 text-xs text-gray-600">
          {rolesTexts.passwordHint}
        </p>
      </div>
      <div className="flex justify-end sm:col-span-2">
        <Button type="submit" disabled={access.isPending}>
          {access.isPending ? <Spinner /> : null}
          {rolesTexts.saveAccess}
        </Button>
      </div>
    </form>
  );
}
