import { z } from "zod";
import { messages } from "./messages";
import { text } from "./text";

/** Emails are one token with an @ and a dot in the domain, no spaces (SPEC §5 "Login"). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const loginSchema = z.object({
  email: text(messages.login.emailRequired)
    .trim()
    .min(1, messages.login.emailRequired)
    .max(254, messages.login.emailInvalid)
    .regex(EMAIL_PATTERN, messages.login.emailInvalid),
  password: text(messages.login.passwordRequired)
    .max(200, messages.login.failed)
    .refine((value) => value.trim().length > 0, messages.login.passwordRequired),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const sessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/**
 * GET /auth/me: the user and the warehouses they may change stock in ('Bodegas asignadas', read on
 * every request; empty = all, always empty for an admin).
 */
export const meResponseSchema = z.object({ user: sessionUserSchema.extend({ warehouse_ids: z.array(z.string()) }) });
export type MeResponse = z.infer<typeof meResponseSchema>;
