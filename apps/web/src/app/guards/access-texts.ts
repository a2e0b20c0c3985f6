/** What a user reads when the permissions keep them from a screen, or from every screen. */
export const accessTexts = {
  loading: "Cargando permisos...",
  forbiddenTitle: "Sin acceso",
  forbidden: "No tienes permisos para ver esta pantalla.",
  forbiddenHelp:
    "Si la necesitas para tu trabajo, pide a un administrador que te asigne el permiso en 'Roles y Permisos'.",
  goTo: (label: string) => `Ir a ${label}`,
  noAccessTitle: "Aún no tienes acceso",
  noAccess: "Tu usuario está activo, pero todavía no tiene permisos para ver ninguna pantalla de Inventario.",
  noAccessHelp:
    "Pide a un administrador que te asigne un rol o permisos en 'Roles y Permisos'. Cuando lo haga, pulsa 'Comprobar de nuevo'.",
  checkAgain: "Comprobar de nuevo",
  myPermissions: "Ver mis permisos",
  signOut: "Cerrar sesión",
  navLoading: "Cargando menú...",
} as const;
