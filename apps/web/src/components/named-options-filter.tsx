import { SelectField } from "./select-field";

export type NamedOptionsFilterProps = {
  label: string;
  /** The first option, which filters nothing ('Todas las bodegas', 'Todos los proveedores'). */
  allLabel: string;
  /** The chosen option's id; "" for all. */
  value: string;
  onChange: (id: string) => void;
  className?: string;
  /** An option shown before `allLabel`, such as 'Mis bodegas' (value `mine`) for a user limited to some warehouses. */
  leadingOption?: { value: string; label: string } | undefined;
};

/** A list's filter by one of some named records (warehouses, suppliers), or all of them. */
export function NamedOptionsFilter({
  label,
  allLabel,
  value,
  onChange,
  className = "",
  leadingOption,
  options,
  loading,
}: NamedOptionsFilterProps & { options: ReadonlyArray<{ id: string; name: string }> | undefined; loading: boolean }) {
  return (
    <SelectField
      label={label}
      value={value}
      className={className}
      aria-busy={loading}
      onChange={(event) => onChange(event.target.value)}
    >
      {leadingOption ? <option value={leadingOption.value}>{leadingOption.label}</option> : null}
      <option value="">{allLabel}</option>
      {options?.map((option) => (
        <option key={option.id} value={option.id}>
          {option.name}
        </option>
      ))}
    </SelectField>
  );
}
