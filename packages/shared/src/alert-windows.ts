// No zod here (alerts.ts re-exports all of it with the schemas): the sidebar's alert badge and the
// dashboard's alert cards use these without loading zod.

/**
 * Each alert kind is counted up to this many rows, and its tab pages reach them (most urgent first);
 * past it the answer says "500+" and a search or a warehouse narrows the list. A badge and a worklist
 * sorted by urgency need no more, and counting stays a short index walk on every request: the summary
 * counts six ranges on each dashboard load and each screen's badge (docs/decisions/0016-stock-alerts.md).
 */
export const ALERT_COUNT_CAP = 500;

/** How far ahead 'Por vencer' looks, in days. */
export const EXPIRY_WINDOWS = [30, 60, 90] as const;
export type ExpiryWindow = (typeof EXPIRY_WINDOWS)[number];
export const DEFAULT_EXPIRY_WINDOW: ExpiryWindow = 30;
