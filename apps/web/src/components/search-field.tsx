import { Search } from "lucide-react";
import { useId } from "react";

type SearchFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
};

/**
 * The hint doubles as the placeholder on wide screens; narrow ones cut the placeholder short, so there the
 * hint is shown above the box as well.
 */
export function SearchField({ label, value, onChange }: SearchFieldProps) {
  const id = useId();
  return (
    <div className="w-full sm:max-w-md">
      <label htmlFor={id} className="mb-1.5 block text-sm text-gray-700 sm:sr-only">
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500"
        />
        <input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={label}
          autoComplete="off"
          className="block w-full rounded-lg border border-gray-300 bg-white py-2.5 pr-3 pl-9 text-sm text-gray-900 shadow-sm placeholder:text-gray-500 focus-visible:border-indigo-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
        />
      </div>
    </div>
  );
}
