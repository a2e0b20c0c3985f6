import { useSearchParams } from "react-router";
import { PageHeader } from "../../../components/page-header";
import { MyPermissionsPanel } from "../components/my-permissions-panel";
import { RolesPanel } from "../components/roles-panel";
import { ViewTabs, viewOf } from "../components/view-tabs";
import { rolesTexts } from "../roles-texts";

/**
 * 'Roles y Permisos' (SPEC §2): open to every signed-in user. Reading roles needs roles:read, so someone
 * without it gets the 403 warning there, while 'Mis permisos' works for everyone.
 */
export function RolesAndPermissionsPage() {
  const [params] = useSearchParams();
  const view = viewOf(params);
  return (
    <>
      <PageHeader title={rolesTexts.pageTitle} />
      <ViewTabs current={view} />
      {view === "mine" ? <MyPermissionsPanel /> : <RolesPanel />}
    </>
  );
}
