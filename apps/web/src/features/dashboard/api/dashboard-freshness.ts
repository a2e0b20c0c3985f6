/**
 * The dashboard shows what is happening now: it asks again each time it is opened, instead of showing
 * counts cached before the user added a product on another screen.
 */
export const DASHBOARD_STALE_MS = 0;
