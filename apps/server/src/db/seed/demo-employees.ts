import { newId, nowIso } from "../../lib/ids";
import type { Db } from "../connection";

/** Staff without sign-in access yet: an admin grants it from the permissions screen. */
const demoEmployees = [
  {
    identification: "1020304050",
    name: "Laura",
    last_name: "Gómez Restrepo",
    email: "laura.gomez@inventario.co",
    birthday: "1990-04-12",
    phone_number: "3104567890",
    hired_at: "2021-02-01",
    role: "vendedor",
  },
  {
    identification: "1032456789",
    name: "Andrés",
    last_name: "Peña Valencia",
    email: "andres.pena@inventario.co",
    birthday: "1987-09-30",
    phone_number: "3157894561",
    hired_at: "2019-07-15",
    role: "bodeguero",
  },
  {
    identification: "1098765432",
    name: "María José",
    last_name: "Cárdenas Ruiz",
    email: "mariajose.cardenas@inventario.co",
    birthday: "1995-01-22",
    phone_number: "3001237894",
    hired_at: "2023-03-06",
    role: "vendedor",
  },
  {
    identification: "1122334455",
    name: "Julián",
    last_name: "Ospina Mejía",
    email: "julian.ospina@inventario.co",
    birthday: "1992-11-05",
    phone_number: "3206549873",
    hired_at: "2022-09-19",
    role: "bodeguero",
  },
];

async function roleId(db: Db, name: string): Promise<string> {
  const existing = await db.selectFrom("roles").select("id").where("name", "=", name).executeTakeFirst();
  if (existing) return existing.id;
  const id = newId();
  await db.insertInto("roles").values({ id, name, created_at: nowIso() }).execute();
  return id;
}

export async function seedDemoEmployees(db: Db): Promise<void> {
  for (const { role, ...employee } of demoEmployees) {
    const at = nowIso();
    await db
      .insertInto("employees")
      .values({ ...employee, id: newId(), role_id: await roleId(db, role), created_at: at, updated_at: at })
      .execute();
  }
}
