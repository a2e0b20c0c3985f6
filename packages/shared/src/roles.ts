/** The one role the product distinguishes (SPEC §6): it holds every permission and cannot be stripped. */
export const ADMIN_ROLE = "admin";
