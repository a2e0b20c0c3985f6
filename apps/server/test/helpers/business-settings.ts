import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { injectAs } from "./test-app";

/** A valid 'Empresa' body (PUT /settings/business): a NIT with its DV, no POS numbering; `overrides` on top. */
export const businessBody = (overrides: Record<string, unknown> = {}) => ({
  legal_name: "Tienda de prueba S.A.S.",
  nit: "800197268",
  dv: 4,
  vat_responsible: true,
  uvt: 52_374,
  pos_prefix: "",
  pos_resolution: null,
  pos_resolution_date: null,
  pos_from: null,
  pos_to: null,
  pos_valid_until: null,
  require_cash_session: false,
  ...overrides,
});

/** Saves the business's data as the admin would; expects the 200. */
export async function saveBusiness(app: FastifyInstance, cookie: string, overrides: Record<string, unknown> = {}) {
  const response = await injectAs(app, cookie, "PUT", "/api/settings/business", businessBody(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
