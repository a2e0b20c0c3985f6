import { LoadingStatus } from "../../../components/list-status";
import { ApiRequestError } from "../../../lib/api-error";
import { rolesTexts } from "../roles-texts";

/**
 * What a panel says of each kind of data it waits for: while loading, after a 403 (the API client has
 * already raised the warning toast), and after any other failure.
 */
const STATUS_TEXTS = {
  roles: { loading: rolesTexts.rolesLoading, forbidden: rolesTexts.rolesForbidden, failed: rolesTexts.rolesError },
  // A role's, an employee's or the user's own.
  permissions: {
    loading: rolesTexts.permissionsLoading,
    forbidden: rolesTexts.permissionsForbidden,
    failed: rolesTexts.permissionsError,
  },
  // An employee's 'Bodegas asignadas' and the warehouses to choose from.
  warehouses: {
    loading: rolesTexts.warehousesLoading,
    forbidden: rolesTexts.warehousesForbidden,
    failed: rolesTexts.warehousesError,
  },
  // The employee is read for their permissions: refused or failed, it says so of the permissions.
  employee: {
    loading: rolesTexts.employeeLoading,
    forbidden: rolesTexts.permissionsForbidden,
    failed: rolesTexts.permissionsError,
  },
} as const;

type QueryStatusProps = {
  of: keyof typeof STATUS_TEXTS;
  error: unknown;
};

/** What a panel shows while its data is loading or could not be loaded. */
export function QueryStatus({ of, error }: QueryStatusProps) {
  const texts = STATUS_TEXTS[of];
  if (!error) return <LoadingStatus text={texts.loading} />;
  const refused = error instanceof ApiRequestError && error.status === 403;
  return (
    <p className="rounded-lg bg-white px-4 py-6 text-center text-gray-700 ring-1 ring-gray-200">
      {refused ? texts.forbidden : texts.failed}
    </p>
  );
}
