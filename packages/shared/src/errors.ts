import { z } from "zod";

/** Stable machine codes of the API error shape (ARCHITECTURE.md "HTTP API conventions"). */
const errorCodes = [
  "VALIDATION",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "INSUFFICIENT_STOCK",
  "PAYLOAD_TOO_LARGE",
  "RATE_LIMITED",
  "IDEMPOTENCY_MISMATCH",
  "INTERNAL",
  "UNAVAILABLE",
  // An import's file has errors (422, with them all); its opening stock was applied before (409).
  "IMPORT_ERRORS",
  "DUPLICATE_IMPORT",
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.enum(errorCodes),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
