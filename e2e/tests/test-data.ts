import type { APIRequestContext, TestInfo } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * A tag and a ten-digit identification unique per project and run: both projects run a spec at once against
 * one database. `firstDigits` (desktop, mobile) keeps one spec's identifications apart from another's.
 */
export function uniqueRun(testInfo: TestInfo, firstDigits: readonly [desktop: number, mobile: number]) {
  const mobile = testInfo.project.name === "mobile";
  const now = Date.now();
  return {
    tag: `${mobile ? "M" : "D"}${now}`,
    identification: `${mobile ? firstDigits[1] : firstDigits[0]}${String(now).slice(-9)}`,
  };
}

/** POSTs `data` to `path`, expects 201 (the server's words otherwise) and answers the new record's id. */
export async function created(request: APIRequestContext, path: string, data: object): Promise<{ id: string }> {
  const response = await request.post(path, { data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
  return (await response.json()) as { id: string };
}

type TestClient = { name: string; lastName: string; birthday: string; phone: string };

/** A client of the run, through the API; the email is made from the name and the run's tag. */
export function createClient(
  request: APIRequestContext,
  run: { tag: string; identification: string },
  client: TestClient,
): Promise<{ id: string }> {
  return created(request, "/api/clients", {
    identification: run.identification,
    name: client.name,
    last_name: client.lastName,
    email: `${client.name.toLowerCase()}.${run.tag.toLowerCase()}@correo.co`,
    birthday: client.birthday,
    phone_number: client.phone,
  });
}
