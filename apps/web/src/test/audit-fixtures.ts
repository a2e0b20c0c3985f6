import type { AuditPage, AuditRow } from "@inventario/shared/audit";

/** The admin changed arroz's price and name from the office. */
export const priceChange: AuditRow = {
  id: "0193a1b2-0000-7000-8000-000000000003",
  at: "2024-03-05T13:30:00.000Z",
  user: { id: "u-1", name: "Administrador" },
  address: "192.168.1.20",
  action: "update",
  entity: "product",
  entity_id: "p-1",
  summary: "Arroz Diana 500 g (ABA-0001)",
  changes: [
    { field: "price", before: 20000, after: 25900 },
    { field: "name", before: "Arroz Diana", after: "Arroz Diana 500 g" },
  ],
};

/** Laura gave a role new permissions; a field the trail has no Spanish name for keeps its API name. */
export const roleChange: AuditRow = {
  id: "0193a1b2-0000-7000-8000-000000000002",
  at: "2024-03-04T20:05:00.000Z",
  user: { id: "u-2", name: "Laura Gómez" },
  address: "10.0.0.7",
  action: "update",
  entity: "role",
  entity_id: "r-1",
  summary: "vendedor",
  changes: [
    { field: "permissions", before: ["sales:read"], after: ["sales:read", "sales:create"] },
    { field: "is_active", before: false, after: true },
    { field: "nickname", before: null, after: "ventas" },
  ],
};

/** A sign-in that failed: nobody was signed in, nothing changed. */
export const failedSignIn: AuditRow = {
  id: "0193a1b2-0000-7000-8000-000000000001",
  at: "2024-03-04T12:00:00.000Z",
  user: null,
  address: null,
  action: "sign_in_failed",
  entity: "session",
  entity_id: null,
  summary: "nadie@correo.co",
  changes: [],
};

/** A page of the trail: one page holding `data` unless told otherwise. */
export function auditPage(data: AuditRow[], overrides: Partial<AuditPage> = {}): AuditPage {
  return {
    data,
    page: 1,
    total_pages: 1,
    total: data.length,
    total_capped: false,
    next_after: null,
    ...overrides,
  };
}
