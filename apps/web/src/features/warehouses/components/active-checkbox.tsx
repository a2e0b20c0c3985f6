import type { UseFormRegisterReturn } from "react-hook-form";

type ActiveCheckboxProps = {
  registration: UseFormRegisterReturn<"is_active">;
};

/** Switches a warehouse off (as deleting does) or back on; the server refuses while it holds stock. */
export function ActiveCheckbox({ registration }: ActiveCheckboxProps) {
  return (
    <label className="flex cursor-pointer items-center gap-3 rounded-lg border border-gray-200 px-3 py-2.5 text-sm font-medium text-gray-800">
      <input
        type="checkbox"
        className="size-4 rounded border-gray-400 text-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-500"
        {...registration}
      />
      Activo
    </label>
  );
}
