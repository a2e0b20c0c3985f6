import { Link } from "react-router";
import { useCan } from "../../../lib/my-permissions";
import { rolesTexts } from "../roles-texts";

type RolesView = "roles" | "mine";

// 'Mis permisos' lives in the query string, so it can be linked to and survives a reload.
const VIEW_PARAM = "vista";
const MINE = "mis-permisos";

const VIEWS: { view: RolesView; label: string; search: string }[] = [
  { view: "roles", label: rolesTexts.rolesTab, search: "" },
  { view: "mine", label: rolesTexts.myPermissionsTab, search: `?${VIEW_PARAM}=${MINE}` },
];

export function viewOf(params: URLSearchParams): RolesView {
  return params.get(VIEW_PARAM) === MINE ? "mine" : "roles";
}

/** Two views of one screen, as links: each is a place the browser's back button returns to. */
export function ViewTabs({ current }: { current: RolesView }) {
  // Without roles:read the roles view is 'Sin acceso' (app/screen-access.ts): only one's own set is offered.
  const canReadRoles = useCan("roles:read");
  const views = canReadRoles ? VIEWS : VIEWS.filter(({ view }) => view === "mine");
  return (
    <nav aria-label="Vistas de Roles y Permisos" className="mb-6 border-b border-gray-200">
      <ul className="-mb-px flex gap-6">
        {views.map(({ view, label, search }) => {
          const active = view === current;
          return (
            <li key={view}>
              <Link
                to={{ search }}
                aria-current={active ? "page" : undefined}
                className={`inline-block border-b-2 px-1 pb-3 text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 ${
                  active
                    ? "border-indigo-600 text-indigo-700"
                    : "border-transparent text-gray-600 hover:border-gray-300 hover:text-gray-900"
                }`}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
