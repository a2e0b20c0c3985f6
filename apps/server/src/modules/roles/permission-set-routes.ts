import { type AssignedPermission, permissionListSchema, setPermissionsSchema } from "@inventario/shared/roles";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";

type PermissionSet<Params extends z.ZodType> = {
  tags: string[];
  /** The schema of the owner's path parameters: a role's id, an employee's identification. */
  owner: Params;
  /** Where the owner stands in the path, e.g. "/:id" for a role. */
  ownerPath: string;
  summaries: { read: string; replace: string };
  read: (owner: z.output<Params>) => Promise<AssignedPermission[]>;
  replace: (owner: z.output<Params>, permissions: string[]) => Promise<AssignedPermission[]>;
};

/**
 * GET and PUT {owner}/permissions: a set of permissions (a role's, an employee's own grants), read as the
 * catalogue marked with it by whoever may read roles, and replaced whole by an administrator only.
 * Mounted inside the roles and employee-access plugins (a helper, not a plugin of its own, like activeCountRoute).
 */
export function permissionSetRoutes<Params extends z.ZodType>(app: FastifyInstance, set: PermissionSet<Params>) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { tags, owner: params } = set;
  const path = `${set.ownerPath}/permissions`;
  // The type provider checks params against `owner` but cannot resolve its type through a generic.
  const ownerOf = (request: { params: unknown }) => request.params as z.output<Params>;
  api.get(
    path,
    {
      config: { access: "roles:read" },
      schema: { tags, summary: set.summaries.read, params, response: { 200: permissionListSchema } },
    },
    async (request) => set.read(ownerOf(request)),
  );
  api.put(
    path,
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: set.summaries.replace,
        params,
        body: setPermissionsSchema,
        response: { 200: permissionListSchema },
      },
    },
    async (request) => set.replace(ownerOf(request), request.body.permissions),
  );
}
