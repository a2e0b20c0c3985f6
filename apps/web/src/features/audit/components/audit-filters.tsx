import { AUDIT_ACTIONS, AUDIT_ENTITIES, auditActionLabels, auditEntityLabels } from "@inventario/shared/audit";
import { DateRangeFields } from "../../../components/date-range-fields";
import { SearchFilters } from "../../../components/search-filters";
import { SelectField } from "../../../components/select-field";
import type { AuditUser } from "../api/list-audit-users";
import { auditTexts } from "../audit-texts";
import type { AuditQuery } from "../use-audit-query";

type AuditFiltersProps = { query: AuditQuery; users: readonly AuditUser[] };

/** The filters' columns, at each width. */
const FILTER_GRID =
  "grid w-full grid-cols-2 gap-4 sm:grid-cols-3 xl:w-auto xl:grid-cols-[repeat(3,minmax(10rem,auto))_auto_auto]";

/** The search box, then the user, the record type, the action and the business-date range; wrapping on a phone. */
export function AuditFilters({ query, users }: AuditFiltersProps) {
  const { filters, setFilter, rangeInvalid } = query;
  const chosenUnknown = filters.user !== "" && !users.some((user) => user.id === filters.user);
  return (
    <SearchFilters label={auditTexts.search} search={query} grid={FILTER_GRID}>
      <SelectField
        label={auditTexts.user}
        value={filters.user}
        className="col-span-2 sm:col-span-1"
        onChange={(event) => setFilter("user", event.target.value)}
      >
        <option value="">{auditTexts.allUsers}</option>
        {chosenUnknown ? <option value={filters.user}>{auditTexts.chosenUser}</option> : null}
        {users.map((user) => (
          <option key={user.id} value={user.id}>
            {user.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={auditTexts.entity}
        value={filters.entity}
        onChange={(event) => setFilter("entity", event.target.value)}
      >
        <option value="">{auditTexts.allEntities}</option>
        {AUDIT_ENTITIES.map((entity) => (
          <option key={entity} value={entity}>
            {auditEntityLabels[entity]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={auditTexts.action}
        value={filters.action}
        onChange={(event) => setFilter("action", event.target.value)}
      >
        <option value="">{auditTexts.allActions}</option>
        {AUDIT_ACTIONS.map((action) => (
          <option key={action} value={action}>
            {auditActionLabels[action]}
          </option>
        ))}
      </SelectField>
      <DateRangeFields
        labels={auditTexts}
        range={filters}
        errors={{ to: rangeInvalid ? auditTexts.rangeInvalid : undefined }}
        onFromChange={(value) => setFilter("from", value)}
        onToChange={(value) => setFilter("to", value)}
      />
    </SearchFilters>
  );
}
