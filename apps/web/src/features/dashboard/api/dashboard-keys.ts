/** Every cached dashboard answer sits under one key, apart from the lists the other screens cache. */
export const dashboardKeys = {
  all: ["dashboard"] as const,
  count: (resource: string) => ["dashboard", "count", resource] as const,
  recentMovements: () => ["dashboard", "recent-movements"] as const,
  names: (kind: string, ids: readonly string[]) => ["dashboard", "names", kind, ids] as const,
};

/**
 * The dashboard shows what is happening now: it asks again each time it is opened, instead of showing
 * counts cached before the user added a product on another screen.
 */
export const DASHBOARD_STALE_MS = 0;
