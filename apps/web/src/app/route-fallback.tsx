import { Spinner } from "../components/spinner";

/** Shown only while the first screen's code downloads. */
export function RouteFallback() {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center gap-3 bg-gray-100 text-gray-700">
      <Spinner className="size-5 text-indigo-600" />
      <span>Cargando...</span>
    </div>
  );
}
