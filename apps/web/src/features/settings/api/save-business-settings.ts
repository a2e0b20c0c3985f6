import {
  type BusinessSettings,
  type businessSettingsInputSchema,
  businessSettingsMessages,
} from "@inventario/shared/business-settings";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { settingsKeys } from "../../../lib/query-keys";
import { useWriteMutation, writeRequestOptions } from "../../../lib/use-write-mutation";
import { businessSettingsTexts } from "../settings-texts";

/** The body as the shared schema makes it of the form: numbers, nulls for an empty numbering. */
export type BusinessSettingsPayload = z.output<typeof businessSettingsInputSchema>;

/** PUT /settings/business: every field, replacing what was stored; answers it as saved. */
function saveBusinessSettings(settings: BusinessSettingsPayload): Promise<BusinessSettings> {
  return api.put<BusinessSettings>("/settings/business", settings, writeRequestOptions);
}

export function useSaveBusinessSettings() {
  return useWriteMutation({
    mutationFn: saveBusinessSettings,
    successMessage: businessSettingsMessages.saved,
    errorMessage: businessSettingsTexts.saveError,
    // The answer is what is stored: every screen reading the business's data gets it without asking again.
    onSaved: (saved, _, queryClient) => queryClient.setQueryData(settingsKeys.business(), saved),
  });
}
