import { Hammer } from "lucide-react";
import { PageHeader } from "./page-header";

type ComingSoonPageProps = {
  title: string;
};

/** Stands in for a screen that a later delivery builds, so every route of the table already works. */
export function ComingSoonPage({ title }: ComingSoonPageProps) {
  return (
    <>
      <PageHeader title={title} />
      <section className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-gray-300 bg-white px-6 py-16 text-center">
        <Hammer aria-hidden="true" className="size-10 text-indigo-600" />
        <p className="rounded-full bg-indigo-50 px-3 py-1 text-sm font-semibold text-indigo-700">Próximamente</p>
        <p className="max-w-md text-gray-600">Esta pantalla está en construcción y estará disponible muy pronto.</p>
      </section>
    </>
  );
}
