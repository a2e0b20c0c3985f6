import {
  type BusinessSettings,
  type businessSettingsInputSchema,
  businessSettingsMessages,
} from "@inventario/shared/business-settings";
import type { Selectable } from "kysely";
import type { z } from "zod";
import type { Db } from "../../db/connection";
import type { BusinessSettingsTable } from "../../db/types";
import { AppError } from "../../errors";
import { nowIso } from "../../lib/time";
import { fieldChanges, recordAudit } from "../audit/audit-trail";
import { findActiveWarehouse } from "../warehouses/warehouses.repository";
import * as repo from "./settings.repository";

type BusinessSettingsValues = z.output<typeof businessSettingsInputSchema>;

const orNull = (value: number | string | null) => (value === null ? null : Number(value));

/** The row as the API answers it: flags as booleans, PostgreSQL's bigint text as numbers. */
export function toBusinessSettings(row: Selectable<BusinessSettingsTable>): BusinessSettings {
  return {
    legal_name: row.legal_name,
    nit: row.nit,
    dv: row.dv,
    vat_responsible: row.vat_responsible === 1,
    address: row.address,
    city: row.city,
    phone: row.phone,
    receipt_footer: row.receipt_footer,
    uvt: Number(row.uvt),
    pos_prefix: row.pos_prefix,
    pos_resolution: row.pos_resolution,
    pos_resolution_date: row.pos_resolution_date,
    pos_from: orNull(row.pos_from),
    pos_to: orNull(row.pos_to),
    pos_valid_until: row.pos_valid_until,
    require_cash_session: row.require_cash_session === 1,
    counter_warehouse_id: row.counter_warehouse_id,
    auto_print_receipt: row.auto_print_receipt === 1,
    configured: row.updated_at !== null,
    updated_at: row.updated_at,
  };
}

/** The fields the trail compares, as the API names and answers them. */
const auditedFields = ({ configured: _, updated_at: __, ...fields }: BusinessSettings) => fields;

export type SettingsService = ReturnType<typeof createSettingsService>;

/** 'Empresa' (issue 35): the business's own data, read by every screen that prints, changed by an admin. */
export function createSettingsService(db: Db) {
  return {
    async business(): Promise<BusinessSettings> {
      return toBusinessSettings(await repo.businessSettingsRow(db));
    },

    async updateBusiness(input: BusinessSettingsValues): Promise<BusinessSettings> {
      return db.transaction().execute(async (trx) => {
        const before = toBusinessSettings(await repo.lockedBusinessSettingsRow(trx));
        // Fields a client of an earlier release does not send keep what is stored.
        const counterWarehouseId =
          input.counter_warehouse_id === undefined ? before.counter_warehouse_id : input.counter_warehouse_id;
        const autoPrint = input.auto_print_receipt ?? before.auto_print_receipt;
        if (
          input.counter_warehouse_id !== undefined &&
          input.counter_warehouse_id !== null &&
          !(await findActiveWarehouse(trx, input.counter_warehouse_id))
        ) {
          const message = businessSettingsMessages.counterWarehouseInvalid;
          throw new AppError(400, "VALIDATION", message, { counter_warehouse_id: message });
        }
        const row = {
          ...input,
          counter_warehouse_id: counterWarehouseId,
          vat_responsible: input.vat_responsible ? 1 : 0,
          require_cash_session: input.require_cash_session ? 1 : 0,
          auto_print_receipt: autoPrint ? 1 : 0,
          updated_at: nowIso(),
        } as const;
        await repo.updateBusinessSettings(trx, row);
        const after = toBusinessSettings({ id: 1, ...row });
        await recordAudit(trx, {
          action: "update",
          entity: "settings",
          entityId: "business",
          summary: `Datos de la empresa: ${input.legal_name}`,
          changes: fieldChanges(auditedFields(before), auditedFields(after)),
        });
        return after;
      });
    },
  };
}
