import { peopleKeys } from "../../../lib/query-keys";
import type { PersonFormConfig } from "../people-config";

/** What every write on a client or employee shares: the spec's one failure text per kind, every cached page reloaded. */
export function personWriteOptions(config: PersonFormConfig) {
  return { errorMessage: config.texts.saveError, invalidates: peopleKeys.all(config.resource) };
}
