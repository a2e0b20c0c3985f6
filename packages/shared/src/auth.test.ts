import { describe, expect, it } from "vitest";
import { loginSchema } from "./auth";
import { messages } from "./messages";

const firstErrors = (input: unknown) => {
  const result = loginSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
};

describe("loginSchema", () => {
  it("requires the email and the password, after trimming", () => {
    expect(firstErrors({ email: "   ", password: "  " })).toEqual({
      email: messages.login.emailRequired,
      password: messages.login.passwordRequired,
    });
    expect(firstErrors({})).toEqual({
      email: messages.login.emailRequired,
      password: messages.login.passwordRequired,
    });
  });

  it.each(["sin-arroba", "a b@c.co", "a@b", "@dominio.co", "nombre@dominio."])("rejects the email %j", (email) => {
    expect(firstErrors({ email, password: "x" })).toEqual({ email: messages.login.emailInvalid });
  });

  it("accepts a well-formed email, trimming it, and keeps the password as typed", () => {
    const parsed = loginSchema.parse({ email: "  josé.peña@empresa.com.co ", password: " clave con espacios " });
    expect(parsed).toEqual({ email: "josé.peña@empresa.com.co", password: " clave con espacios " });
  });
});
