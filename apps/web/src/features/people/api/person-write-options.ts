import { peopleKeys } from "../../../lib/query-keys";
import type { PeopleConfig } from "../people-config";

/** What every write on a client or employee shares: the spec's one failure text per kind, every cached page reloaded. */
export function personWriteOptions(config: PeopleConfig) {
  return { errorMessage: config.texts.saveError, invalidates: peopleKeys.all(config.resource) };
}
