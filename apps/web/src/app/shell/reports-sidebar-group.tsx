import { ChartColumn } from "lucide-react";
import { useCan } from "../../lib/my-permissions";
import { SidebarGroup } from "./sidebar-group";
import { SidebarLink } from "./sidebar-link";

/** 'Reportes' (issue 20) for whoever may read them: costs, values and takings are the owner's to share. */
export function ReportsSidebarGroup() {
  const canRead = useCan("reports:read");
  if (!canRead) return null;
  return (
    <SidebarGroup label="Reportes">
      <li>
        <SidebarLink to="/dashboard/reports" label="Reportes" icon={ChartColumn} />
      </li>
    </SidebarGroup>
  );
}
