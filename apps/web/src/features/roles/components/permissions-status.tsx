import { rolesTexts } from "../roles-texts";
import { QueryStatus } from "./query-status";

/** A list of permissions that is loading or could not be loaded (a role's, an employee's, the user's own). */
export function PermissionsStatus({ error }: { error: unknown }) {
  return (
    <QueryStatus
      loading={rolesTexts.permissionsLoading}
      forbidden={rolesTexts.permissionsForbidden}
      failed={rolesTexts.permissionsError}
      error={error}
    />
  );
}
