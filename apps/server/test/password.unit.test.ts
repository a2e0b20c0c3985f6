import { afterEach, expect, it, vi } from "vitest";
import { hashPassword, verifyPassword } from "../src/lib/password";

afterEach(() => vi.unstubAllEnvs());

it("hashes at 2^15 unless a test run asks for the low cost", async () => {
  vi.stubEnv("PASSWORD_HASH_COST", "standard");
  expect(await hashPassword("clave-segura-123")).toMatch(/^scrypt\$32768\$8\$1\$/);
  vi.stubEnv("PASSWORD_HASH_COST", "low");
  expect(await hashPassword("clave-segura-123")).toMatch(/^scrypt\$1024\$8\$1\$/);
});

it("ignores the low cost outside a test run: nothing an installation sets weakens its hashes", async () => {
  vi.stubEnv("PASSWORD_HASH_COST", "low");
  for (const nodeEnv of ["production", "development", ""]) {
    vi.stubEnv("NODE_ENV", nodeEnv);
    expect(await hashPassword("clave-segura-123"), nodeEnv).toMatch(/^scrypt\$32768\$/);
  }
});

it("verifies a hash at the cost it names, whatever the cost new hashes are made at", async () => {
  vi.stubEnv("PASSWORD_HASH_COST", "low");
  const low = await hashPassword("clave-segura-123");
  vi.stubEnv("PASSWORD_HASH_COST", "standard");
  const standard = await hashPassword("clave-segura-123");
  for (const hash of [low, standard]) {
    expect(await verifyPassword("clave-segura-123", hash)).toBe(true);
    expect(await verifyPassword("clave-segura-124", hash)).toBe(false);
  }
});
