/** Business constants shared by the web app and the server (SPEC §9). */
export const REQUEST_TIMEOUT_MS = 10_000;
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_MIN_CHARS = 3;
export const PAGE_SIZE = 10;
export const TOAST_ERROR_MS = 4_000;
export const TOAST_SUCCESS_MS = 2_000;
export const TOAST_LIMIT = 20;
export const PRODUCT_RELOAD_DELAY_MS = 900;
export const PICKING_SUCCESS_DELAY_MS = 1_500;
export const SALE_TYPE = "RETAIL";
export const CURRENCY = "COP";
/**
 * How long to wait before retrying a request the server refused with 503 because its database was away
 * (sent as Retry-After; the web app waits this long before its one retry of a keyed write).
 */
export const UNAVAILABLE_RETRY_AFTER_MS = 1_000;
