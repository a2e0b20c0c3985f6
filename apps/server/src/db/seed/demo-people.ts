import type { PersonInput } from "@inventario/shared/people";
import { newId } from "../../lib/ids";
import { normalizeForSearch, personSearchText, personSortKey } from "../../lib/search-text";
import { nowIso } from "../../lib/time";
import type { Db } from "../connection";
import { mulberry32 } from "./random";

const FIRST_NAMES = [
  "Laura",
  "Andrés",
  "María José",
  "Julián",
  "Valentina",
  "Santiago",
  "Camila",
  "Sebastián",
  "Daniela",
  "Mateo",
  "Isabella",
  "Nicolás",
  "Sofía",
  "Alejandro",
  "Mariana",
  "Juan Pablo",
  "Gabriela",
  "Felipe",
  "Natalia",
  "Óscar",
];
const LAST_NAMES = [
  "Gómez",
  "Peña",
  "Cárdenas",
  "Ospina",
  "Rodríguez",
  "Martínez",
  "García",
  "López",
  "Hernández",
  "Muñoz",
  "Álvarez",
  "Restrepo",
  "Mejía",
  "Zapata",
  "Vásquez",
  "Jaramillo",
  "Castaño",
  "Quintero",
  "Ramírez",
  "Londoño",
];
const EMAIL_DOMAINS = ["gmail.com", "hotmail.com", "outlook.com", "yahoo.es", "une.net.co"];

export function demoPeople(count: number, seed: number, emailDomain?: string): PersonInput[] {
  const random = mulberry32(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 10)).join("");
  return Array.from({ length: count }, (_, i) => {
    const name = pick(FIRST_NAMES);
    const last_name = `${pick(LAST_NAMES)} ${pick(LAST_NAMES)}`;
    const handle = normalizeForSearch(`${name.split(" ")[0]}.${last_name.split(" ")[0]}`).replaceAll(" ", "");
    const year = 1960 + Math.floor(random() * 45);
    const month = String(1 + Math.floor(random() * 12)).padStart(2, "0");
    const day = String(1 + Math.floor(random() * 28)).padStart(2, "0");
    return {
      identification: `10${String(seed).slice(-2).padStart(2, "0")}${String(i).padStart(2, "0")}${digits(4)}`,
      name,
      last_name,
      email: `${handle}${i}@${emailDomain ?? pick(EMAIL_DOMAINS)}`,
      birthday: `${year}-${month}-${day}`,
      phone_number: `3${digits(9)}`,
    };
  });
}

const searchable = (p: PersonInput) => ({ search_text: personSearchText(p), sort_key: personSortKey(p) });

export async function seedDemoClients(db: Db): Promise<void> {
  const at = nowIso();
  const rows = demoPeople(40, 11).map((p) => ({ ...p, ...searchable(p), id: newId(), created_at: at, updated_at: at }));
  await db.insertInto("clients").values(rows).execute();
}

/** Staff without sign-in access: an admin grants it from the permissions screen. */
export async function seedDemoEmployees(db: Db): Promise<void> {
  const roles = await db
    .selectFrom("roles")
    .select(["id", "name"])
    .where("name", "in", ["vendedor", "bodeguero"])
    .execute();
  const at = nowIso();
  const rows = demoPeople(10, 23, "inventario.co").map((p, i) => ({
    ...p,
    ...searchable(p),
    id: newId(),
    role_id: roles[i % roles.length]?.id ?? null,
    hired_at: `20${String(15 + (i % 10)).padStart(2, "0")}-0${1 + (i % 9)}-15`,
    created_at: at,
    updated_at: at,
  }));
  await db.insertInto("employees").values(rows).execute();
}

/**
 * The first demo employee (by identification) holding this role, named as a signed-in user is
 * (first and last names): who the demo sales and transfers are recorded by. Null when none holds it.
 */
export async function demoEmployeeWithRole(db: Db, role: string): Promise<{ id: string; name: string } | null> {
  const employee = await db
    .selectFrom("employees")
    .innerJoin("roles", "roles.id", "employees.role_id")
    .select(["employees.id", "employees.name", "employees.last_name"])
    .where("roles.name", "=", role)
    .orderBy("employees.identification")
    .executeTakeFirst();
  return employee ? { id: employee.id, name: `${employee.name} ${employee.last_name}`.trim() } : null;
}

/**
 * The demo's owner and storekeeper for a document the one orders or approves and the other handles
 * (a purchase, a count): the admin and the first 'bodeguero', either standing in for the other when
 * missing; null without both. With the first active warehouse, where those documents happen.
 */
export async function demoOwnerAndStorekeeper(db: Db) {
  const [admin, storekeeper] = await Promise.all([
    demoEmployeeWithRole(db, "admin"),
    demoEmployeeWithRole(db, "bodeguero"),
  ]);
  const owner = admin ?? storekeeper;
  if (!owner) return null;
  const warehouse = await db
    .selectFrom("warehouses")
    .select("id")
    .where("is_active", "=", 1)
    .orderBy("name_key")
    .executeTakeFirst();
  return { owner, storekeeper: storekeeper ?? owner, warehouse };
}
