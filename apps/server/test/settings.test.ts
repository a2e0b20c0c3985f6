import { type BusinessSettings, businessSettingsMessages, UVT_2026 } from "@inventario/shared/business-settings";
import { nitCheckDigit, nitMessages } from "@inventario/shared/nit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSignedInApp, type TestApp } from "./helpers/test-app";
import { signInWithPermissions } from "./helpers/users";

/** Issue 35: 'Empresa', the business's own data (GET/PUT /settings/business). */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  ({ t, admin } = await createSignedInApp());
});
afterAll(async () => {
  await t.close();
});

const URL = "/api/settings/business";
const get = (cookie = admin) => t.app.inject({ method: "GET", url: URL, headers: { cookie } });
const put = (payload: object, cookie = admin) =>
  t.app.inject({ method: "PUT", url: URL, headers: { cookie }, payload });

/** A complete, valid body: the DIAN's own NIT and a numbering authorised for two years. */
const BUSINESS = {
  legal_name: "  Distribuidora La Andina S.A.S.  ",
  nit: "800197268",
  dv: 4,
  vat_responsible: true,
  address: "Carrera 7 # 12-34",
  city: "Pereira",
  phone: "(606) 333 4455",
  receipt_footer: "Gracias por su compra",
  uvt: UVT_2026,
  pos_prefix: "pos1",
  pos_resolution: "18764000000001",
  pos_resolution_date: "2026-01-15",
  pos_from: 1,
  pos_to: 5_000_000_000,
  pos_valid_until: "2028-01-15",
  require_cash_session: true,
};

describe("GET/PUT /settings/business", () => {
  it("answers the defaults before anyone saved them, to any signed-in user", async () => {
    const clerk = await signInWithPermissions(t.app, admin, []);
    const response = await get(clerk.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      legal_name: "",
      nit: "",
      dv: null,
      vat_responsible: true,
      uvt: UVT_2026,
      pos_from: null,
      require_cash_session: false,
      configured: false,
      updated_at: null,
    });
    expect((await t.app.inject({ method: "GET", url: URL })).statusCode).toBe(401);
  });

  it("saves every field as given (trimmed, prefix upper-cased, a 10-digit range) and records the change", async () => {
    const saved = await put(BUSINESS);
    expect(saved.statusCode, saved.body).toBe(200);
    const expected: BusinessSettings = {
      ...BUSINESS,
      legal_name: "Distribuidora La Andina S.A.S.",
      pos_prefix: "POS1",
      // Not in the body (optional since issue 35's counter): the stored values stay, none yet.
      counter_warehouse_id: null,
      auto_print_receipt: false,
      configured: true,
      updated_at: expect.any(String) as unknown as string,
    };
    expect(saved.json()).toEqual(expected);
    expect((await get()).json()).toEqual(saved.json());

    // A second save records only what changed, before → after.
    expect((await put({ ...BUSINESS, uvt: 49_799, vat_responsible: false })).statusCode).toBe(200);
    const trail = await t.app.inject({
      method: "GET",
      url: "/api/audit?entity=settings&entity_id=business",
      headers: { cookie: admin },
    });
    const [latest] = trail.json().data;
    expect(latest).toMatchObject({ action: "update", entity: "settings", entity_id: "business" });
    expect(latest.changes).toEqual([
      { field: "vat_responsible", before: true, after: false },
      { field: "uvt", before: UVT_2026, after: 49_799 },
    ]);
  });

  it("takes an empty numbering (all parts null or blank) and refuses a partial one on each missing part", async () => {
    const none = await put({
      ...BUSINESS,
      pos_prefix: "",
      pos_resolution: "",
      pos_resolution_date: null,
      pos_from: null,
      pos_to: null,
      pos_valid_until: "",
    });
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json()).toMatchObject({ pos_resolution: null, pos_from: null, pos_valid_until: null });

    const partial = await put({ ...BUSINESS, pos_to: null, pos_valid_until: null });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().fields).toEqual({
      pos_to: businessSettingsMessages.numberingIncomplete,
      pos_valid_until: businessSettingsMessages.numberingIncomplete,
    });
  });

  it("refuses a wrong check digit, a reversed range, a validity before its resolution, and changes nothing", async () => {
    const before = (await get()).json();
    const cases: Array<[object, Record<string, string>]> = [
      [{ dv: (nitCheckDigit(BUSINESS.nit) + 1) % 10 }, { dv: nitMessages.dvMismatch }],
      [{ nit: "12.345" }, { nit: nitMessages.nitInvalid }],
      [{ pos_from: 500, pos_to: 499 }, { pos_to: businessSettingsMessages.rangeInvalid }],
      [{ pos_valid_until: "2026-01-15" }, { pos_valid_until: businessSettingsMessages.validityInvalid }],
      [{ pos_resolution_date: "2026-02-30" }, { pos_resolution_date: businessSettingsMessages.dateInvalid }],
      [{ pos_to: 99_999_999_999 }, { pos_to: businessSettingsMessages.numberInvalid }],
      [{ uvt: 0 }, { uvt: businessSettingsMessages.uvtInvalid }],
      [{ legal_name: "   " }, { legal_name: businessSettingsMessages.legalNameRequired }],
      [{ pos_prefix: "A B" }, { pos_prefix: businessSettingsMessages.prefixInvalid }],
    ];
    for (const [change, fields] of cases) {
      const response = await put({ ...BUSINESS, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().fields, JSON.stringify(change)).toEqual(fields);
    }
    expect((await get()).json()).toEqual(before);
  });

  it("is changed only with settings:update (admin), refused with 403 otherwise", async () => {
    const clerk = await signInWithPermissions(t.app, admin, ["products:update"]);
    const refused = await put({ ...BUSINESS, legal_name: "Otra" }, clerk.cookie);
    expect(refused.statusCode).toBe(403);
    const owner = await signInWithPermissions(t.app, admin, ["settings:update"]);
    expect((await put({ ...BUSINESS, legal_name: "Tienda del dueño" }, owner.cookie)).statusCode).toBe(200);
    expect((await get()).json().legal_name).toBe("Tienda del dueño");
  });
});
