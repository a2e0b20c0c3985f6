import type { BusinessSettings } from "@inventario/shared/business-settings";
import { useQuery } from "@tanstack/react-query";
import { api } from "./api-client";
import { settingsKeys } from "./query-keys";

/** GET /settings/business (any signed-in user): the business's data as stored ('configured' false until an admin first saves it). */
function getBusinessSettings(signal?: AbortSignal): Promise<BusinessSettings> {
  return api.get<BusinessSettings>("/settings/business", { signal });
}

export function useBusinessSettings() {
  return useQuery({
    queryKey: settingsKeys.business(),
    queryFn: ({ signal }) => getBusinessSettings(signal),
  });
}
