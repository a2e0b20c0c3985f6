import { ChartColumn } from "lucide-react";
import { useCan } from "../../lib/my-permissions";
import { hrefOf, screens } from "../screen-access";
import { SidebarGroup } from "./sidebar-group";
import { SidebarLink } from "./sidebar-link";

/** 'Reportes' (issue 20) for whoever may read them: costs, values and takings are the owner's to share. */
export function ReportsSidebarGroup() {
  const canRead = useCan(screens.reports.access);
  if (!canRead) return null;
  return (
    <SidebarGroup label="Reportes">
      <li>
        <SidebarLink to={hrefOf("reports")} label={screens.reports.label} icon={ChartColumn} />
      </li>
    </SidebarGroup>
  );
}
