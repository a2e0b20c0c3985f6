import { Package, Users, Warehouse } from "lucide-react";
import { type CountedResource, useActiveCount } from "../api/get-active-count";
import { StatCard } from "./stat-card";

const CARDS = [
  { resource: "clients", label: "Clientes activos", icon: Users },
  { resource: "product", label: "Productos activos", icon: Package },
  { resource: "warehouse", label: "Bodegas activas", icon: Warehouse },
] as const;

function CountCard({
  resource,
  label,
  icon,
}: { resource: CountedResource } & Pick<(typeof CARDS)[number], "label" | "icon">) {
  const count = useActiveCount(resource);
  return <StatCard label={label} icon={icon} count={count.data} loading={count.isLoading} />;
}

export function ActiveCounts() {
  return (
    <section aria-label="Resumen" className="max-sm:contents sm:grid sm:grid-cols-3 sm:gap-4">
      {CARDS.map((card) => (
        <CountCard key={card.resource} {...card} />
      ))}
    </section>
  );
}
