import type { ImportKind } from "@inventario/shared/imports";
import { kindTexts } from "../import-texts";

type KindPickerProps = {
  kinds: readonly ImportKind[];
  kind: ImportKind;
  onChange: (kind: ImportKind) => void;
  legend: string;
  disabled: boolean;
};

/** The kinds the user may import as radio buttons (one Tab stop, the arrows choose), drawn as chips. */
export function KindPicker({ kinds, kind, onChange, legend, disabled }: KindPickerProps) {
  return (
    <fieldset disabled={disabled}>
      <legend className="sr-only">{legend}</legend>
      <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 md:flex md:flex-wrap">
        {kinds.map((each) => (
          <label
            key={each}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm font-medium text-gray-800 hover:bg-gray-50 has-checked:border-indigo-600 has-checked:bg-indigo-50 has-checked:text-indigo-900 has-focus-visible:ring-2 has-focus-visible:ring-indigo-500 has-focus-visible:ring-offset-2 has-disabled:cursor-not-allowed"
          >
            <input
              type="radio"
              name="import-kind"
              value={each}
              checked={each === kind}
              onChange={() => onChange(each)}
              className="size-4 accent-indigo-600 focus:outline-none"
            />
            {kindTexts[each].label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
