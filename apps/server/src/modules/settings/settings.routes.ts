import { businessSettingsInputSchema, businessSettingsSchema } from "@inventario/shared/business-settings";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { SettingsService } from "./settings.service";

export function settingsRoutes(service: SettingsService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      "/business",
      {
        // Every receipt, closing report and the sale screen print them: any signed-in user reads them.
        config: { access: "session" },
        schema: {
          tags: ["settings"],
          summary: "The business's data: legal name, NIT, IVA, UVT, receipt footer, the DIAN's POS numbering",
          response: { 200: businessSettingsSchema },
        },
      },
      async () => service.business(),
    );

    api.put(
      "/business",
      {
        config: { access: "settings:update" },
        schema: {
          tags: ["settings"],
          summary:
            "Replaces the business's data ('Empresa'). The POS numbering is all given or all empty; the DV " +
            "must match the NIT",
          body: businessSettingsInputSchema,
          response: { 200: businessSettingsSchema },
        },
      },
      async ({ body }) => service.updateBusiness(body),
    );
  };
}
