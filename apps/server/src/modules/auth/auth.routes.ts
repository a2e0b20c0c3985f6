import { loginSchema, meResponseSchema, sessionUserSchema } from "@inventario/shared/auth";
import { messages } from "@inventario/shared/messages";
import { ADMIN_ROLE, PERMISSIONS } from "@inventario/shared/permissions";
import { permissionListSchema } from "@inventario/shared/roles";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../errors";
import { SESSION_COOKIE } from "../../plugins/access";
import type { PermissionsService } from "../roles/permissions.service";
import type { AuthService } from "./auth.service";
import type { LoginThrottle } from "./login-throttle";

export function authRoutes(auth: AuthService, permissions: PermissionsService, throttle: LoginThrottle) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.post(
      "/auth",
      {
        config: { access: "public" },
        schema: {
          tags: ["auth"],
          summary: "Sign in; sets the session cookie",
          body: loginSchema,
          response: { 200: sessionUserSchema },
        },
      },
      async (request, reply) => {
        const email = request.body.email.trim().toLowerCase();
        // request.ip honours TRUST_PROXY: the address the trusted proxies report, not one the client chose.
        // The attempt is counted before the password is checked, so parallel guesses cannot all get through.
        const attempt = await throttle.begin(request.ip, email);
        if (!attempt.allowed) {
          await auth.recordThrottled(email);
          reply.header("retry-after", String(Math.max(1, Math.ceil(attempt.waitMs / 1000))));
          throw new AppError(429, "RATE_LIMITED", messages.login.tooManyAttempts);
        }
        let session: Awaited<ReturnType<AuthService["login"]>>;
        try {
          session = await auth.login(request.body);
        } catch (error) {
          if (error instanceof AppError && error.statusCode === 401) {
            await attempt.failed();
          } else {
            // No verdict on the password (e.g. the database went away): the attempt is not held against anyone.
            await attempt.abandoned().catch((err) => request.log.warn({ err }, "login attempt not given back"));
          }
          throw error;
        }
        await attempt.succeeded();
        const { user, token } = session;
        reply.setCookie(SESSION_COOKIE, token, {
          path: "/",
          httpOnly: true,
          sameSite: "lax",
          secure: request.protocol === "https",
        });
        return user;
      },
    );

    api.get(
      "/auth/me",
      {
        config: { access: "session" },
        schema: { tags: ["auth"], summary: "The signed-in user", response: { 200: meResponseSchema } },
      },
      async (request) => ({ user: await auth.me(request.user!) }),
    );

    api.get(
      "/auth/me/permissions",
      {
        config: { access: "session" },
        schema: {
          tags: ["auth"],
          summary: "The signed-in user's effective permissions",
          response: { 200: permissionListSchema },
        },
      },
      async (request) => {
        const user = request.user!;
        const names = user.role === ADMIN_ROLE ? PERMISSIONS : await permissions.effective(user.id);
        return names.map((name) => ({ name, assigned: true }));
      },
    );

    api.post(
      "/auth/logout",
      {
        config: { access: "public" },
        schema: { tags: ["auth"], summary: "Ends the session", response: { 204: z.null() } },
      },
      async (request, reply) => {
        const token = request.cookies[SESSION_COOKIE];
        if (token) await auth.logout(token);
        reply.clearCookie(SESSION_COOKIE, { path: "/" });
        return reply.status(204).send(null);
      },
    );
  };
}
