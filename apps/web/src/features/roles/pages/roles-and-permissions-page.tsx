import { PageHeader } from "../../../components/page-header";
import { useUrlParams } from "../../../lib/use-url-params";
import { MyPermissionsPanel } from "../components/my-permissions-panel";
import { RolesPanel } from "../components/roles-panel";
import { ViewTabs, viewOf } from "../components/view-tabs";
import { rolesTexts } from "../roles-texts";

/**
 * 'Roles y Permisos' (SPEC §2): the roles view needs roles:read (the shell says 'Sin acceso' without it,
 * app/screen-access.ts), while 'Mis permisos' works for every signed-in user.
 */
export function RolesAndPermissionsPage() {
  const [params] = useUrlParams();
  const view = viewOf(params);
  return (
    <>
      <PageHeader title={rolesTexts.pageTitle} />
      <ViewTabs current={view} />
      {view === "mine" ? <MyPermissionsPanel /> : <RolesPanel />}
    </>
  );
}
